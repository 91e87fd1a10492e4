import type { EntityManager } from '@mikro-orm/postgresql';
import { wireImportRow, type ImportRow, type ImportRowErrors } from '#shared/catalog-admin/import-rows.ts';
import { DEFAULT_MARGIN_PERCENT, MARGIN_SETTING_KEY, marginPercentOf } from '#shared/catalog-admin/margin.ts';
import { PREFERRED_PART_TAG, productFieldErrors, sortPriceBreaks, type ProductFormFields } from '#shared/catalog-admin/product-rules.ts';
import type { AdminImportCounts, AdminImportRowPlan } from '#shared/catalog-admin/schemas.ts';
import { canonicalCategoryName, canonicalGroupName } from '#shared/catalog-plan/category-merges.ts';
import type { RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { partParameters } from '#shared/catalog-plan/part-parameters.ts';
import { buildPriceBreaks } from '#shared/catalog-plan/price-breaks.ts';
import { productName } from '#shared/catalog-plan/product-name.ts';
import { slugify } from '#shared/http/slugify.ts';
import { exchangeRate } from '../checkout/index.ts';
import { CategorySchema } from '../catalog/category.entity.ts';
import { ProductSchema, type Product } from '../catalog/product.entity.ts';
import { SupplierSchema } from '../catalog/supplier.entity.ts';
import { SettingSchema } from '../content/setting.entity.ts';

interface CategoryNode {
  id: number;
  parentId: number | null;
  level: number;
  names: string[];
}

/** What planning rows needs from the catalogue, read once per file or batch. */
export interface ImportContext {
  categories: Map<number, CategoryNode>;
  childrenOf: Map<number, CategoryNode[]>;
  /** Brands by slug (the seed's one brand per spelling up to case, spacing and marks). */
  suppliers: Map<string, { id: number; name: string }>;
  exchangeRate: number;
  marginPercent: number;
}

/** The values a create or update writes (as saveProduct's), with the brand by name when it is new. */
export interface ImportTarget {
  name: string;
  nameEn: string | null;
  mpn: string;
  sku: string;
  supplierId: number | null;
  /** A brand the file names that the shop does not have yet: created on apply. */
  newSupplierName: string | null;
  categoryId: number;
  package: string | null;
  description: string | null;
  multiples: number;
  step: number;
  datasheetUrl: string | null;
  prices: { quantity: number; price: number }[];
  inventory: number;
  visible: boolean;
  productTagName: string | null;
  /** The supplier's USD table the prices were made from (kept for re-pricing), null when unknown. */
  costUsd: [number, number][] | null;
}

export interface PlannedRow {
  plan: AdminImportRowPlan;
  product: Product | null;
  target: ImportTarget | null;
}

/** A name compared without case, Vietnamese marks or repeated spaces ("IC quản lý nguồn" = "ic quan ly nguon"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The staff margin on supplier USD prices (`margin_percent`, the seed's 20 % until staff set one). */
export async function importMarginPercent(em: EntityManager): Promise<number> {
  const row = await em.findOne(SettingSchema, MARGIN_SETTING_KEY, { refresh: true });
  return marginPercentOf(row?.value) ?? DEFAULT_MARGIN_PERCENT;
}

export async function loadImportContext(em: EntityManager): Promise<ImportContext> {
  const [categories, suppliers, rate, margin] = await Promise.all([
    em.find(CategorySchema, {}, { fields: ['id', 'parent', 'level', 'name', 'nameEn'], orderBy: { id: 'asc' } }),
    em.find(SupplierSchema, {}, { fields: ['id', 'name', 'slug'], orderBy: { id: 'asc' } }),
    exchangeRate(em),
    importMarginPercent(em),
  ]);
  const nodes = new Map<number, CategoryNode>();
  const childrenOf = new Map<number, CategoryNode[]>();
  for (const category of categories) {
    const node = { id: category.id, parentId: category.parent?.id ?? null, level: category.level, names: [fold(category.name), fold(category.nameEn)] };
    nodes.set(node.id, node);
  }
  for (const node of nodes.values()) if (node.parentId !== null) childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node]);
  return { categories: nodes, childrenOf, suppliers: new Map(suppliers.map((supplier) => [supplier.slug, { id: supplier.id, name: supplier.name }])), exchangeRate: rate, marginPercent: margin };
}

