/** A horizontal finger movement shorter than this is a tap or a wobble, not a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * The image step a finger movement asks for: a swipe to the left shows the next image (1), to the
 * right the previous one (-1); null for short or mostly vertical movements.
 */
export function swipeDirection(dx: number, dy: number, minimum: number = SWIPE_MIN_PX): -1 | 1 | null {
  if (Math.abs(dx) < minimum || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}
