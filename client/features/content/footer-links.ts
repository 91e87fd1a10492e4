import type { FooterResponse } from '#shared/content/schemas.ts';

type FooterPage = FooterResponse['pages'][number];
type FooterInformation = FooterResponse['informations'][number];

/** A footer page links to its own `url` when set, else to `/cong-ty/{slug}` (spec §2). */
export function footerPageHref(page: Pick<FooterPage, 'slug' | 'url'>): string {
  const url = page.url?.trim();
  return url ? url : `/cong-ty/${encodeURIComponent(page.slug)}`;
}

/** True for links that leave the shop (opened in a new tab with rel=noopener). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Footer shortcut columns: each information group (a column title) with its pages, empty groups left out. */
export function footerColumns(
  informations: readonly FooterInformation[],
  pages: readonly FooterPage[],
): { information: FooterInformation; pages: FooterPage[] }[] {
  return informations
    .map((information) => ({ information, pages: pages.filter((page) => page.information_id === information.id) }))
    .filter((column) => column.pages.length > 0);
}
