import type { MenuCategory } from '#shared/catalog/schemas.ts';
import type { FooterResponse } from '#shared/content/schemas.ts';
import { fetchMenu } from '../features/catalog/catalog-api.ts';
import { fetchFooter } from '../features/content/footer-api.ts';

/** What every page needs: the category tree (header, home, slug lookup) and the footer/shop settings. */
export interface ShellData {
  menu: MenuCategory[];
  /** Null when the footer could not load: the page still works, the footer shows less. */
  footer: FooterResponse | null;
}

/** The root loader: the menu is required, the footer is best effort. */
export async function loadShellData(): Promise<ShellData> {
  const [menu, footer] = await Promise.all([fetchMenu(), fetchFooter().catch(() => null)]);
  return { menu: menu.categories, footer };
}
