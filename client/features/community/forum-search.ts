/** `/forums` and `/forums/{slug}` query: `page` (≥ 2); page 1 has none, anything else is dropped. */
export interface ForumSearch {
  page?: number;
}

export function validateForumSearch(search: Record<string, unknown>): ForumSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page >= 2 && page <= 100_000 ? { page } : {};
}
