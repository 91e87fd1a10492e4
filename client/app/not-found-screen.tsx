import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchBox } from '../features/search/search-box.tsx';
import styles from './not-found-screen.module.css';
import { useDocumentTitle } from '../ui/use-page-meta.ts';

/** The app's 404 (the server answers unknown page URLs with this shell and status 404). */
export function NotFoundScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Không tìm thấy trang`);
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Trans>Không tìm thấy trang</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Hãy thử tìm linh kiện bạn cần:</Trans>
      </p>
      <SearchBox className={styles.search} />
      <p className={styles.home}>
        <Link to="/" className={styles.homeLink}>
          <Trans>Về trang chủ</Trans>
        </Link>
      </p>
    </div>
  );
}
