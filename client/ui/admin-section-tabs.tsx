import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './admin-section-tabs.module.css';

type Section = 'products' | 'news' | 'contact' | 'community' | 'banners' | 'ads' | 'supporters' | 'services' | 'pages' | 'popups';

/** The row above the staff catalogue screens (/admin/products and a product's editor). */
export const CATALOG_SECTIONS: readonly Section[] = ['products', 'news'];
/** The row above the staff content screens (news, contact messages, community moderation). */
export const CONTENT_SECTIONS: readonly Section[] = ['news', 'contact', 'community', 'banners', 'ads', 'supporters', 'services', 'pages', 'popups'];

/**
 * The pill row of back-office sections above the staff catalogue and content screens: the orders
 * list first, then `sections` in a fixed order, `current` marked (the orders list holds the full
 * set in its own tab row).
 */
export function AdminSectionTabs({ sections, current }: { sections: readonly Section[]; current: Section }) {
  const { t } = useLingui();
  const currentProp = (section: Section) => (section === current ? 'page' : undefined);
  return (
    <nav aria-label={t`Mục quản trị`} className={styles.tabs}>
      <Link to="/admin" className={styles.tab} activeOptions={{ exact: true, includeSearch: false }}>
        <Trans>Đơn hàng</Trans>
      </Link>
      {sections.includes('products') && (
        <Link to="/admin/products" className={styles.tab} aria-current={currentProp('products')} activeOptions={{ includeSearch: false }}>
          <Trans>Sản phẩm</Trans>
        </Link>
      )}
      {sections.includes('news') && (
        <Link to="/admin/news" className={styles.tab} aria-current={currentProp('news')}>
          <Trans>Tin tức</Trans>
        </Link>
      )}
      {sections.includes('contact') && (
        <Link to="/admin/contact-messages" className={styles.tab} aria-current={currentProp('contact')}>
          <Trans>Tin nhắn liên hệ</Trans>
        </Link>
      )}
      {sections.includes('community') && (
        <Link to="/admin/community" className={styles.tab} aria-current={currentProp('community')}>
          <Trans>Kiểm duyệt</Trans>
        </Link>
      )}
      {sections.includes('banners') && (
        <Link to="/admin/banners" className={styles.tab} aria-current={currentProp('banners')}>
          <Trans>Banner thông báo</Trans>
        </Link>
      )}
      {sections.includes('ads') && (
        <Link to="/admin/ads" className={styles.tab} aria-current={currentProp('ads')}>
          <Trans>Quảng cáo</Trans>
        </Link>
      )}
      {sections.includes('supporters') && (
        <Link to="/admin/supporters" className={styles.tab} aria-current={currentProp('supporters')}>
          <Trans>Người hỗ trợ</Trans>
        </Link>
      )}
      {sections.includes('services') && (
        <Link to="/admin/services" className={styles.tab} aria-current={currentProp('services')}>
          <Trans>Dịch vụ</Trans>
        </Link>
      )}
      {sections.includes('pages') && (
        <Link to="/admin/pages" className={styles.tab} aria-current={currentProp('pages')}>
          <Trans>Trang thông tin</Trans>
        </Link>
      )}
      {sections.includes('popups') && (
        <Link to="/admin/popups" className={styles.tab} aria-current={currentProp('popups')}>
          <Trans>Popup và liên kết</Trans>
        </Link>
      )}
    </nav>
  );
}
