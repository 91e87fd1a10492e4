import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { CartDetailsResponse, CartItem } from '#shared/cart/schemas.ts';
import { factsOfProduct } from './cart-line-facts.ts';
import { addCartLine, setCartLineQuantity } from './cart-lines.ts';
import { cartNotices } from './cart-notices.ts';
import { CART_STORE_MUTATION, type CartStorePayload } from './cart-store-mutation.ts';
import { CART_MAX_LINES } from '#shared/cart/cart-limit.ts';
import { cartMode, syncedSignature } from './cart-sync-apply.ts';
import { createCartSyncController, type CartIdentity } from './cart-sync-controller.ts';
import { createLocalDb, type LocalDb } from './db.ts';
import { createOutboxEntry } from './outbox.ts';
import { createFakeClock, createFakeScheduler } from './outbox-test-fakes.ts';

const GUEST = '0b8a8f6e-4a43-4d7e-9b8e-3c2b5f1a9d10';

function item(id: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    name: `Part ${id}`,
    name_en: null,
    slug: `part-${id}`,
    image_id: null,
    price: 1_000,
    list_price: 1_000,
    price_ext: 0,
    quantity,
    multiples: 1,
    step: 1,
    unit: 'Cái',
    inventory: 1_000,
    prices: [],
    options: [],
    category_extras: [],
    catext_id: null,
    supplier_name: 'TI',
    supplier_slug: 'ti',
    line_total: 1_000 * quantity,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const facts = (id: number, overrides: Partial<Parameters<typeof factsOfProduct>[0]> = {}) =>
  factsOfProduct({ name: `Part ${id}`, slug: `part-${id}`, image_id: null, price: 1_000, prices: [], multiples: 1, step: 1, unit: 'Cái', inventory: 1_000, supplier_name: 'TI', ...overrides }, 1);

function setup(options: { identity?: CartIdentity | null; online?: boolean; server?: CartItem[] } = {}) {
  const db: LocalDb = createLocalDb(`cart-sync-${crypto.randomUUID()}`);
  const clock = createFakeClock();
  const scheduler = createFakeScheduler(clock);
  const sent: CartStorePayload[] = [];
  const fetched: (string | null)[] = [];
  const state = { identity: options.identity === undefined ? ({ owner: 'guest', guestSession: GUEST } as CartIdentity | null) : options.identity, online: options.online ?? true, server: options.server ?? [], selectsAll: false };
  const controller = createCartSyncController({
    db,
    scheduler,
    identity: () => Promise.resolve(state.identity),
    existingGuestSession: () => Promise.resolve(GUEST),
    async enqueue(payload) {
      sent.push(payload);
      await db.outbox.add(createOutboxEntry(CART_STORE_MUTATION, payload, clock.now()));
    },
    fetchCart(guestSession): Promise<CartDetailsResponse> {
      fetched.push(guestSession);
      if (!state.online) return Promise.reject(new Error('offline'));
      return Promise.resolve({ carts_details: state.server, count: state.server.length, total: 0, session_id: guestSession, selects_all: state.selectsAll });
    },
    isOnline: () => state.online,
  });
  /** Lets the timer's flush (a chain of IndexedDB promises) finish. */
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { db, scheduler, controller, sent, fetched, state, settle };
}

describe('cart sync timing (spec §9 "guest cart sync 2 s")', () => {
  test('a burst of changes makes one request, 2 s after the last change, with the whole cart', async () => {
    const { db, scheduler, controller, sent, settle } = setup();
    await addCartLine(db, { productId: 1, quantity: 1, rule: { minimum: 1, step: 1 } });
    controller.noticeChange();
    scheduler.advance(1_500);
    await addCartLine(db, { productId: 2, quantity: 5, rule: { minimum: 5, step: 5 } });
    controller.noticeChange();
    scheduler.advance(1_500);
    await setCartLineQuantity(db, 1, 3);
    controller.noticeChange();
    scheduler.advance(1_999);
    await settle();
    expect(sent).toHaveLength(0);
    scheduler.advance(1);
    await settle();
    expect(sent).toEqual([
      { body: { cartSession: [{ id: 1, quantity: 3 }, { id: 2, quantity: 5 }], count: 2 }, guestSession: GUEST, owner: 'guest' },
    ]);
  });

  test('a newer snapshot replaces an unsent one, so the outbox never piles up', async () => {
    const { db, controller, sent } = setup();
    await addCartLine(db, { productId: 1, quantity: 1, rule: { minimum: 1, step: 1 } });
    await controller.flushNow();
    await setCartLineQuantity(db, 1, 2);
    await controller.flushNow();
    await setCartLineQuantity(db, 1, 3);
    await controller.flushNow();
    expect(sent).toHaveLength(3);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect((queued[0]!.payload as CartStorePayload).body.cartSession).toEqual([{ id: 1, quantity: 3 }]);
  });

  test('nothing is sent when the server already holds this cart, or for an empty cart never synced', async () => {
    const { db, controller, sent } = setup();
    await controller.flushNow();
    expect(sent).toHaveLength(0);
    await addCartLine(db, { productId: 1, quantity: 2, rule: { minimum: 1, step: 1 } });
    await controller.flushNow();
    await controller.afterStoreAnswer(sent[0]!, { adjustments: [], carts_details: [item(1, 2)], count: 1, total: 2_000, session_id: GUEST, selects_all: false });
    await db.outbox.clear();
    await controller.flushNow();
    expect(sent).toHaveLength(1);
  });

  test('while the session is still loading the send waits', async () => {
    const { db, scheduler, controller, sent, state, settle } = setup({ identity: null });
    await addCartLine(db, { productId: 1, quantity: 1, rule: { minimum: 1, step: 1 } });
    controller.noticeChange();
    scheduler.advance(2_000);
    await settle();
    expect(sent).toHaveLength(0);
    state.identity = { owner: 7, guestSession: null };
    scheduler.advance(2_000);
    await settle();
    expect(sent).toEqual([{ body: { cartSession: [{ id: 1, quantity: 1 }], count: 1 }, guestSession: null, owner: 7 }]);
  });
});

describe('the server answer is merged back', () => {
  test('adjustments change the lines, name them in notices, and the answered cart\'s facts show a moved price (no second read)', async () => {
    const { db, controller, sent, fetched } = setup();
    await addCartLine(db, { productId: 1, quantity: 7, rule: { minimum: 1, step: 1 }, facts: facts(1) });
    await addCartLine(db, { productId: 2, quantity: 50, rule: { minimum: 1, step: 1 }, facts: facts(2) });
    await addCartLine(db, { productId: 3, quantity: 1, rule: { minimum: 1, step: 1 }, facts: facts(3) });
    await controller.flushNow();
    await controller.afterStoreAnswer(sent[0]!, {
      adjustments: [
        { product_id: 1, requested: 7, quantity: 10, reason: 'rounded' },
        { product_id: 2, requested: 50, quantity: 20, reason: 'capped' },
        { product_id: 3, requested: 1, quantity: 0, reason: 'out_of_stock' },
      ],
      carts_details: [item(1, 10, { multiples: 5, list_price: 1_200, price: 1_200 }), item(2, 20, { inventory: 20 })],
      count: 2,
      total: 0,
      session_id: GUEST,
      selects_all: true,
    });
    // The answer is the server's cart: GET /v1/carts is not asked again.
    expect(fetched).toEqual([]);
    expect(await cartMode(db)).toEqual({ owner: 'guest', selectsAll: true });
    const lines = await db.cartLines.toArray();
    expect(lines.map((line) => [line.productId, line.quantity, line.facts?.price, line.facts?.inventory])).toEqual([
      [1, 10, 1_200, 1_000],
      [2, 20, 1_000, 20],
    ]);
    const notices = await cartNotices(db);
    expect(notices.map((notice) => [notice.productId, notice.kind, notice.from, notice.to, notice.name])).toEqual([
      [1, 'rounded', 7, 10, 'Part 1'],
      [2, 'capped', 50, 20, 'Part 2'],
      [3, 'out_of_stock', 1, 0, 'Part 3'],
      [1, 'price_changed', 1_000, 1_200, 'Part 1'],
    ]);
    // The adjusted cart is what the server holds: nothing to send again.
    expect(await syncedSignature(db)).toBe('1:10:,2:20:');
  });

  test('an answer for another identity (sent before sign-in) changes nothing', async () => {
    const { db, controller, state } = setup();
    await addCartLine(db, { productId: 1, quantity: 7, rule: { minimum: 1, step: 1 } });
    state.identity = { owner: 3, guestSession: null };
    const payload: CartStorePayload = { body: { cartSession: [{ id: 1, quantity: 7 }], count: 1 }, guestSession: GUEST, owner: 'guest' };
    await controller.afterStoreAnswer(payload, { adjustments: [{ product_id: 1, requested: 7, quantity: 0, reason: 'not_found' }], carts_details: [], count: 0, total: 0, session_id: GUEST, selects_all: false });
    expect(await db.cartLines.count()).toBe(1);
  });
});

describe('joining the server cart when who is signed in changes', () => {
  test('sign-in: pending guest snapshots are dropped, the merged server cart and local-only lines make the cart', async () => {
    const { db, controller, state, fetched } = setup();
    await addCartLine(db, { productId: 1, quantity: 2, rule: { minimum: 1, step: 1 }, facts: facts(1) });
    await addCartLine(db, { productId: 5, quantity: 1, rule: { minimum: 1, step: 1 }, facts: facts(5) });
    await controller.flushNow();
    expect(await db.outbox.count()).toBe(1);
    state.identity = { owner: 9, guestSession: null };
    state.server = [item(1, 12), item(8, 3)];
    await controller.sessionChanged('guest', 9);
    expect(fetched).toEqual([null]);
    expect(await db.outbox.count()).toBe(0);
    const lines = await db.cartLines.orderBy('addedAt').toArray();
    expect(lines.map((line) => [line.productId, line.quantity, line.facts?.name])).toEqual([
      [1, 12, 'Part 1'],
      [5, 1, 'Part 5'],
      [8, 3, 'Part 8'],
    ]);
    // The server lacks product 5: the next flush sends the joined cart as the user's.
    expect(await syncedSignature(db)).toBe('1:12:,8:3:');
  });

  test('sign-out: the account cart leaves the browser, even offline', async () => {
    const { db, controller, state } = setup({ identity: { owner: 9, guestSession: null } });
    await addCartLine(db, { productId: 1, quantity: 2, rule: { minimum: 1, step: 1 } });
    await db.cartSelection.put({ productId: 1, selected: false });
    state.identity = { owner: 'guest', guestSession: GUEST };
    state.online = false;
    await controller.sessionChanged(9, 'guest');
    expect(await db.cartLines.count()).toBe(0);
    expect(await db.cartSelection.count()).toBe(0);
  });

  test('sign-in into a full account cart: its 500 lines stay, browser-only lines leave with a cart_full notice', async () => {
    const { db, controller, state } = setup();
    await addCartLine(db, { productId: 1, quantity: 2, rule: { minimum: 1, step: 1 }, facts: facts(1) });
    await addCartLine(db, { productId: 9_001, quantity: 1, rule: { minimum: 1, step: 1 }, facts: facts(9_001) });
    state.identity = { owner: 9, guestSession: null };
    state.server = Array.from({ length: CART_MAX_LINES }, (_, index) => item(index + 1, 1));
    await controller.sessionChanged('guest', 9);
    expect(await db.cartLines.count()).toBe(CART_MAX_LINES);
    expect(await db.cartLines.get(9_001)).toBeUndefined();
    expect((await cartNotices(db)).map((notice) => [notice.productId, notice.kind, notice.name])).toEqual([[9_001, 'cart_full', 'Part 9001']]);
  });

  test("the server's in-shop mode is kept for its owner, and forgotten at sign-out", async () => {
    const { db, controller, state } = setup();
    state.identity = { owner: 9, guestSession: null };
    state.selectsAll = true;
    await controller.sessionChanged('guest', 9);
    expect(await cartMode(db)).toEqual({ owner: 9, selectsAll: true });
    state.selectsAll = false;
    await controller.refreshFromServer();
    expect(await cartMode(db)).toEqual({ owner: 9, selectsAll: false });
    state.selectsAll = true;
    await controller.refreshFromServer();
    state.identity = { owner: 'guest', guestSession: GUEST };
    state.online = false;
    await controller.sessionChanged(9, 'guest');
    expect(await cartMode(db)).toBeNull();
  });

  test('a sign-in join that failed offline blocks sending until it is done online', async () => {
    const { db, controller, state, sent } = setup();
    await addCartLine(db, { productId: 1, quantity: 2, rule: { minimum: 1, step: 1 } });
    state.identity = { owner: 9, guestSession: null };
    state.online = false;
    await controller.sessionChanged('guest', 9);
    await controller.flushNow();
    expect(sent).toHaveLength(0);
    state.online = true;
    state.server = [item(4, 1)];
    await controller.cameOnline();
    expect((await db.cartLines.toArray()).map((line) => line.productId).sort()).toEqual([1, 4]);
    await controller.flushNow();
    expect(sent.at(-1)).toEqual({ body: { cartSession: [{ id: 1, quantity: 2 }, { id: 4, quantity: 1 }], count: 2 }, guestSession: null, owner: 9 });
  });
});
