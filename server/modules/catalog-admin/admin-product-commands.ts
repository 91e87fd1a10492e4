import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminProductBody } from '#shared/catalog-admin/schemas.ts';
import { PREFERRED_PART_TAG, productFieldErrors, sortPriceBreaks } from '#shared/catalog-admin/product-rules.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { slugify } from '#shared/http/slugify.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { CategorySchema } from '../catalog/category.entity.ts';
import { PriceBreakSchema, ProductSchema, type Product } from '../catalog/product.entity.ts';
import { PropertySchema } from '../catalog/property.entity.ts';
import { SupplierSchema } from '../catalog/supplier.entity.ts';

/** The audit subject of a product change (server/modules/audit). */
export const PRODUCT_SUBJECT = 'product';

/** What a product change record compares: the form's fields as stored, plus the archive state. */
export type ProductSnapshot = Record<string, unknown>;

/** The product's editable fields as the change record keeps them (before → after). */
export function productSnapshot(product: Product): ProductSnapshot {
  return {
    name: product.name,
    name_en: product.nameEn ?? null,
    mpn: product.mpn,
    sku: product.sku,
    supplier_id: product.supplier?.id ?? null,
    category_id: product.category.id,
    package: product.package ?? null,
    description: product.description ?? null,
    unit: product.unit,
    multiples: product.multiples,
    step: product.step,
    datasheet_url: product.datasheetUrl ?? null,
    property_ids: product.properties.isInitialized() ? product.properties.getItems().map((value) => value.id).sort((a, b) => a - b) : [],
    prices: product.priceBreaks.isInitialized() ? sortPriceBreaks(product.priceBreaks.getItems().map((row) => ({ quantity: row.quantity, price: row.price }))) : [],
    inventory: product.inventory,
    visible: product.visible,
    product_tag_name: product.productTagName ?? null,
  };
}

function skuTaken(): AppError {
  return new AppError(409, 'sku_taken', 'Another product has this SKU', { sku: 'sku_taken' });
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Refuses ids of a category, brand or filter value that does not exist, on the field that named it. */
async function assertReferencesExist(em: EntityManager, body: AdminProductBody): Promise<void> {
  const errors: Record<string, string | undefined> = {};
  if (body.category_id !== null && !(await em.count(CategorySchema, { id: body.category_id }))) errors.category_id = 'field_invalid';
  if (body.supplier_id !== null && !(await em.count(SupplierSchema, { id: body.supplier_id }))) errors.supplier_id = 'field_invalid';
  const wanted = [...new Set(body.property_ids)];
  if (wanted.length) {
    // Values only (a group is not something a product has).
    const found = await em.count(PropertySchema, { id: { $in: wanted }, parent: { $ne: null } });
    if (found !== wanted.length) errors.property_ids = 'field_invalid';
  }
  assertNoFieldErrors(errors);
}

/** A slug for a new product from its name and SKU, made unique with a number when taken. */
export async function freeSlug(em: EntityManager, name: string, sku: string): Promise<string> {
  const base = slugify(`${name} ${sku}`).slice(0, 240) || slugify(sku) || 'san-pham';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await em.count(ProductSchema, { slug }))) return slug;
  }
}

/**
 * Creates (`id` null) or changes a product from the staff form, in one transaction with its
 * change record (before → after of the fields that changed): the shared rule first (field
 * errors, nothing written), then the references, the SKU's uniqueness (409 `sku_taken`), the
 * volume prices replaced as a whole (the product's list price is the smallest quantity's) and the
 * filter values set. Stock and price reach the storefront's index through the `product_rows`
 * notifications; the other fields bump `catalog_version` by trigger (a rebuild).
 */
export async function saveProduct(em: EntityManager, userId: number, id: number | null, body: AdminProductBody): Promise<Product> {
  assertNoFieldErrors(productFieldErrors(body));
  return em.transactional(async (tx) => {
    const product = id === null ? null : await tx.findOne(ProductSchema, id, { populate: ['priceBreaks', 'properties'] });
    if (id !== null && !product) throw notFound('Product');
    await assertReferencesExist(tx, body);
    const sku = body.sku.trim();
    if (await tx.count(ProductSchema, { sku, ...(id === null ? {} : { id: { $ne: id } }) })) throw skuTaken();
    const before = product ? productSnapshot(product) : null;
    const prices = sortPriceBreaks(body.prices);
    const tag = body.preferred ? (product?.productTagName ?? PREFERRED_PART_TAG) : product?.productTagName && product.productTagName !== PREFERRED_PART_TAG ? product.productTagName : null;
    const values = {
      name: body.name.trim(),
      nameEn: blankToNull(body.name_en),
      mpn: body.mpn.trim(),
      sku,
      supplier: body.supplier_id,
      category: body.category_id!,
      package: blankToNull(body.package),
      description: blankToNull(body.description),
      unit: body.unit.trim(),
      multiples: body.multiples,
      step: body.step,
      datasheetUrl: blankToNull(body.datasheet_url),
      price: prices[0]!.price,
      inventory: body.inventory,
      visible: body.visible,
      productTagName: tag,
    };
    const saved = product ? tx.assign(product, values) : tx.create(ProductSchema, { ...values, slug: await freeSlug(tx, values.name, sku) });
    if (!product) await tx.flush();
    const propertyIds = [...new Set(body.property_ids)];
    saved.properties.set(propertyIds.map((valueId) => tx.getReference(PropertySchema, valueId)));
    const current = saved.priceBreaks.isInitialized() ? saved.priceBreaks.getItems() : [];
    const samePrices = current.length === prices.length && sortPriceBreaks(current).every((row, i) => row.quantity === prices[i]!.quantity && row.price === prices[i]!.price);
    if (!samePrices) {
      // Replaced as a whole: removed first, so a kept quantity never meets the unique (product, quantity) twice.
      for (const row of current) tx.remove(row);
      await tx.flush();
      for (const row of prices) tx.create(PriceBreakSchema, { product: saved, quantity: row.quantity, price: row.price });
    }
    await tx.flush();
    await tx.populate(saved, ['priceBreaks', 'properties'], { refresh: true });
    const after = productSnapshot(saved);
    if (!before) {
      recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: saved.id, action: 'create', after });
    } else {
      const change = changedFields(before, after);
      if (change) recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: saved.id, action: 'update', before: change.before, after: change.after });
    }
    await tx.flush();
    return saved;
  });
}

/**
 * Archives a product (off the storefront, kept for the orders that name it: a product is never
 * deleted here) or brings it back, recorded with the change.
 */
export async function setProductArchived(em: EntityManager, userId: number, id: number, archived: boolean): Promise<void> {
  await em.transactional(async (tx) => {
    const product = await tx.findOne(ProductSchema, id);
    if (!product) throw notFound('Product');
    if ((product.archivedAt !== null && product.archivedAt !== undefined) === archived) return;
    const before = product.archivedAt ? product.archivedAt.toISOString() : null;
    product.archivedAt = archived ? new Date() : null;
    recordStaffChange(tx, {
      userId,
      subject: PRODUCT_SUBJECT,
      subjectId: id,
      action: archived ? 'archive' : 'unarchive',
      before: { archived_at: before },
      after: { archived_at: product.archivedAt ? product.archivedAt.toISOString() : null },
    });
    await tx.flush();
  });
}
