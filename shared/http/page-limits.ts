/**
 * The highest page number a list query accepts (far past any real list; keeps OFFSET bounded).
 * Apart from the API's page schemas (pagination.ts) so that a page's `?page=N` check does not
 * bring the schema library into the home route's first script.
 */
export const MAX_PAGE = 100_000;