function isWithin(context: ImportContext, id: number, ancestorId: number): boolean {
  for (let node = context.categories.get(id); node; node = node.parentId === null ? undefined : context.categories.get(node.parentId)) {
    if (node.id === ancestorId) return true;
  }
  return false;
}

/**
 * The category a row names: its `category` (under its `group` when given; the demo data's names,
 * with the look-alike groups merged as the seed merges them) or its group alone, matched on the
 * Vietnamese or English name. Under a category with children, the child named like the part's
 * package (the seed's third level) when there is one. A product already inside the named
 * category keeps its own, deeper one.
 */
function resolveCategory(context: ImportContext, row: ImportRow, current: number | null): { id: number } | { error: string } | null {
  if (row.group === null && row.category === null) return null;
  const all = [...context.categories.values()];
  const groupName = row.group === null ? null : fold(canonicalGroupName(row.group));
  const groups = groupName === null ? [] : all.filter((node) => node.names.includes(groupName));
  if (groupName !== null && groups.length === 0) return { error: 'import_category_unknown' };
  let found: CategoryNode[];
  if (row.category === null) {
    found = groups.filter((node) => node.level === 1).length ? groups.filter((node) => node.level === 1) : groups;
  } else {
    const categoryName = fold(row.group === null ? row.category : canonicalCategoryName(row.group, row.category));
    found = all.filter((node) => node.names.includes(categoryName) && (groups.length === 0 || groups.some((group) => isWithin(context, node.id, group.id))));
    // The same name at two levels (a one-category group): the upper one holds the lower.
    found = found.filter((node) => !found.some((other) => other !== node && isWithin(context, node.id, other.id)));
  }
  if (found.length === 0) return { error: 'import_category_unknown' };
  if (found.length > 1) return { error: 'import_category_ambiguous' };
  const named = found[0]!;
  if (current !== null && isWithin(context, current, named.id)) return { id: current };
  const packageName = row.package === null ? null : fold(row.package);
  const child = packageName ? context.childrenOf.get(named.id)?.find((node) => node.names.includes(packageName)) : undefined;
  return { id: child?.id ?? named.id };
}

/**
 * The slug a brand name is known by, as the seed made brands (server/seed/plan/build-suppliers.ts):
 * "fh(guangdong …)" is "Fh (guangdong …)", and "--" (no letters) the unknown brand "Generic".
 */
export function brandSlug(name: string): string {
  return slugify(name) || 'generic';
}

/** A name for a new part without one: the seed's (MPN, kind, defining values, package). */
function generatedName(row: ImportRow): string {
  const part: RawPart = {
    lcsc: row.sku ?? '',
    mpn: row.mpn ?? '',
    manufacturer: row.manufacturer ?? '',
    group: row.group ?? '',
    category: row.category ?? '',
    package: row.package ?? '',
    description: row.description ?? '',
    library: row.preferred ? 'base' : 'expand',
    preferred: false,
    stock: 0,
    minOrder: 1,
    reel: 0,
    priceBreaksUsd: [],
    datasheetUrl: '',
    attributes: [],
  };
  return productName(part, partParameters(part)).trim() || part.mpn;
}

/** The facts a row compares and shows (brand by name, prices sorted). */
function factsOf(values: ImportTarget, supplierName: string | null): Record<string, unknown> {
  return {
    name: values.name,
    name_en: values.nameEn,
    mpn: values.mpn,
    sku: values.sku,
    manufacturer: supplierName,
    category_id: values.categoryId,
    package: values.package,
    description: values.description,
    multiples: values.multiples,
    step: values.step,
    datasheet_url: values.datasheetUrl,
    prices: sortPriceBreaks(values.prices),
    inventory: values.inventory,
    visible: values.visible,
    preferred: values.productTagName === PREFERRED_PART_TAG,
    cost_usd: values.costUsd,
  };
}

