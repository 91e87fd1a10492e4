/** Spec §9: the footer shows after 500 ms, or 1000 ms when the page is taller than 1500 px. */
export const FOOTER_REVEAL_DELAY_MS = 500;
export const FOOTER_REVEAL_DELAY_TALL_MS = 1000;
export const TALL_PAGE_HEIGHT_PX = 1500;

/** How long to wait before revealing the footer on a page of the given height. */
export function footerRevealDelay(pageHeight: number): number {
  return pageHeight > TALL_PAGE_HEIGHT_PX ? FOOTER_REVEAL_DELAY_TALL_MS : FOOTER_REVEAL_DELAY_MS;
}
