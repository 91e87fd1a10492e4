// The server the e2e journeys run against: the production build (dist/server/main.js) on a fresh
// embedded PostgreSQL under .data/e2e, seeded with the demo catalogue at start.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.E2E_DATA_DIR || '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = process.env.E2E_PORT || '3100';
process.env.DATA_DIR = dataDir;
process.env.EMBEDDED_PG_PORT = process.env.E2E_PG_PORT || '54340';
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'warn';
delete process.env.DATABASE_URL;

await import(new URL('../dist/server/main.js', import.meta.url).href);
