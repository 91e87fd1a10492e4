import { describe, expect, it } from 'vitest';
import { nextMenuIndex } from './menu-focus.ts';

describe('nextMenuIndex', () => {
  it('moves down and up, wrapping at the ends', () => {
    expect(nextMenuIndex('ArrowDown', 0, 5)).toBe(1);
    expect(nextMenuIndex('ArrowDown', 4, 5)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 3, 5)).toBe(2);
    expect(nextMenuIndex('ArrowUp', 0, 5)).toBe(4);
  });

  it('enters the menu from the button at the first or last item', () => {
    expect(nextMenuIndex('ArrowDown', -1, 5)).toBe(0);
    expect(nextMenuIndex('ArrowUp', -1, 5)).toBe(4);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextMenuIndex('Home', 3, 5)).toBe(0);
    expect(nextMenuIndex('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and empty menus', () => {
    expect(nextMenuIndex('a', 1, 5)).toBeNull();
    expect(nextMenuIndex('Enter', 1, 5)).toBeNull();
    expect(nextMenuIndex('ArrowDown', -1, 0)).toBeNull();
  });

  it('always lands on an existing item', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End']) {
      for (let count = 1; count <= 6; count += 1) {
        for (let current = -1; current < count; current += 1) {
          const next = nextMenuIndex(key, current, count)!;
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        }
      }
    }
  });
});
