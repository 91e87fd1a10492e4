import { describe, expect, it } from 'vitest';
import { socialHref } from './social-href.ts';

describe('socialHref', () => {
  it('carries a safe return address, encoded', () => {
    expect(socialHref('google', '/carts?step=1')).toBe('/auth/google?return_url=%2Fcarts%3Fstep%3D1');
  });

  it('leaves out a return to the home page and unsafe ones', () => {
    expect(socialHref('zalo', '/')).toBe('/auth/zalo');
    expect(socialHref('facebook', '//evil.example')).toBe('/auth/facebook');
    expect(socialHref('google', undefined)).toBe('/auth/google');
  });
});
