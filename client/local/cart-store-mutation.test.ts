import { afterEach, describe, expect, test } from 'vitest';
import type { SessionUser } from '#shared/accounts/schemas.ts';
import { CART_SESSION_HEADER } from '#shared/http/headers.ts';
import { setSessionUser } from '../session/session-store.ts';
import type { CartStoreResponse } from '#shared/cart/schemas.ts';
import { NonRetriableError } from './outbox-errors.ts';
import { createOutboxEntry } from './outbox.ts';
import { CART_STORE_MUTATION, defineCartStoreMutation, type CartStorePayload } from './cart-store-mutation.ts';

const GUEST = '0b8a8f6e-4a43-4d7e-9b8e-3c2b5f1a9d10';
const guestPayload: CartStorePayload = { body: { cartSession: [{ id: 1, quantity: 2 }], count: 1 }, guestSession: GUEST, owner: 'guest' };
const user: SessionUser = { id: 5, email: 'a@example.vn', fullname: 'An', avatar: null, role: 'customer' };

afterEach(() => setSessionUser(null));

/** The mutation with handlers that record what the outbox hands them. */
function recorded() {
  const answered: Array<[CartStorePayload, CartStoreResponse]> = [];
  const refused: Array<[string, string | null, number]> = [];
  const mutation = defineCartStoreMutation({
    answered: (payload, answer) => {
      answered.push([payload, answer]);
      return Promise.resolve();
    },
    refused: (entryId, code, lineCount) => {
      refused.push([entryId, code, lineCount]);
      return Promise.resolve();
    },
  });
  return { mutation, answered, refused };
}
const cartStoreMutation = recorded().mutation;

describe('the set-store outbox request', () => {
  test('a guest snapshot goes to set-store/cart with the X-Cart-Session header', () => {
    setSessionUser(null);
    expect(cartStoreMutation.toRequest(guestPayload)).toEqual({
      method: 'POST',
      url: '/v1/carts/set-store/cart',
      body: { cartSession: [{ id: 1, quantity: 2 }], count: 1 },
      headers: { [CART_SESSION_HEADER]: GUEST },
    });
  });

  test('a user snapshot carries no guest header (the server keys by the session user)', () => {
    setSessionUser(user);
    expect(cartStoreMutation.toRequest({ ...guestPayload, guestSession: null, owner: 5 }).headers).toEqual({});
  });

  test('a guest snapshot is never sent once a user is signed in (it would replace the account cart)', () => {
    setSessionUser(user);
    expect(() => cartStoreMutation.toRequest(guestPayload)).toThrow();
  });
});

describe('the outcome goes to the handlers given when the mutation is defined', () => {
  test('an answer reaches `answered` with its payload, a refusal reaches `refused` with its code and line count', async () => {
    const { mutation, answered, refused } = recorded();
    const entry = createOutboxEntry(CART_STORE_MUTATION, guestPayload, 0);
    const answer: CartStoreResponse = { adjustments: [], carts_details: [], count: 1, total: 2_000, session_id: GUEST, selects_all: false };
    await mutation.onSuccess?.(answer, entry);
    expect(answered).toEqual([[guestPayload, answer]]);
    await mutation.onFailure?.(new NonRetriableError('cart full', { status: 409, code: 'cart_full' }), entry);
    expect(refused).toEqual([[entry.id, 'cart_full', 1]]);
  });
});
