import { Dexie, type Table } from 'dexie';
import type { CartLineFacts } from './cart-line-facts.ts';
import type { OutboxEntry } from './outbox-types.ts';

/** One product in the cart, kept locally so the cart works offline and survives reloads. */
export interface CartLine {
  productId: number;
  quantity: number;
  catextId?: number | null;
  addedAt: number;
  updatedAt: number;
  /** What the cart page shows of the product, kept so it renders offline (not indexed). */
  facts?: CartLineFacts | null;
}

/** Whether a cart line is ticked for checkout (spec: the cart selection is persisted). */
export interface CartSelection {
  productId: number;
  selected: boolean;
}

/** A search keyword, stored normalized (trimmed, lowercase) so repeats collapse into one entry. */
export interface RecentSearch {
  keyword: string;
  searchedAt: number;
}

/** A product page the visitor opened. */
export interface RecentlyViewed {
  productId: number;
  viewedAt: number;
}

/** The kinds of PCB order form a draft can belong to. */
export type PcbDraftKind = 'fabrication' | 'assembly' | 'stencil' | 'custom';

/** An unfinished PCB quote form with its uploaded Gerber/BOM file, saved as the user types. */
export interface PcbDraft {
  id: string;
  kind: PcbDraftKind;
  fields: Record<string, unknown>;
  file?: Blob | null;
  fileName?: string | null;
  updatedAt: number;
}

/**
 * A comment or forum reply written offline (issue "Offline and local-first"): kept here until the
 * outbox entry `outboxId` carries it to the server. A comment waits with `outboxId` null until
 * its writer answers the captcha, which can only be drawn online; a refused one gets `refusal`.
 */
export interface CommunityDraft {
  id: string;
  userId: number;
  /** `comment:Product:12`, `comment:News:3` or `post:7` (topic id): what the draft is written on. */
  subject: string;
  payload: Record<string, unknown>;
  createdAt: number;
  outboxId: string | null;
  refusal: string | null;
}

/** A loosely typed key/value row for small singletons (guest session id and the like). */
export interface KvEntry {
  key: string;
  value: unknown;
}

/**
 * The last copy of a signed-in user's own data (orders, notifications, profile,
 * addresses), shown when the network fails. Keyed by user, so another account signed in on this
 * browser never reads it; removed at sign-out.
 */
export interface AccountCopy {
  userId: number;
  /** What was loaded, e.g. `orders?page=1`. */
  key: string;
  data: unknown;
  savedAt: number;
}

/** The browser's local database: cart, history, drafts, account copies and the outbox of pending server writes. */
export class LocalDb extends Dexie {
  // Table rather than EntityTable: every key is supplied by us, none is auto-incremented.
  declare readonly cartLines: Table<CartLine, number>;
  declare readonly cartSelection: Table<CartSelection, number>;
  declare readonly recentSearches: Table<RecentSearch, string>;
  declare readonly recentlyViewed: Table<RecentlyViewed, number>;
  declare readonly pcbDrafts: Table<PcbDraft, string>;
  declare readonly outbox: Table<OutboxEntry, string>;
  declare readonly kv: Table<KvEntry, string>;
  declare readonly accountCopies: Table<AccountCopy, [number, string]>;
  declare readonly communityDrafts: Table<CommunityDraft, string>;

  constructor(name: string) {
    super(name);
    // Once shipped, a schema change needs a new version(n) block; released ones stay as they are.
    this.version(1).stores({
      cartLines: 'productId, addedAt, updatedAt',
      cartSelection: 'productId',
      recentSearches: 'keyword, searchedAt',
      recentlyViewed: 'productId, viewedAt',
      pcbDrafts: 'id, kind, updatedAt',
      outbox: 'id, createdAt, nextAttemptAt, status, [status+createdAt]',
      kv: 'key',
    });
    // The signed-in user's last copies, by user and what was loaded.
    this.version(2).stores({
      accountCopies: '[userId+key], userId',
    });
    // Comments and forum replies written offline, by writer and what they answer.
    this.version(3).stores({
      communityDrafts: 'id, [userId+subject], createdAt',
    });
  }
}

/** The name of the app's IndexedDB database. */
export const LOCAL_DB_NAME = 'linhkien-shop';

/** Opens (lazily, on first query) a local database with the given name; tests pass a unique one. */
export function createLocalDb(name: string): LocalDb {
  return new LocalDb(name);
}

/** The app's single local database. */
export const localDb: LocalDb = createLocalDb(LOCAL_DB_NAME);
