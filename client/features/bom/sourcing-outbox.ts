import type { BomSourcingCreate, BomSourcingCreated } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { defineMutation } from '../../local/mutation-registry.ts';

/** Name stored with outbox entries; never rename it once shipped. */
export const BOM_SOURCING_MUTATION = 'bom.sourcing-request';

/**
 * "Request sourcing" for the lines the shop does not sell, through the app outbox: sent once
 * (the entry id is the Idempotency-Key), and kept until the network returns when the bench is offline.
 */
export const bomSourcingMutation = defineMutation<BomSourcingCreate, BomSourcingCreated>(BOM_SOURCING_MUTATION, {
  toRequest: (body) => ({ method: 'POST', url: API_PATH.bomSourcingRequests, body }),
});
