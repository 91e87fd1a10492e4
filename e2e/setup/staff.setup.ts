import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { expect, test as setup } from '@playwright/test';
import { registerAccount } from '../support/api.ts';
import { STAFF_STATE } from '../support/signed-in-state.ts';

// Runs once before the journeys (playwright.config.ts, project "setup"): one account made staff
// the way the shop's operator does it, `npm run user:create-admin -- <email>` (scripts/create-admin.ts)
// against the e2e server's database, then signed in once; the journeys that need the back office
// open a browser context with its saved state (e2e/support/fixtures.ts `staff`).

setup('a staff account signed in once, its state saved for the back-office journeys', async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const email = await registerAccount(api, 'staff', 'Lê Văn Kho');
  await promisify(execFile)(process.execPath, ['scripts/create-admin.ts', email], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: process.env.E2E_DATA_DIR || '.data/e2e',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT || '54340',
    },
  });
  // The session the account signed in with now reaches the back office.
  expect((await api.get('/v1/admin/orders')).status()).toBe(200);
  mkdirSync(dirname(STAFF_STATE), { recursive: true });
  await api.storageState({ path: STAFF_STATE });
  await api.dispose();
});
