import type { TrackingResponse, TrackingScan } from '#shared/tracking/schemas.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function scanOf(raw: unknown): TrackingScan | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const scan = raw as Record<string, unknown>;
  return { scantype: text(scan.scantype), desc: text(scan.desc), scantime: text(scan.scantime) };
}

/**
 * Reads the carrier's answer (J&T's shape, spec §7: `responseitems[0].success` and
 * `responseitems[0].tracesList[0].details` with scantype, desc, scantime) into our response, keeping
 * only those fields. Null when the answer is not that shape at all (a carrier failure). A carrier
 * that answers `success: false` (unknown waybill) gives an answer with no scans.
 */
export function parseCarrierAnswer(json: unknown, waybill: string): TrackingResponse | null {
  if (typeof json !== 'object' || json === null) return null;
  const items = (json as { responseitems?: unknown }).responseitems;
  if (!Array.isArray(items) || items.length === 0) return null;
  const first = items[0] as { success?: unknown; tracesList?: unknown } | null;
  if (typeof first !== 'object' || first === null) return null;
  const success = first.success === true || first.success === 'true';
  const traces = Array.isArray(first.tracesList) ? (first.tracesList as unknown[]) : [];
  const trace = traces[0] as { billcode?: unknown; details?: unknown } | undefined;
  const details = success && Array.isArray(trace?.details) ? trace.details.map(scanOf).filter((scan) => scan !== null) : [];
  return { responseitems: [{ success, tracesList: [{ billcode: text(trace?.billcode) || waybill, details }] }] };
}
