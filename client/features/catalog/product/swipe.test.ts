import { describe, expect, test } from 'vitest';
import { SWIPE_MIN_PX, swipeDirection } from './swipe.ts';

describe('swipeDirection', () => {
  test('left shows the next image, right the previous one', () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(90, -5)).toBe(-1);
  });

  test('short or mostly vertical movements are not swipes', () => {
    expect(swipeDirection(SWIPE_MIN_PX - 1, 0)).toBeNull();
    expect(swipeDirection(-(SWIPE_MIN_PX - 1), 0)).toBeNull();
    expect(swipeDirection(-60, 80)).toBeNull();
    expect(swipeDirection(60, 60)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  test('exactly the minimum counts', () => {
    expect(swipeDirection(-SWIPE_MIN_PX, 0)).toBe(1);
  });
});
