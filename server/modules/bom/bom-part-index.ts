import type { EntityManager } from '@mikro-orm/postgresql';
import { PartIndex, toCatalogPart, type CatalogPart, type CatalogPartRow } from '#shared/bom/part-index.ts';

/** Least time between two rebuilds: each reads every product again, so a run of catalogue edits
 * costs at most one a minute. Stock and price do not move the catalogue version (the search index
 * patches them in place), so the stock this index ranks by may be older than the last build; the
 * prices and stock a reply shows are read fresh. */
const REBUILD_AFTER_MS = 60_000;

/** Rows per round trip while reading the catalogue. */
const BATCH = 5_000;

/**
 * The BOM matcher's in-memory part index, built from one read of the products and rebuilt in
 * the background when the catalogue version moved (at most once a minute); requests keep using
 * the previous snapshot meanwhile, so a match never waits for a rebuild after the first.
 */
export class BomPartIndexCache {
  private current: { index: PartIndex; version: number; builtAt: number } | null = null;
  private building: Promise<PartIndex> | null = null;

  private readonly fork: () => EntityManager;
  private readonly version: () => number;
  private readonly logFailure: (error: unknown) => void;
  private readonly rebuildAfterMs: number;

  /**
   * `logFailure` hears of a background rebuild that failed (requests keep the previous index, so
   * nobody else would); `rebuildAfterMs` is the least time between rebuilds.
   */
  constructor(fork: () => EntityManager, version: () => number, logFailure: (error: unknown) => void, rebuildAfterMs = REBUILD_AFTER_MS) {
    this.fork = fork;
    this.version = version;
    this.logFailure = logFailure;
    this.rebuildAfterMs = rebuildAfterMs;
  }

  /** The index, built now if there is none yet. */
  async get(): Promise<PartIndex> {
    const version = this.version();
    if (this.current === null) return this.build(version);
    if (this.current.version !== version && Date.now() - this.current.builtAt >= this.rebuildAfterMs) void this.build(version).catch(this.logFailure);
    return this.current.index;
  }

  private build(version: number): Promise<PartIndex> {
    this.building ??= (async () => {
      try {
        const index = new PartIndex(await readParts(this.fork()));
        this.current = { index, version, builtAt: Date.now() };
        return index;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}

/** Reads every product's match facts, in id order, a batch at a time (keyset, no OFFSET). */
async function readParts(em: EntityManager): Promise<CatalogPart[]> {
  const parts: CatalogPart[] = [];
  const connection = em.getConnection();
  let after = 0;
  for (;;) {
    // Raw: a read of a few columns of every product; entities would hydrate up to a million objects.
    const rows = await connection.execute<CatalogPartRow[]>(
      `select p.id, p.sku, p.mpn, p.package, p.description, c.name_en as category, p.inventory, p.product_tag_name is not null as basic
         from products p join categories c on c.id = p.subject_id
        where p.id > ? order by p.id limit ?`,
      [after, BATCH],
    );
    for (const row of rows) parts.push(toCatalogPart(row));
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  return parts;
}
