import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { SearchCartResponse } from '#shared/catalog/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { CART_FULL_MESSAGE } from '../../i18n/cart-full-text.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { unitLabel } from '../../i18n/unit-label.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { Thumb } from '../../ui/thumb.tsx';
import { CartFullError } from '../../local/cart-lines.ts';
import { useUnitPrice } from '../../ui/use-unit-price.ts';
import { addFoundProduct } from './cart-actions.ts';
import styles from './cart-search-add.module.css';

type FoundProduct = SearchCartResponse['products']['data'][number];

/** Spec §5/§9: suggestions start at 2 characters, 150 ms after the last keystroke. */
const MIN_CHARS = 2;
const DELAY_MS = 150;

type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; products: FoundProduct[] } | { status: 'error' };

/** Adding parts by search on the cart page (spec §7 GET /v1/search-cart?q). */
export function CartSearchAdd() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const unitPrice = useUnitPrice();
  const inputId = useId();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [added, setAdded] = useState<string | null>(null);
  const keyword = query.trim().toLowerCase();

  useEffect(() => {
    if (keyword.length < MIN_CHARS) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' });
      getJson<SearchCartResponse>(`/v1/search-cart?q=${encodeURIComponent(keyword)}`, { signal: controller.signal })
        .then((answer) => setState({ status: 'done', products: answer.products.data }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error' });
          return error;
        });
    }, DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  async function add(product: FoundProduct) {
    let quantity: number;
    try {
      quantity = await addFoundProduct(product);
    } catch (error) {
      // A full cart keeps its lines and says so.
      setAdded(error instanceof CartFullError ? i18n._(CART_FULL_MESSAGE) : t`Chưa thêm được vào giỏ hàng. Vui lòng thử lại.`);
      return;
    }
    const count = formatCount(quantity, locale);
    const unit = unitLabel(product.unit, locale);
    const name = localizedName(product, locale);
    setAdded(t`Thành công: đã thêm ${name} (${count} ${unit}) vào giỏ hàng.`);
  }

  return (
    <section className={styles.box} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        <Trans>Thêm linh kiện vào giỏ</Trans>
      </h2>
      <div className={styles.field}>
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>Tìm linh kiện theo tên hoặc mã</Trans>
        </label>
        <SearchIcon size={18} className={styles.icon} />
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          placeholder={t`Tìm theo tên hoặc mã linh kiện…`}
          autoComplete="off"
          maxLength={100}
          aria-controls={resultsId}
          onChange={(event) => {
            setQuery(event.target.value);
            setAdded(null);
          }}
        />
      </div>
      <p className={styles.status} role="status">
        {added ??
          (state.status === 'loading'
            ? t`Đang tìm…`
            : state.status === 'error'
              ? t`Không tìm được lúc này. Vui lòng kiểm tra kết nối và thử lại.`
              : state.status === 'done' && state.products.length === 0
                ? t`Không có sản phẩm phù hợp.`
                : '')}
      </p>
      <ul id={resultsId} className={styles.results}>
        {state.status === 'done' &&
          state.products.map((product) => (
            <li key={product.id} className={styles.result}>
              <Thumb imageId={product.image_id} size={40} alt="" />
              <span className={styles.resultText}>
                <span className={styles.resultName}>{localizedName(product, locale)}</span>
                <span className={styles.resultMeta}>
                  {unitPrice(product.price)} · {product.sku}
                  {product.supplier_name ? ` · ${product.supplier_name}` : ''}
                </span>
              </span>
              <button type="button" className={styles.add} onClick={() => void add(product)}>
                <Trans>Thêm</Trans>
                <span className="visually-hidden"> {localizedName(product, locale)}</span>
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}
