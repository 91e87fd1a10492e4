import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { assemblyCatalog, defaultSelection, fabricationCatalog, stencilCatalog, type PropertyCatalog } from '#shared/pcb/property-selection.ts';
import { followQuantity } from '#shared/pcb/quantity-options.ts';
import { DEFAULT_QUOTE_METHOD } from '#shared/pcb/quote-method-codes.ts';
import { DEFAULT_HEIGHT_MM, DEFAULT_QUANTITY, DEFAULT_WIDTH_MM } from '#shared/pcb/size-rules.ts';

/**
 * What each quote form holds, as the user typed it (sizes and numbers stay text so typing is
 * never rewritten under the cursor). These objects are what a draft stores (pcb-draft.ts) and
 * what the request fields are built from (quote-fields.ts).
 */

/**
 * The delivery and payment block (spec §4 codes; §7 delivery_method, payment_method,
 * payment_in_shop, address, transport_id).
 */
export interface DeliveryState {
  delivery_method: number;
  payment_method: number;
  payment_in_shop: number;
  /** Abroad: the address typed for the carrier. */
  address: string;
  /**
   * Vietnam delivery: the chosen delivery address (its location levels price the delivery fee); null for the default one.
   */
  address_id: number | null;
  /** The international delivery company (spec §5: from abroad one is needed); null from Vietnam. */
  transport_id: number | null;
  /**
   * Whether the user chose anything in this form's panel: a form that holds a choice keeps it;
   * one that does not takes the user's saved choice (GET /v1/pcb-quotes/quote-method) on load.
   */
  chosen: boolean;
}

export interface FabricationState {
  kind: 'fabrication';
  pcbTypeId: number;
  width: string;
  height: string;
  /** The quantity priced: a listed one, or the last accepted other quantity. */
  quantity: number;
  /** The other-quantity box's text; null while a listed quantity is chosen. */
  otherQuantity: string | null;
  propertyIds: number[];
  /** Numeric specification answers by specification id, as typed. */
  numeric: Record<string, string>;
  buildTimeId: number | null;
  note: string;
  delivery: DeliveryState;
}

export interface AssemblyState {
  kind: 'assembly';
  title: string;
  width: string;
  height: string;
  quantity: string;
  propertyIds: number[];
  numeric: Record<string, string>;
  note: string;
  /** The signed-in user's saved BOM this quote was started from (/bom "attach"), sent as `bom_id`; null without one. */
  bomId: number | null;
  /** The attached BOM's name and line count as /bom had them, shown on the form (offline too); '' and null without one. */
  bomName: string;
  bomLineCount: number | null;
  delivery: DeliveryState;
}

export interface StencilState {
  kind: 'stencil';
  /** null is the dropdown's first option, 'Select size'. */
  sizeId: number | null;
  quantity: string;
  propertyIds: number[];
  note: string;
  delivery: DeliveryState;
}

export interface CustomState {
  kind: 'custom';
  quoteId: number | null;
  note: string;
  delivery: DeliveryState;
}

export type QuoteState = FabricationState | AssemblyState | StencilState | CustomState;
export type QuoteKind = QuoteState['kind'];

/** A quote opens with the shared default methods (shared/pcb/quote-method-codes.ts) and no address. */
export const DEFAULT_DELIVERY: DeliveryState = { ...DEFAULT_QUOTE_METHOD, address: '', address_id: null, transport_id: null, chosen: false };

/**
 * The user's saved delivery and payment choice (GET /v1/pcb-quotes/quote-method) in a form whose
 * panel holds no choice of its own; a form where the user chose (a draft, or a change made before
 * the answer came) keeps its own. The address and the delivery company stay.
 */
export function withSavedDelivery<S extends QuoteState>(state: S, saved: Pick<DeliveryState, 'delivery_method' | 'payment_method' | 'payment_in_shop'>): S {
  if (state.delivery.chosen) return state;
  const { delivery_method, payment_method, payment_in_shop } = saved;
  return { ...state, delivery: { ...state.delivery, delivery_method, payment_method, payment_in_shop } };
}

/** URL values of the fabrication form (spec §2: width, height and quantity in the query string). */
export interface FabricationSearch {
  width?: number | undefined;
  height?: number | undefined;
  quantity?: number | undefined;
}

