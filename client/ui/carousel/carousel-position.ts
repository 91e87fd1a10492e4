/**
 * Where a scroll-snapping carousel track should scroll to, from its items' extents. Pure, so the
 * paging rules are tested without a browser. Positions are in the track's scroll coordinates.
 */

/** One item's start and end along the track. */
export interface ItemExtent {
  start: number;
  end: number;
}

/** The track's scroll state. */
export interface TrackState {
  scrollLeft: number;
  /** The visible width (clientWidth). */
  viewport: number;
  /** The scrollable width (scrollWidth). */
  scrollWidth: number;
}

/** Sub-pixel scroll positions and snapping land a pixel or two off an item's start. */
export const EDGE_TOLERANCE = 2;

function maxScroll(track: TrackState): number {
  return Math.max(0, track.scrollWidth - track.viewport);
}

/** Whether the track is at its first or last position (buttons are disabled there: no loop). */
export function trackEdges(track: TrackState): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: track.scrollLeft <= EDGE_TOLERANCE,
    atEnd: track.scrollLeft >= maxScroll(track) - EDGE_TOLERANCE,
  };
}

/** "Next": the first item not wholly visible becomes the first one shown. */
export function nextPageOffset(items: readonly ItemExtent[], track: TrackState): number {
  const visibleEnd = track.scrollLeft + track.viewport + EDGE_TOLERANCE;
  const firstHidden = items.find((item) => item.end > visibleEnd);
  return Math.min(maxScroll(track), firstHidden ? firstHidden.start : maxScroll(track));
}

/** "Previous": back by one viewport, landing on the first item that starts there or later. */
export function previousPageOffset(items: readonly ItemExtent[], track: TrackState): number {
  const target = track.scrollLeft - track.viewport;
  const landing = items.find((item) => item.start >= target - EDGE_TOLERANCE);
  return Math.max(0, Math.min(landing ? landing.start : 0, track.scrollLeft));
}

/** Autoplay: one item further, or null at the end (spec §9: no loop). */
export function nextItemOffset(items: readonly ItemExtent[], track: TrackState): number | null {
  if (trackEdges(track).atEnd) return null;
  const next = items.find((item) => item.start > track.scrollLeft + EDGE_TOLERANCE);
  return next ? Math.min(next.start, maxScroll(track)) : null;
}
