import type { ModerationTarget } from '#shared/community/schemas.ts';

/** `/admin/community` query: which list (comments by default) and `page` (≥ 2). */
export interface ModerationSearch {
  target?: 'posts';
  page?: number;
}

export function validateModerationSearch(search: Record<string, unknown>): ModerationSearch {
  const result: ModerationSearch = {};
  if (search.target === 'posts') result.target = 'posts';
  const page = Number(search.page);
  if (Number.isInteger(page) && page >= 2 && page <= 100_000) result.page = page;
  return result;
}

export function moderationTarget(search: ModerationSearch): ModerationTarget {
  return search.target ?? 'comments';
}
