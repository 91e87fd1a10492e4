import type { EntityManager } from '@mikro-orm/postgresql';
import { PromoPopupSchema } from './promo-popup.entity.ts';

/**
 * Marks the popup shown to a signed-in user (spec §7 POST /popupAlert), once: a second call
 * changes nothing. Returns false when there is no such popup.
 */
export async function markPopupShown(em: EntityManager, popupId: number, userId: number | null): Promise<boolean> {
  const popup = await em.findOne(PromoPopupSchema, { id: popupId }, { fields: ['id'] });
  if (!popup) return false;
  if (userId === null) return true;
  // Raw: insert-or-nothing on the primary key, so two tabs marking at once both succeed.
  await em.execute(`insert into popup_views (popup_id, user_id) values (?, ?) on conflict do nothing`, [popupId, userId]);
  return true;
}
