import { Trans } from '@lingui/react/macro';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { BoardIcon, ShieldCheckIcon, TruckIcon } from '../../../ui/icons.tsx';
import styles from './hero-strip.module.css';

/** The home page's value proposition: genuine parts, same-day delivery, instant PCB quotes. */
export function HeroStrip({ productTotal }: { productTotal: number }) {
  const locale = useLocale();
  const total = formatCount(productTotal, locale);
  return (
    <div className={styles.hero}>
      <TracePattern />
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 className={styles.title}>
            <Trans>Linh kiện điện tử chính hãng cho kỹ sư và nhà sản xuất</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>{total} mã linh kiện có sẵn trong kho, giá minh bạch theo từng số lượng, kèm dịch vụ gia công mạch in.</Trans>
          </p>
          <a href="/pcb" className={styles.cta}>
            <Trans>Báo giá PCB ngay</Trans>
          </a>
        </div>
        <ul role="list" className={styles.props}>
          <li className={styles.prop}>
            <ShieldCheckIcon size={26} className={styles.propIcon} />
            <span>
              <strong>
                <Trans>Hàng chính hãng</Trans>
              </strong>
              <span className={styles.propText}>
                <Trans>Nguồn gốc rõ ràng, có datasheet</Trans>
              </span>
            </span>
          </li>
          <li className={styles.prop}>
            <TruckIcon size={26} className={styles.propIcon} />
            <span>
              <strong>
                <Trans>Giao nhanh trong ngày</Trans>
              </strong>
              <span className={styles.propText}>
                <Trans>Tại TP. Hồ Chí Minh và Hà Nội</Trans>
              </span>
            </span>
          </li>
          <li className={styles.prop}>
            <BoardIcon size={26} className={styles.propIcon} />
            <span>
              <strong>
                <Trans>Báo giá PCB tức thì</Trans>
              </strong>
              <span className={styles.propText}>
                <Trans>Mạch in, lắp ráp và stencil</Trans>
              </span>
            </span>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Decorative copper traces and vias behind the hero text. */
function TracePattern() {
  return (
    <svg className={styles.traces} viewBox="0 0 600 240" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M600 30H470l-40 40H330" />
        <path d="M600 70H500l-30 30H380l-30 30H250" />
        <path d="M600 120H520l-20 20H420" />
        <path d="M600 170H480l-40-40" />
        <path d="M600 210H440l-30-30H300" />
        <path d="M560 0v20l-30 30" />
        <path d="M520 240v-30" />
      </g>
      <g fill="currentColor">
        <circle cx="330" cy="70" r="7" />
        <circle cx="250" cy="130" r="7" />
        <circle cx="420" cy="140" r="7" />
        <circle cx="440" cy="130" r="7" />
        <circle cx="300" cy="180" r="7" />
        <circle cx="530" cy="50" r="6" />
        <circle cx="520" cy="210" r="6" />
      </g>
    </svg>
  );
}
