// `npm run db:backup [-- <folder>]`: the database's rows and every stored file (local folder or S3
// bucket) into a folder, by default DATA_DIR/backups/<time> (server/backup/backup.ts).
import { join } from 'node:path';
import { writeBackup } from '../server/backup/backup.ts';
import { openMaintenanceDatabase } from '../server/backup/maintenance-database.ts';
import { loadConfig } from '../server/config.ts';
import { storageFromConfig } from '../server/storage/storage-from-config.ts';

const config = loadConfig();
const dir = process.argv[2] ?? join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-'));
let failed = false;
const database = await openMaintenanceDatabase(config, () => undefined);
try {
  await writeBackup(database.url, await storageFromConfig(config), dir, console.log);
} catch (error) {
  console.error(`Could not back up the shop: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
