import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminProductListResponse, AdminProductOptions, AdminProductRow } from '#shared/catalog-admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { uploadImageUrl } from '../../ui/image-url.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AdminSectionTabs, CATALOG_SECTIONS } from '../../ui/admin-section-tabs.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { fetchAdminProducts } from './admin-products-api.ts';
import { validateAdminProductsSearch, type AdminProductsSearch } from './admin-products-search.ts';
import { CategoryOptions } from './category-options.tsx';
import styles from './admin-catalog.module.css';

type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: AdminProductListResponse };

/** `/admin/products`: every product for staff, searched like the storefront, filtered, sorted and paged. */
export function AdminProductsScreen({ search, options }: { search: AdminProductsSearch; options: AdminProductOptions }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Quản lý sản phẩm` });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>
          <Trans>Quản lý sản phẩm</Trans>
        </h1>
        <div className={styles.toolbarActions}>
          <Link to="/admin/products/pricing" className={styles.button}>
            <Trans>Giá theo giá nhập</Trans>
          </Link>
          <Link to="/admin/products/import" className={styles.button}>
            <Trans>Nhập từ tệp</Trans>
          </Link>
          <Link to="/admin/products/$id" params={{ id: 'new' }} className={styles.primary}>
            <Trans>Thêm sản phẩm</Trans>
          </Link>
        </div>
      </div>
      <AdminSectionTabs sections={CATALOG_SECTIONS} current="products" />
      <Filters key={JSON.stringify(search)} search={search} options={options} />
      <ProductTable search={search} options={options} />
    </div>
  );
}

/** The filters as a form: applied on submit, so typing a search does not refetch on every key. */
function Filters({ search, options }: { search: AdminProductsSearch; options: AdminProductOptions }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, string>>({
    q: search.q ?? '',
    category_id: search.category_id ? String(search.category_id) : '',
    brand: search.brand ? String(search.brand) : '',
    stock: search.stock ?? '',
    preferred: search.preferred ?? '',
    picture: search.picture ?? '',
    archived: search.archived ?? '',
    sort: search.sort ?? '',
  });
  const set = (name: string) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Page 1 again whenever a filter changes (spec §2 category filtering does the same).
    void navigate({ to: '/admin/products', search: validateAdminProductsSearch(values) });
  }

  return (
    <form role="search" aria-label={t`Lọc sản phẩm`} className={styles.filters} onSubmit={apply}>
      <TextField className={styles.search} name="q" type="search" label={t`Tìm kiếm`} placeholder={t`Tên, mã SKU, MPN, giá trị…`} value={values.q} maxLength={200} onChange={set('q')} />
      <SelectField name="category_id" label={t`Danh mục`} value={values.category_id} onChange={set('category_id')}>
        <option value="">{t`Tất cả danh mục`}</option>
        <CategoryOptions categories={options.categories} />
      </SelectField>
      <SelectField name="brand" label={t`Hãng sản xuất`} value={values.brand} onChange={set('brand')}>
        <option value="">{t`Tất cả hãng`}</option>
        {options.suppliers.map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </SelectField>
      <SelectField name="stock" label={t`Tồn kho`} value={values.stock} onChange={set('stock')}>
        <option value="">{t`Tất cả`}</option>
        <option value="1">{t`Còn hàng`}</option>
        <option value="0">{t`Hết hàng`}</option>
      </SelectField>
      <SelectField name="preferred" label={t`Linh kiện cơ bản`} value={values.preferred} onChange={set('preferred')}>
        <option value="">{t`Tất cả`}</option>
        <option value="1">{t`Chỉ linh kiện cơ bản`}</option>
        <option value="0">{t`Không phải cơ bản`}</option>
      </SelectField>
      <SelectField name="picture" label={t`Hình ảnh`} value={values.picture} onChange={set('picture')}>
        <option value="">{t`Tất cả`}</option>
        <option value="1">{t`Có hình`}</option>
        <option value="0">{t`Chưa có hình`}</option>
      </SelectField>
      <SelectField name="archived" label={t`Lưu trữ`} value={values.archived} onChange={set('archived')}>
        <option value="">{t`Đang bán`}</option>
        <option value="archived">{t`Đã lưu trữ`}</option>
        <option value="all">{t`Tất cả`}</option>
      </SelectField>
      <SelectField name="sort" label={t`Sắp xếp`} value={values.sort} onChange={set('sort')}>
        <option value="">{t`Mặc định`}</option>
        <option value="newest">{t`Mới nhất`}</option>
        <option value="name">{t`Tên A–Z`}</option>
        <option value="price_asc">{t`Giá tăng dần`}</option>
        <option value="price_desc">{t`Giá giảm dần`}</option>
        <option value="stock_asc">{t`Tồn kho ít nhất`}</option>
        <option value="stock_desc">{t`Tồn kho nhiều nhất`}</option>
      </SelectField>
      <button type="submit" className={styles.primary}>
        <Trans>Lọc</Trans>
      </button>
    </form>
  );
}

function ProductTable({ search, options }: { search: AdminProductsSearch; options: AdminProductOptions }) {
  const { t } = useLingui();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [applied, setApplied] = useState<number | null>(null);
  const key = JSON.stringify(search);

  // A new list (other filters or page) starts with nothing selected.
  useEffect(() => setSelected(new Set()), [key]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchAdminProducts(JSON.parse(key) as AdminProductsSearch, controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  if (state.status === 'loading') {
    return (
      <div className={styles.skeletons} role="status" aria-busy="true" aria-label={t`Đang tải sản phẩm`}>
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />;
  const { list } = state;
  const pageIds = list.data.map((product) => product.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (list.total === 0) {
    return (
      <p className={styles.muted} role="status">
        <Trans>Không có sản phẩm nào khớp bộ lọc.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className={styles.muted} role="status">
        <Trans>{list.total} sản phẩm</Trans>
        {applied !== null && (
          <>
            {' · '}
            <Trans>Đã cập nhật {applied} sản phẩm.</Trans>
          </>
        )}
      </p>
      {selected.size > 0 && (
        <BulkBar
          ids={[...selected]}
          options={options}
          onApplied={(changed) => {
            setApplied(changed);
            setSelected(new Set());
            setAttempt((value) => value + 1);
          }}
        />
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t`Sản phẩm`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <input type="checkbox" aria-label={t`Chọn tất cả sản phẩm trên trang`} checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(pageIds))} />
              </th>
              <th scope="col">{t`Sản phẩm`}</th>
              <th scope="col">{t`Danh mục`}</th>
              <th scope="col">{t`Hãng`}</th>
              <th scope="col" className={styles.num}>
                {t`Giá`}
              </th>
              <th scope="col" className={styles.num}>
                {t`Tồn kho`}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((product) => (
              <ProductRow key={product.id} product={product} selected={selected.has(product.id)} onToggle={() => toggle(product.id)} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager search={search} page={list.current_page} lastPage={list.last_page} />
    </>
  );
}

function ProductRow({ product, selected, onToggle }: { product: AdminProductRow; selected: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  const picture = uploadImageUrl(product.image_id, 'medium');
  return (
    <tr>
      <td>
        <span className={styles.pick}>
          <input type="checkbox" aria-label={t`Chọn ${product.sku}`} checked={selected} onChange={onToggle} />
          {picture ? <img src={picture} alt="" className={styles.thumb} loading="lazy" width={40} height={40} /> : <span className={styles.thumb} aria-hidden="true" />}
        </span>
      </td>
      <td>
        <div className={styles.productName}>
          <Link to="/admin/products/$id" params={{ id: String(product.id) }}>
            {product.name}
          </Link>
          <span className={styles.code}>
            {product.sku} · {product.mpn}
          </span>
          <span>
            {product.preferred && <span className={styles.badge}>{t`Cơ bản`}</span>}
            {!product.visible && <span className={styles.badgeWarn}>{t`Đang ẩn`}</span>}
            {product.archived && <span className={styles.badgeWarn}>{t`Đã lưu trữ`}</span>}
          </span>
        </div>
      </td>
      <td data-label={t`Danh mục`}>{product.category_name}</td>
      <td data-label={t`Hãng`}>{product.supplier_name ?? '—'}</td>
      <td data-label={t`Giá`} className={styles.num}>
        {formatVnd(product.price)}
      </td>
      <td data-label={t`Tồn kho`} className={styles.num}>
        {product.inventory.toLocaleString('vi-VN')}
      </td>
    </tr>
  );
}

function Pager({ search, page, lastPage }: { search: AdminProductsSearch; page: number; lastPage: number }) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const at = (n: number) => ({ ...search, page: n > 1 ? n : undefined });
  return (
    <nav className={styles.pager} aria-label={t`Trang sản phẩm`}>
      {page > 1 ? (
        <Link to="/admin/products" search={at(page - 1)} className={styles.button}>
          <Trans>Trang trước</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.muted}>
        <Trans>
          Trang {page}/{lastPage}
        </Trans>
      </span>
      {page < lastPage ? (
        <Link to="/admin/products" search={at(page + 1)} className={styles.button}>
          <Trans>Trang sau</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
