// `npm run migrate`: the release step of a several-process shop (README "Topology"). Applies the
// pending migrations over DATABASE_DIRECT_URL (else DATABASE_URL, else the embedded PostgreSQL
// under DATA_DIR), loads the reference data, and seeds the demo catalogue into an empty database
// when SEED_DEMO is on; the web processes then start with MIGRATE_AT_START=0.
import { loadConfig } from '../server/config.ts';
import { prepareDatabase } from '../server/server.ts';
import { startFailureText } from '../server/start-failure.ts';

try {
  const config = loadConfig();
  const database = await prepareDatabase({ ...config, migrateAtStart: true });
  await database.close();
  console.log('database is up to date');
  process.exit(0);
} catch (error) {
  console.error(startFailureText(error).replace('Could not start the shop', 'Could not migrate the database'));
  process.exit(1);
}
