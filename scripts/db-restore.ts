// `npm run db:restore -- <folder>`: a backup made by `npm run db:backup` into an empty database
// (DATABASE_DIRECT_URL / DATABASE_URL, or the embedded one under DATA_DIR) and its files into the
// configured storage. Stop the shop's web processes and worker first.
import { restoreBackup } from '../server/backup/backup.ts';
import { openMaintenanceDatabase } from '../server/backup/maintenance-database.ts';
import { loadConfig } from '../server/config.ts';
import { applyMigrations } from '../server/db/migrate.ts';
import { storageFromConfig } from '../server/storage/storage-from-config.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run db:restore -- <backup folder>');
  process.exit(2);
}
const config = loadConfig();
let failed = false;
const database = await openMaintenanceDatabase(config, () => undefined);
// Exactly to the backup's last migration, then (null) to the newest.
const migrateTo = async (migration: string | null) => {
  await applyMigrations(database.url, () => undefined, migration ?? undefined);
};
try {
  await restoreBackup(database.url, await storageFromConfig(config), dir, { migrateTo }, console.log);
} catch (error) {
  console.error(`Could not restore the backup: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
