import { afterEach, describe, expect, test } from 'vitest';
import type { SessionUser } from '#shared/accounts/schemas.ts';
import { CART_SESSION_HEADER } from '#shared/http/headers.ts';
import { setSessionUser } from '../session/session-store.ts';
import { cartStoreMutation, type CartStorePayload } from './cart-store-mutation.ts';

const GUEST = '0b8a8f6e-4a43-4d7e-9b8e-3c2b5f1a9d10';
const guestPayload: CartStorePayload = { body: { cartSession: [{ id: 1, quantity: 2 }], count: 1 }, guestSession: GUEST, owner: 'guest' };
const user: SessionUser = { id: 5, email: 'a@example.vn', fullname: 'An', avatar: null, role: 'customer' };

afterEach(() => setSessionUser(null));

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
