import type { PcbDraft } from '../../local/db.ts';
import { DEFAULT_DELIVERY, type DeliveryState, type QuoteState } from './quote-state.ts';

/**
 * A quote form saved as a Dexie `pcbDrafts` row ("Offline at the bench"): the form's
 * state, the design file as a Blob beside it, and whether it waits in the outbox. Reading is
 * defensive: a row from an older version or a damaged one gives null or fills defaults, never
 * a form that crashes.
 */

/** `editing`: a form being filled; `queued`: submitted offline, waiting in the outbox. */
export type DraftStatus = 'editing' | 'queued';

export interface DraftBody {
  version: 1;
  status: DraftStatus;
  state: QuoteState;
  /** The outbox entry sending it, while queued. */
  outboxId?: string | undefined;
  /** Why the server refused it, after a queued send failed. */
  error?: string | undefined;
}

export interface DraftFile {
  file: Blob | null;
  fileName: string | null;
}

/** The row to store for a form. */
export function toDraftRow(id: string, body: Omit<DraftBody, 'version'>, file: DraftFile, now: number): PcbDraft {
  const fields: Record<string, unknown> = { version: 1, status: body.status, state: body.state };
  if (body.outboxId) fields.outboxId = body.outboxId;
  if (body.error) fields.error = body.error;
  return { id, kind: body.state.kind, fields, file: file.file, fileName: file.fileName, updatedAt: now };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value.slice(0, 5000) : fallback);
const int = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);
const intOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number' && Number.isInteger(id)) : []);

function textMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => /^\d+$/.test(entry[0]) && typeof entry[1] === 'string'));
}

function readDelivery(value: unknown): DeliveryState {
  if (!isRecord(value)) return { ...DEFAULT_DELIVERY };
  return {
    delivery_method: int(value.delivery_method, DEFAULT_DELIVERY.delivery_method),
    payment_method: int(value.payment_method, DEFAULT_DELIVERY.payment_method),
    payment_in_shop: int(value.payment_in_shop, DEFAULT_DELIVERY.payment_in_shop),
    address: text(value.address),
    address_id: intOrNull(value.address_id),
    transport_id: intOrNull(value.transport_id),
    chosen: value.chosen === true,
  };
}

/** A stored form state, or null when it is not one of the four forms. */
export function readQuoteState(value: unknown): QuoteState | null {
  if (!isRecord(value)) return null;
  const delivery = readDelivery(value.delivery);
  const note = text(value.note);
  switch (value.kind) {
    case 'fabrication':
      return {
        kind: 'fabrication',
        pcbTypeId: int(value.pcbTypeId, 0),
        width: text(value.width),
        height: text(value.height),
        quantity: int(value.quantity, 0),
        otherQuantity: typeof value.otherQuantity === 'string' ? value.otherQuantity : null,
        propertyIds: ids(value.propertyIds),
        numeric: textMap(value.numeric),
        buildTimeId: intOrNull(value.buildTimeId),
        note,
        delivery,
      };
    case 'assembly':
      return {
        kind: 'assembly',
        title: text(value.title),
        width: text(value.width),
        height: text(value.height),
        quantity: text(value.quantity),
        propertyIds: ids(value.propertyIds),
        numeric: textMap(value.numeric),
        note,
        bomId: intOrNull(value.bomId),
        bomName: text(value.bomName),
        bomLineCount: intOrNull(value.bomLineCount),
        delivery,
      };
    case 'stencil':
      return { kind: 'stencil', sizeId: intOrNull(value.sizeId), quantity: text(value.quantity, '1'), propertyIds: ids(value.propertyIds), note, delivery };
    case 'custom':
      return { kind: 'custom', quoteId: intOrNull(value.quoteId), note, delivery };
    default:
      return null;
  }
}

/** A stored draft's body, or null for a row this version cannot read. */
export function readDraftBody(row: Pick<PcbDraft, 'kind' | 'fields'>): DraftBody | null {
  const fields = row.fields;
  if (fields.version !== 1) return null;
  const state = readQuoteState(fields.state);
  if (!state || state.kind !== row.kind) return null;
  const body: DraftBody = { version: 1, status: fields.status === 'queued' ? 'queued' : 'editing', state };
  if (typeof fields.outboxId === 'string') body.outboxId = fields.outboxId;
  if (typeof fields.error === 'string') body.error = fields.error;
  return body;
}

/** A copy to edit: a new id, editing again, no outbox link or error (the "duplicate" action). */
export function duplicateDraftRow(row: PcbDraft, newId: string, now: number): PcbDraft | null {
  const body = readDraftBody(row);
  if (!body) return null;
  return toDraftRow(newId, { status: 'editing', state: structuredClone(body.state) }, { file: row.file ?? null, fileName: row.fileName ?? null }, now);
}
