import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { BomStatus } from '#shared/bom/schemas.ts';
import { usePrice } from '../../money/use-price.ts';
import { Thumb } from '../../ui/thumb.tsx';
import { bomStatusName } from './bom-messages.ts';
import { candidatesOf, type PricedBom, type PricedLine } from './bom-pricing.ts';
import styles from './bom.module.css';

const BADGE: Record<BomStatus, string | undefined> = {
  exact: styles.badgeExact,
  equivalent: styles.badgeEquivalent,
  check: styles.badgeCheck,
  suggestion: styles.badgeCheck,
  none: styles.badgeNone,
};

/** What the user wrote for a line: value, footprint, MPN, description, in that order, as given. */
function userText(priced: PricedLine): string {
  const { value, footprint, mpn, manufacturer, sku, description, link } = priced.line;
  return [value, footprint, mpn, manufacturer, sku, description, link && !description ? link : ''].filter(Boolean).join(' · ');
}

/** The summary: lines per status, total cost for the board count, stock shortfalls. */
export function BomSummary({ priced, boards }: { priced: PricedBom; boards: number }) {
  const price = usePrice();
  const { counts } = priced;
  return (
    <dl className={styles.summary} aria-live="polite">
      <div>
        <dt>
          <Trans>Khớp chính xác</Trans>
        </dt>
        <dd>{counts.exact}</dd>
      </div>
      <div>
        <dt>
          <Trans>Tương đương</Trans>
        </dt>
        <dd>{counts.equivalent}</dd>
      </div>
      <div>
        <dt>
          <Trans>Cần kiểm tra</Trans>
        </dt>
        <dd>{counts.check + counts.suggestion}</dd>
      </div>
      <div>
        <dt>
          <Trans>Không tìm thấy</Trans>
        </dt>
        <dd>{counts.none}</dd>
      </div>
      <div>
        <dt>
          <Trans>Thiếu hàng</Trans>
        </dt>
        <dd>{priced.shortfalls}</dd>
      </div>
      <div className={styles.summaryTotal}>
        <dt>
          <Plural value={boards} one="Tổng cho # bo" other="Tổng cho # bo" />
        </dt>
        <dd data-testid="bom-total">{price(priced.total)}</dd>
      </div>
    </dl>
  );
}

/** One line: the user's text, what it matched and why, the alternatives, and its price for the board count. */
function BomResultLine({ priced, matching, onChoose, onToggle }: { priced: PricedLine; matching: boolean; onChoose: (index: number, productId: number | null) => void; onToggle: (index: number, selected: boolean) => void }) {
  const { t, i18n } = useLingui();
  const price = usePrice();
  const id = useId();
  const { match, product } = priced;
  const candidates = candidatesOf(match);
  const designators = (priced.line.designators ?? []).join(', ');
  return (
    <li className={styles.line} aria-labelledby={`${id}-refs`}>
      <div className={styles.lineSource}>
        <p id={`${id}-refs`} className={styles.refs}>
          {designators || t`Dòng ${priced.index + 1}`}
        </p>
        <p className={styles.meta}>{userText(priced)}</p>
        <p className={styles.meta}>
          <Trans>
            {priced.line.quantity} / bo · cần {priced.needQuantity}
          </Trans>
        </p>
      </div>
      <div className={styles.lineMatch}>
        {match ? (
          <p>
            <span className={BADGE[priced.chosen ? 'exact' : match.status]}>{priced.chosen ? t`Bạn đã chọn` : bomStatusName(i18n, match.status)}</span>{' '}
            <span className={styles.meta}>{priced.chosen ? '' : match.reason}</span>
          </p>
        ) : (
          <p className={styles.meta}>{matching ? t`Đang khớp…` : t`Chưa khớp`}</p>
        )}
        {product && (
          <div className={styles.product}>
            <Thumb imageId={product.image_id} size={48} alt="" />
            <div>
              <a href={`/products/${product.slug}`} className={styles.productName}>
                {product.mpn}
              </a>
              <p className={styles.meta}>
                {[product.manufacturer, product.package, product.sku].filter(Boolean).join(' · ')}
              </p>
              <p className={priced.shortfall ? styles.shortfall : styles.meta}>
                <Trans>Tồn kho: {product.inventory}</Trans>
              </p>
            </div>
          </div>
        )}
        {candidates.length > 0 && (
          <label className={styles.choice}>
            <span className={styles.label}>
              <Trans>Chọn linh kiện</Trans>
            </span>
            <select
              className={styles.select}
              value={product?.id ?? ''}
              onChange={(event) => onChoose(priced.index, event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
            >
              {!product && <option value="">{t`Chưa chọn`}</option>}
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.mpn} · {candidate.package ?? ''} · {price(candidate.price)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className={styles.linePrice}>
        {product ? (
          <>
            <p>
              <Trans>
                Mua {priced.buyQuantity} × {price(priced.unitPrice)}
              </Trans>
            </p>
            <p className={styles.lineTotal}>{price(priced.lineTotal)}</p>
            <label className={styles.check}>
              <input type="checkbox" checked={priced.selected} onChange={(event) => onToggle(priced.index, event.currentTarget.checked)} />
              <Trans>Thêm vào giỏ</Trans>
            </label>
          </>
        ) : (
          <p className={styles.meta}>—</p>
        )}
      </div>
    </li>
  );
}

export function BomResults({ priced, matching, onChoose, onToggle }: { priced: PricedBom; matching: boolean; onChoose: (index: number, productId: number | null) => void; onToggle: (index: number, selected: boolean) => void }) {
  const { t } = useLingui();
  return (
    <ol className={styles.lines} aria-label={t`Các dòng BOM`}>
      {priced.lines.map((line) => (
        <BomResultLine key={line.index} priced={line} matching={matching} onChoose={onChoose} onToggle={onToggle} />
      ))}
    </ol>
  );
}
