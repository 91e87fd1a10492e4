import { useLingui } from '@lingui/react/macro';
import { cx } from '../ui/class-names.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';
import styles from './go-top-button.module.css';
import { showsGoTop } from './scroll-thresholds.ts';
import { useWindowFlag } from './use-window-flag.ts';

/** Back to the top after 500 px of scrolling (spec §9); focus returns to the top of the page too. */
export function GoTopButton({ onTop }: { onTop: () => void }) {
  const { t } = useLingui();
  const visible = useWindowFlag(showsGoTop);
  return (
    <button
      type="button"
      className={cx(styles.button, visible && styles.visible)}
      aria-label={t`Lên đầu trang`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        onTop();
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
