import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, isIosDevice, pushAvailability, type PushEnvironment } from './push-support.ts';

const desktop: PushEnvironment = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, isIos: false, standalone: false };

describe('pushAvailability', () => {
  it('offers push where the browser has it', () => {
    expect(pushAvailability(desktop)).toBe('supported');
    expect(pushAvailability({ ...desktop, isIos: true, standalone: true })).toBe('supported');
  });

  it('explains the Home Screen on iOS in a browser tab, whatever the tab exposes', () => {
    expect(pushAvailability({ ...desktop, isIos: true })).toBe('needs_home_screen');
    expect(pushAvailability({ ...desktop, isIos: true, hasPushManager: false, hasNotification: false })).toBe('needs_home_screen');
    // An older iOS opened from the Home Screen but without push: still the same advice (update iOS, keep it installed).
    expect(pushAvailability({ ...desktop, isIos: true, standalone: true, hasPushManager: false })).toBe('needs_home_screen');
  });

  it('says unsupported elsewhere when a piece is missing', () => {
    expect(pushAvailability({ ...desktop, hasPushManager: false })).toBe('unsupported');
    expect(pushAvailability({ ...desktop, hasServiceWorker: false })).toBe('unsupported');
    expect(pushAvailability({ ...desktop, hasNotification: false })).toBe('unsupported');
  });
});

describe('isIosDevice', () => {
  it('knows iPhones and iPads, including iPads that report a Mac', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', 'iPhone', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14)', 'Linux armv8l', 5)).toBe(false);
  });
});

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding', () => {
    expect([...base64UrlToBytes('BAEC_-8')]).toEqual([4, 1, 2, 255, 239]);
    expect(base64UrlToBytes('A'.repeat(87))).toHaveLength(65);
  });
});
