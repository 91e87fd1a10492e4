import { cartStoreMutation, startCartSync } from '../local/cart-sync.ts';
import { registerMutations, startAppOutbox } from '../local/app-outbox.ts';
import { pcbQuoteMutation } from '../features/pcb/quote-outbox.ts';
import { cartMethodMutation, placeOrderMutation } from '../features/checkout/checkout-mutations.ts';
import { removeFavoriteMutation } from '../features/favorites/favorite-mutations.ts';
import { bomSourcingMutation } from '../features/bom/sourcing-outbox.ts';
import { saveBomMutation } from '../features/bom/saved-bom-outbox.ts';
import { commentMutation, forumPostMutation } from '../features/community/community-outbox.ts';

/**
 * Registers every feature's outbox mutations, then starts sending what earlier visits left
 * queued. All names must be known before the first drain: the runner fails an entry whose
 * mutation it does not know. Features add their definitions to this list.
 */
export function startOutbox(): void {
  registerMutations(cartStoreMutation, pcbQuoteMutation, cartMethodMutation, placeOrderMutation, removeFavoriteMutation, bomSourcingMutation, saveBomMutation, commentMutation, forumPostMutation);
  startAppOutbox();
  // The cart sync loads Dexie; like the runner (and this module), it starts after the first paint.
  startCartSync();
}
