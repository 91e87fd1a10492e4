import { resolve } from 'node:path';

/**
 * Where the setup project (e2e/setup/staff.setup.ts) saves the signed-in staff account's
 * `storageState`: beside the e2e server's data (scripts/e2e-server.ts clears the folder at start),
 * never in the repository.
 */
export const STAFF_STATE = resolve(process.env.E2E_DATA_DIR || '.data/e2e', 'auth', 'staff.json');
