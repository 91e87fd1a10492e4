import pg from 'pg';

/** Replaces the database name in a PostgreSQL connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Quotes an identifier for PostgreSQL DDL. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Creates `database` on the server behind `adminUrl` unless it exists (optionally as a template copy). */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount) return;
    const from = template ? ` template ${quoteIdent(template)}` : '';
    await client.query(`create database ${quoteIdent(database)}${from}`);
  } finally {
    await client.end();
  }
}

/** Drops `database` if it exists, closing other connections to it first. */
export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoteIdent(database)} with (force)`);
  } finally {
    await client.end();
  }
}
