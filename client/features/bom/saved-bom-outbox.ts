import type { SavedBom, SavedBomCreate } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { defineMutation } from '../../local/mutation-registry.ts';

/** Name stored with outbox entries; never rename it once shipped. */
export const SAVE_BOM_MUTATION = 'bom.save';

/**
 * "Save to account" through the app outbox: made at the bench without a network, the BOM reaches
 * the account once when it returns (the entry id is the Idempotency-Key).
 */
export const saveBomMutation = defineMutation<SavedBomCreate, SavedBom>(SAVE_BOM_MUTATION, {
  toRequest: (body) => ({ method: 'POST', url: API_PATH.boms, body }),
});
