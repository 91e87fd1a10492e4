import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { CartLink } from '../features/cart/cart-link.tsx';
import { telHref } from '../features/content/footer-basics.ts';
import { CategoryDrawer } from '../features/navigation/category-drawer.tsx';
import { MegaMenu } from '../features/navigation/mega-menu.tsx';
import { SearchBox } from '../features/search/search-box.tsx';
import { cx } from '../ui/class-names.ts';
import { PhoneIcon } from '../ui/icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { QuickLinks } from './quick-links.tsx';
import { isHeaderFixed } from './scroll-thresholds.ts';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo.tsx';
import { useWindowFlag } from './use-window-flag.ts';
import { UserLink } from './user-link.tsx';

interface SiteHeaderProps {
  menu: MenuCategory[];
  siteName: string;
  hotline: string | null;
  logoRef?: Ref<HTMLAnchorElement>;
}

/**
 * The sticky top bar (search, language, user, cart) over the category bar (spec §2). On wide
 * screens it becomes fixed past 50 px of scrolling (spec §9); its slot keeps the height so the
 * page does not jump.
 */
export function SiteHeader({ menu, siteName, hotline, logoRef }: SiteHeaderProps) {
  const fixed = useWindowFlag(isHeaderFixed);
  return (
    <div className={styles.slot}>
      <header className={cx(styles.header, fixed && styles.fixed)}>
        <div className={cx('container', styles.topBar)}>
          <div className={styles.drawerOpener}>
            <CategoryDrawer categories={menu}>
              <QuickLinks variant="drawer" />
            </CategoryDrawer>
          </div>
          <div className={styles.logo}>
            <SiteLogo siteName={siteName} ref={logoRef} />
          </div>
          <SearchBox className={styles.search} />
          <div className={styles.actions}>
            <LanguageSwitcher />
            <UserLink />
            <CartLink />
          </div>
        </div>
        <div className={styles.navBar}>
          <div className={cx('container', styles.navInner)}>
            <MegaMenu categories={menu} />
            <QuickLinks variant="bar" />
            {hotline && (
              <a className={styles.hotline} href={telHref(hotline)}>
                <PhoneIcon size={16} />
                <span>
                  <Trans>Hotline</Trans> <strong>{hotline}</strong>
                </span>
              </a>
            )}
          </div>
        </div>
      </header>
    </div>
  );
}
