import { describe, expect, it } from 'vitest';
import { NOTIFICATION_COUNT_DELAY_MS, notificationBadgeText } from './notification-rules.ts';

describe('notificationBadgeText', () => {
  it('shows nothing for zero or nonsense, the number up to 99, then 99+', () => {
    expect(notificationBadgeText(0)).toBe('');
    expect(notificationBadgeText(-3)).toBe('');
    expect(notificationBadgeText(Number.NaN)).toBe('');
    expect(notificationBadgeText(1)).toBe('1');
    expect(notificationBadgeText(99)).toBe('99');
    expect(notificationBadgeText(100)).toBe('99+');
  });

  it('waits 3 s after load before counting (spec §9)', () => {
    expect(NOTIFICATION_COUNT_DELAY_MS).toBe(3000);
  });
});
