/**
 * The query strings of the /pcb pages (spec §2: width, height and quantity are read and kept
 * updated in the address bar; `draft` reopens a saved form, also after the login round trip).
 */
export interface DraftSearch {
  draft?: string | undefined;
}

export interface FabricationRouteSearch extends DraftSearch {
  width?: number | undefined;
  height?: number | undefined;
  quantity?: number | undefined;
}

const DRAFT_ID = /^[0-9a-f-]{36}$/;

function positive(value: unknown, max: number, whole: boolean): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number) || number <= 0 || number > max) return undefined;
  return whole ? Math.floor(number) : Math.round(number * 100) / 100;
}

export function validateDraftSearch(search: Record<string, unknown>): DraftSearch {
  return typeof search.draft === 'string' && DRAFT_ID.test(search.draft) ? { draft: search.draft } : {};
}

export function validateFabricationSearch(search: Record<string, unknown>): FabricationRouteSearch {
  const result: FabricationRouteSearch = validateDraftSearch(search);
  const width = positive(search.width, 10_000, false);
  const height = positive(search.height, 10_000, false);
  const quantity = positive(search.quantity, 1_000_000, true);
  if (width !== undefined) result.width = width;
  if (height !== undefined) result.height = height;
  if (quantity !== undefined) result.quantity = quantity;
  return result;
}
