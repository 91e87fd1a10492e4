import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href.ts';

describe('loginHref', () => {
  it('carries the return address, encoded', () => {
    expect(loginHref('/user/delivery-addresses?return=/carts')).toBe('/login?return_url=%2Fuser%2Fdelivery-addresses%3Freturn%3D%2Fcarts');
  });

  it('drops a return to the home page', () => {
    expect(loginHref('/')).toBe('/login');
  });
});
