/** `?page=N` (N ≥ 2) of /user/favorites; anything else is the first page. */
export function validateFavoritesSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page >= 2 && page <= 100_000 ? { page } : {};
}
