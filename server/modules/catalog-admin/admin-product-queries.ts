import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_PRODUCTS_PER_PAGE, type AdminProductDetail, type AdminProductListQuery, type AdminProductListResponse, type AdminProductOptions, type AdminProductRow } from '#shared/catalog-admin/schemas.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { ON_SALE_SQL } from '../catalog/index.ts';
import { CategorySchema } from '../catalog/category.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';
import { PropertySchema } from '../catalog/property.entity.ts';
import { SupplierSchema } from '../catalog/supplier.entity.ts';
import { ProductImageSchema } from '../products/product-image.entity.ts';

/** Most matches a staff search takes from the storefront's index (then filtered and paged here). */
export const ADMIN_SEARCH_LIMIT = 2_000;

/** The ids a search finds: the storefront's index first (its relevance order), then part numbers of products it does not hold. */
export interface AdminSearchHits {
  ids: number[];
}

/**
 * Products a staff search finds. The storefront's catalogue index (`indexIds`, in relevance
 * order) holds only products on sale, so hidden and archived ones are found by their SKU or MPN
 * prefix as well; those come after the index's hits.
 */
export async function adminSearchHits(em: EntityManager, q: string, indexIds: readonly number[]): Promise<AdminSearchHits> {
  const prefix = `${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Raw: a prefix match on two columns of the products that the storefront index leaves out.
  const rows = await em.execute<{ id: number }[]>(
    `select p.id from products p where not (${ON_SALE_SQL}) and (p.sku ilike ? or p.mpn ilike ?) order by p.id limit ?`,
    [prefix, prefix, ADMIN_SEARCH_LIMIT],
  );
  const ids = [...indexIds];
  const seen = new Set(ids);
  for (const row of rows) if (!seen.has(row.id)) ids.push(row.id);
  return { ids };
}

const ORDER_BY: Record<string, string> = {
  newest: 'p.created_at desc, p.id desc',
  name: 'p.name asc, p.id asc',
  price_asc: 'p.price asc, p.id asc',
  price_desc: 'p.price desc, p.id desc',
  stock_asc: 'p.inventory asc, p.id asc',
  stock_desc: 'p.inventory desc, p.id desc',
};

/**
 * One page of the staff product list: the search's hits (null: no search) narrowed by the
 * filters (category subtree, brand, stock, preferred, has a picture, archive state), sorted and
 * paged with the shared envelope.
 */
export async function adminProductPage(em: EntityManager, query: AdminProductListQuery, hits: AdminSearchHits | null): Promise<AdminProductListResponse> {
  const slice = pageSlice(query.page, ADMIN_PRODUCTS_PER_PAGE);
  const where: string[] = [];
  const params: unknown[] = [];
  if (hits) {
    where.push('p.id = any(?::int[])');
    params.push(intArray(hits.ids));
  }
  if (query.category_id !== undefined) {
    where.push(`p.subject_id in (with recursive tree as (select id from categories where id = ? union all select c.id from categories c join tree on c.parent_id = tree.id) select id from tree)`);
    params.push(query.category_id);
  }
  if (query.brand !== undefined) {
    where.push('p.supplier_id = ?');
    params.push(query.brand);
  }
  if (query.stock !== undefined) where.push(query.stock === '1' ? 'p.inventory > 0' : 'p.inventory <= 0');
  if (query.preferred !== undefined) where.push(query.preferred === '1' ? 'p.product_tag_name is not null' : 'p.product_tag_name is null');
  if (query.picture !== undefined) where.push(query.picture === '1' ? 'p.image_id is not null' : 'p.image_id is null');
  const archived = query.archived ?? 'live';
  if (archived !== 'all') where.push(archived === 'archived' ? 'p.archived_at is not null' : 'p.archived_at is null');
  const sort = query.sort ?? (hits ? 'relevance' : 'newest');
  let orderBy = ORDER_BY[sort] ?? ORDER_BY.newest!;
  const orderParams: unknown[] = [];
  if (sort === 'relevance' && hits) {
    orderBy = 'array_position(?::int[], p.id), p.id';
    orderParams.push(intArray(hits.ids));
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  // Raw: a filtered, sorted page over a subtree with the total in the same read (window count).
  const rows = await em.execute<(AdminProductRow & { total: number })[]>(
    `select p.id, p.slug, p.name, p.sku, p.mpn, s.name as supplier_name, c.name as category_name, p.image_id,
            p.price, p.inventory, p.visible, p.product_tag_name is not null as preferred,
            p.archived_at is not null as archived, count(*) over ()::int as total
       from products p
       join categories c on c.id = p.subject_id
       left join suppliers s on s.id = p.supplier_id
       ${whereSql}
      order by ${orderBy}
      limit ? offset ?`,
    [...params, ...orderParams, slice.limit, slice.offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still names the real total (and so the last page).
    // Raw: the count of the same filtered list.
    const [count] = await em.execute<{ n: number }[]>(`select count(*)::int as n from products p ${whereSql}`, params);
    total = count?.n ?? 0;
  }
  return { data: rows.map(({ total: _total, ...row }) => row), ...pageEnvelope(slice, total) };
}

/** One product as the staff editor loads it, or null. */
export async function adminProductDetail(em: EntityManager, id: number): Promise<AdminProductDetail | null> {
  const product = await em.findOne(ProductSchema, id, { populate: ['priceBreaks', 'properties'], refresh: true });
  if (!product) return null;
  const images = await em.find(ProductImageSchema, { product: id }, { orderBy: { position: 'asc', image: 'asc' } });
  // Raw: an existence probe on the order lines' product index.
  const [onOrders] = await em.execute<{ found: boolean }[]>('select exists (select 1 from order_lines where product_id = ?) as found', [id]);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    name_en: product.nameEn ?? '',
    mpn: product.mpn,
    sku: product.sku,
    supplier_id: product.supplier?.id ?? null,
    category_id: product.category.id,
    package: product.package ?? '',
    description: product.description ?? '',
    unit: product.unit,
    multiples: product.multiples,
    step: product.step,
    datasheet_url: product.datasheetUrl ?? '',
    property_ids: product.properties.getItems().map((value) => value.id).sort((a, b) => a - b),
    prices: product.priceBreaks.getItems().map((row) => ({ quantity: row.quantity, price: row.price })),
    inventory: product.inventory,
    visible: product.visible,
    preferred: product.productTagName !== null && product.productTagName !== undefined,
    archived_at: product.archivedAt ? product.archivedAt.toISOString() : null,
    on_orders: onOrders?.found ?? false,
    images: images.map((row) => ({ id: row.image.id, position: row.position })),
  };
}

/** The categories (tree order: level 1, its children...), brands and filter groups the product form offers. */
export async function adminProductOptions(em: EntityManager): Promise<AdminProductOptions> {
  const [categories, suppliers, properties] = await Promise.all([
    em.find(CategorySchema, {}, { orderBy: { level: 'asc', position: 'asc', id: 'asc' } }),
    em.find(SupplierSchema, {}, { orderBy: { name: 'asc' } }),
    em.find(PropertySchema, {}, { orderBy: { position: 'asc', id: 'asc' } }),
  ]);
  const children = new Map<number | null, typeof categories>();
  for (const category of categories) {
    const parent = category.parent?.id ?? null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const ordered: AdminProductOptions['categories'] = [];
  const walk = (parent: number | null) => {
    for (const category of children.get(parent) ?? []) {
      ordered.push({ id: category.id, parent_id: parent, level: category.level, name: category.name });
      walk(category.id);
    }
  };
  walk(null);
  const groups = properties.filter((property) => !property.parent);
  return {
    categories: ordered,
    suppliers: suppliers.map((supplier) => ({ id: supplier.id, name: supplier.name })),
    property_groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      values: properties.filter((value) => value.parent?.id === group.id).map((value) => ({ id: value.id, name: value.name })),
    })),
  };
}