function currentValues(product: Product): ImportTarget {
  return {
    name: product.name,
    nameEn: product.nameEn ?? null,
    mpn: product.mpn,
    sku: product.sku,
    supplierId: product.supplier?.id ?? null,
    newSupplierName: null,
    categoryId: product.category.id,
    package: product.package ?? null,
    description: product.description ?? null,
    multiples: product.multiples,
    step: product.step,
    datasheetUrl: product.datasheetUrl ?? null,
    prices: product.priceBreaks.getItems().map((row) => ({ quantity: row.quantity, price: row.price })),
    inventory: product.inventory,
    visible: product.visible,
    productTagName: product.productTagName ?? null,
    costUsd: product.costUsd ?? null,
  };
}

function reject(row: ImportRow, errors: Record<string, string>, product: Product | null = null): PlannedRow {
  return {
    plan: { line: row.line, action: 'reject', product_id: product?.id ?? null, sku: row.sku ?? product?.sku ?? '', name: row.name ?? product?.name ?? row.mpn ?? '', changes: [], errors, row: null },
    product,
    target: null,
  };
}

/** The form fields of a target, for the product form's own rule. */
function formOf(target: ImportTarget): ProductFormFields {
  return {
    name: target.name,
    name_en: target.nameEn ?? '',
    mpn: target.mpn,
    sku: target.sku,
    supplier_id: target.supplierId,
    category_id: target.categoryId,
    package: target.package ?? '',
    description: target.description ?? '',
    unit: 'Cái',
    multiples: target.multiples,
    step: target.step,
    datasheet_url: target.datasheetUrl ?? '',
    property_ids: [],
    prices: target.prices,
    inventory: target.inventory,
    visible: target.visible,
    preferred: target.productTagName === PREFERRED_PART_TAG,
  };
}

/** Loads the products the rows name: by SKU, and by MPN for rows without one. */
async function productsFor(em: EntityManager, rows: readonly ImportRow[]): Promise<{ bySku: Map<string, Product>; byMpn: Map<string, Product[]> }> {
  const skus = [...new Set(rows.map((row) => row.sku).filter((sku): sku is string => sku !== null))];
  const mpns = [...new Set(rows.filter((row) => row.sku === null && row.mpn !== null).map((row) => row.mpn!))];
  const options = { populate: ['priceBreaks', 'supplier'] as const, orderBy: { id: 'asc' as const } };
  const [bySkuList, byMpnList] = await Promise.all([
    skus.length ? em.find(ProductSchema, { sku: { $in: skus } }, options) : Promise.resolve([]),
    mpns.length ? em.find(ProductSchema, { mpn: { $in: mpns } }, options) : Promise.resolve([]),
  ]);
  const byMpn = new Map<string, Product[]>();
  for (const product of byMpnList) byMpn.set(product.mpn, [...(byMpn.get(product.mpn) ?? []), product]);
  return { bySku: new Map(bySkuList.map((product) => [product.sku, product])), byMpn };
}

/**
 * What each row would do to the catalogue, writing nothing: `create` (a new SKU), `update` (the
 * fields that change, before → after), `unchanged`, or `reject` with a message key per field —
 * the cells that could not be read, no SKU for a new part (`import_sku_required`), an MPN that
 * names several products (`import_mpn_ambiguous`), a SKU twice in the file (`import_row_repeated`),
 * a category not found (`import_category_unknown`/`_ambiguous`), and the product form's own rule
 * (`productFieldErrors`: required fields, price breaks, datasheet link). Supplier USD prices
 * become VND as the seed made them (the margin, whole hundreds, from the minimum order).
 */
