import type { ModerationTarget } from '#shared/community/schemas.ts';
import { validatePageSearch, type PageSearch } from '../../ui/page-search.ts';

/** `/admin/community` query: which list (comments by default) and `page` (≥ 2). */
export interface ModerationSearch extends PageSearch {
  target?: 'posts';
}

export function validateModerationSearch(search: Record<string, unknown>): ModerationSearch {
  return { ...(search.target === 'posts' ? { target: 'posts' as const } : {}), ...validatePageSearch(search) };
}

export function moderationTarget(search: ModerationSearch): ModerationTarget {
  return search.target ?? 'comments';
}
