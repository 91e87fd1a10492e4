import { test as setup } from '@playwright/test';
import { setPageAreasShown } from '../support/page-areas-switch.ts';

// Runs once before the journeys (project "setup"): the popup and banners off, so that only
// page-areas.spec.ts, which turns them on, meets them.
setup('the promo popup and notification banners are off for the other journeys', async () => {
  await setPageAreasShown(false);
});
