import { Trans } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ChipGlyph } from '../ui/icons.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { OfflineBanner } from '../pwa/offline-banner.tsx';
import styles from './shell-error.module.css';

/** The menu itself could not load (first visit offline, server down): a branded page with a retry. */
export function ShellError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <>
      <OfflineBanner />
      <main className={`container ${styles.page}`}>
        <ChipGlyph size={56} />
        <h1 className={styles.title}>
          <Trans>Chưa thể mở cửa hàng</Trans>
        </h1>
        <ErrorState error={error} onRetry={() => void router.invalidate()} className={styles.state} />
      </main>
    </>
  );
}