/** The first PCB type's id, or 0 for a configuration without types. */
function firstTypeId(config: PcbConfig): number {
  return config.pcb_types[0]?.id ?? 0;
}

/**
 * A new fabrication form (spec §9 defaults 100 × 100 × 5), with URL values when present. A URL
 * quantity that is not a listed one opens the other-quantity box with it, so its rules apply.
 */
export function newFabrication(config: PcbConfig, search: FabricationSearch = {}, pcbTypeId: number = firstTypeId(config)): FabricationState {
  const type = config.pcb_types.find((t) => t.id === pcbTypeId);
  const listed = type?.pcb_quantities.filter((row) => row.show_list).map((row) => row.quantity) ?? [];
  const quantity = search.quantity ?? DEFAULT_QUANTITY;
  return {
    kind: 'fabrication',
    pcbTypeId,
    width: String(search.width ?? DEFAULT_WIDTH_MM),
    height: String(search.height ?? DEFAULT_HEIGHT_MM),
    quantity,
    otherQuantity: listed.includes(quantity) ? null : String(quantity),
    propertyIds: defaultSelection(fabricationCatalog(config, pcbTypeId)),
    numeric: {},
    buildTimeId: config.build_times[0]?.id ?? null,
    note: '',
    delivery: { ...DEFAULT_DELIVERY },
  };
}

/** Another PCB type: its own specifications start from their defaults; size and quantity stay. */
export function changePcbType(config: PcbConfig, state: FabricationState, pcbTypeId: number): FabricationState {
  return { ...state, pcbTypeId, propertyIds: defaultSelection(fabricationCatalog(config, pcbTypeId)), numeric: {} };
}

export function newAssembly(config: PcbConfig): AssemblyState {
  return {
    kind: 'assembly',
    title: '',
    width: String(DEFAULT_WIDTH_MM),
    height: String(DEFAULT_HEIGHT_MM),
    quantity: String(DEFAULT_QUANTITY),
    propertyIds: defaultSelection(assemblyCatalog(config)),
    numeric: {},
    note: '',
    bomId: null,
    bomName: '',
    bomLineCount: null,
    delivery: { ...DEFAULT_DELIVERY },
  };
}

export function newStencil(config: PcbConfig): StencilState {
  return { kind: 'stencil', sizeId: null, quantity: '1', propertyIds: defaultSelection(stencilCatalog(config)), note: '', delivery: { ...DEFAULT_DELIVERY } };
}

export function newCustom(): CustomState {
  return { kind: 'custom', quoteId: null, note: '', delivery: { ...DEFAULT_DELIVERY } };
}

/** A fresh form of a kind. */
export function newQuote(config: PcbConfig, kind: QuoteKind): QuoteState {
  switch (kind) {
    case 'fabrication':
      return newFabrication(config);
    case 'assembly':
      return newAssembly(config);
    case 'stencil':
      return newStencil(config);
    case 'custom':
      return newCustom();
  }
}

/**
 * A typed size or number as a number: comma or point decimals; empty or not a number is 0 (the
 * submit rule then says please_select_area_and_quantity).
 */
export function typedNumber(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** The catalogue a form chooses from and the quantity it prices (boards, or stencils); null for the custom form. */
export function quantityContext(config: PcbConfig, state: QuoteState): { catalog: PropertyCatalog; quantity: number } | null {
  switch (state.kind) {
    case 'fabrication':
      return { catalog: fabricationCatalog(config, state.pcbTypeId), quantity: state.quantity };
    case 'assembly':
      return { catalog: assemblyCatalog(config), quantity: Math.floor(typedNumber(state.quantity)) };
    case 'stencil':
      return { catalog: stencilCatalog(config), quantity: Math.max(1, Math.floor(typedNumber(state.quantity))) };
    case 'custom':
      return null;
  }
}

/**
 * The form with its quantity-bound answers following its quantity
 * (shared/pcb/quantity-options.ts): the same object when nothing had to move.
 */
export function withQuantityOptions<S extends QuoteState>(config: PcbConfig, state: S): S {
  const context = quantityContext(config, state);
  if (!context || !('propertyIds' in state)) return state;
  const followed = followQuantity(context.catalog, state.propertyIds, context.quantity);
  const same = followed.length === state.propertyIds.length && followed.every((id, index) => id === state.propertyIds[index]);
  return same ? state : { ...state, propertyIds: followed };
}
