/**
 * Where focus goes in an open menu of `count` items after `key` (WAI-ARIA menu button pattern):
 * arrows move and wrap around, Home and End jump to the ends. `current` is the focused item's
 * index, or -1 when focus is still on the button. Null for keys the menu does not handle.
 */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
