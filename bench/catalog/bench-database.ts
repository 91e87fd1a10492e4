import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded-postgres.ts';

/** Where the benchmark keeps its own PostgreSQL cluster and stored pictures (never the dev data). */
export const BENCH_DATA_DIR = join(process.cwd(), '.data', 'bench-catalog');

/** The benchmark's embedded PostgreSQL: one cluster, one database per dataset size. */
export async function startBenchPostgres(port: number, log: (line: string) => void): Promise<EmbeddedDatabase> {
  log(`embedded PostgreSQL in ${join(BENCH_DATA_DIR, 'pg')} on port ${port}`);
  return startEmbeddedPostgres({ dataDir: join(BENCH_DATA_DIR, 'pg'), port });
}

/** The database that holds a dataset of `products` products (`bench_demo` for the demo catalogue). */
export function datasetDatabaseName(products: number, demoProducts: number): string {
  return products === demoProducts ? 'bench_demo' : `bench_${products}`;
}
