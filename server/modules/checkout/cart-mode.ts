import type { EntityManager } from '@mikro-orm/postgresql';
import { flowOf } from '#shared/checkout/totals-input.ts';
import { selectsAllItems } from '#shared/checkout/flow.ts';
import { checkoutProfile } from './checkout-queries.ts';
import type { CartOwner } from '../cart/index.ts';

/**
 * Whether the cart is in in-shop mode, where every line is ordered and no checkbox shows (spec §4): the rule of shared/checkout/flow.ts on the signed-in user's profile, the same
 * the order call applies. Guests have no profile: never.
 */
export async function cartSelectsAll(em: EntityManager, owner: CartOwner | null): Promise<boolean> {
  if (owner?.kind !== 'user') return false;
  return selectsAllItems(flowOf(await checkoutProfile(em, owner.userId)));
}
