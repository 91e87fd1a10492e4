import { describe, expect, it } from 'vitest';
import { footerRevealDelay } from './footer-reveal.ts';

describe('footerRevealDelay (spec §9)', () => {
  it('waits 500 ms on pages up to 1500 px tall', () => {
    expect(footerRevealDelay(900)).toBe(500);
    expect(footerRevealDelay(1500)).toBe(500);
  });

  it('waits 1000 ms on taller pages', () => {
    expect(footerRevealDelay(1501)).toBe(1000);
    expect(footerRevealDelay(6000)).toBe(1000);
  });
});
