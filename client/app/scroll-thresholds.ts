/** Spec §9: the header becomes fixed after 50 px of scrolling, on viewports wider than 990 px. */
export const FIXED_HEADER_SCROLL_PX = 50;
export const FIXED_HEADER_MIN_WIDTH_PX = 990;
/** Spec §9: the go-top button appears after 500 px of scrolling. */
export const GO_TOP_SCROLL_PX = 500;

export function isHeaderFixed(scrollY: number, viewportWidth: number): boolean {
  return viewportWidth > FIXED_HEADER_MIN_WIDTH_PX && scrollY > FIXED_HEADER_SCROLL_PX;
}

export function showsGoTop(scrollY: number): boolean {
  return scrollY > GO_TOP_SCROLL_PX;
}
