import { changeShopData } from './shop-database.ts';

/**
 * Turns the demo's promo popup and notification banners on or off in the e2e database. They are
 * off for the journeys (e2e/setup/page-areas.setup.ts) so that a modal popup or a banner shown
 * once a session does not sit over the screens other journeys drive; page-areas.spec.ts turns
 * them on for its own tests and off again.
 */
export async function setPageAreasShown(shown: boolean): Promise<void> {
  await changeShopData(`update promo_popups set active = $1`, [shown]);
  await changeShopData(`update notification_banners set active = $1`, [shown]);
}