export async function planImportRows(em: EntityManager, context: ImportContext, rows: readonly { row: ImportRow; errors: ImportRowErrors }[]): Promise<PlannedRow[]> {
  const { bySku, byMpn } = await productsFor(
    em,
    rows.map((entry) => entry.row),
  );
  const seen = new Set<string>();
  return rows.map(({ row, errors }) => {
    if (Object.keys(errors).length) return reject(row, errors as Record<string, string>);
    const key = row.sku ?? `mpn:${row.mpn ?? ''}`;
    if (seen.has(key)) return reject(row, { [row.sku === null ? 'mpn' : 'sku']: 'import_row_repeated' });
    seen.add(key);
    let product: Product | null = null;
    if (row.sku !== null) product = bySku.get(row.sku) ?? null;
    else if (row.mpn !== null) {
      const matches = byMpn.get(row.mpn) ?? [];
      if (matches.length > 1) return reject(row, { mpn: 'import_mpn_ambiguous' });
      product = matches[0] ?? null;
    }
    if (!product && row.sku === null) return reject(row, row.mpn === null ? { sku: 'import_key_missing' } : { sku: 'import_sku_required' });
    const before = product ? currentValues(product) : null;
    const category = resolveCategory(context, row, product?.category.id ?? null);
    if (category && 'error' in category) return reject(row, { category: category.error }, product);
    if (!before && !category) return reject(row, { category: 'field_required' });
    const brand = row.manufacturer === null ? null : (context.suppliers.get(brandSlug(row.manufacturer)) ?? null);
    const multiples = row.min_order ?? before?.multiples ?? 1;
    const prices = row.prices_vnd ?? (row.prices_usd ? buildPriceBreaks(row.prices_usd, multiples, { exchangeRate: context.exchangeRate, marginPercent: context.marginPercent }) : (before?.prices ?? []));
    const currentTag = before?.productTagName ?? null;
    const tag = row.preferred === null ? currentTag : row.preferred ? (currentTag ?? PREFERRED_PART_TAG) : currentTag && currentTag !== PREFERRED_PART_TAG ? currentTag : null;
    const target: ImportTarget = {
      name: row.name ?? before?.name ?? generatedName(row),
      nameEn: row.name_en ?? before?.nameEn ?? null,
      mpn: row.mpn ?? before?.mpn ?? '',
      sku: row.sku ?? before!.sku,
      supplierId: row.manufacturer === null ? (before?.supplierId ?? null) : (brand?.id ?? null),
      newSupplierName: row.manufacturer !== null && !brand ? row.manufacturer : null,
      categoryId: category ? category.id : before!.categoryId,
      package: row.package ?? before?.package ?? null,
      description: row.description ?? before?.description ?? null,
      multiples,
      step: row.step ?? before?.step ?? 1,
      datasheetUrl: row.datasheet_url ?? before?.datasheetUrl ?? null,
      prices: sortPriceBreaks(prices),
      inventory: row.stock ?? before?.inventory ?? 0,
      visible: row.visible ?? before?.visible ?? true,
      productTagName: tag,
      // VND prices typed in the file leave the cost as it was; USD prices are the new cost.
      costUsd: row.prices_usd ?? before?.costUsd ?? null,
    };
    const fieldErrors = productFieldErrors(formOf(target));
    if (Object.keys(fieldErrors).length) return reject(row, fieldErrors as Record<string, string>, product);
    const supplierName = target.newSupplierName ?? (target.supplierId === null ? null : ([...context.suppliers.values()].find((supplier) => supplier.id === target.supplierId)?.name ?? product?.supplier?.name ?? null));
    const after = factsOf(target, supplierName);
    const plan = (action: AdminImportRowPlan['action'], changes: AdminImportRowPlan['changes']): PlannedRow => ({
      plan: { line: row.line, action, product_id: product?.id ?? null, sku: target.sku, name: target.name, changes, errors: {}, row: action === 'unchanged' ? null : wireImportRow(row) },
      product,
      target,
    });
    if (!before) return plan('create', []);
    const was = factsOf(before, product!.supplier?.name ?? null);
    const changes = Object.keys(after)
      .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(after[field]))
      .map((field) => ({ field, before: was[field], after: after[field] }));
    return plan(changes.length ? 'update' : 'unchanged', changes);
  });
}

export function countActions(plans: readonly AdminImportRowPlan[]): AdminImportCounts {
  const counts: AdminImportCounts = { create: 0, update: 0, unchanged: 0, reject: 0 };
  for (const plan of plans) counts[plan.action] += 1;
  return counts;
}
