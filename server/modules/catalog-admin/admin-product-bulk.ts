import type { EntityManager } from '@mikro-orm/postgresql';
import { applyBulkChange, bulkChangeOf, type BulkChange, type BulkChangeInput, type BulkFacts } from '#shared/catalog-admin/bulk-change.ts';
import type { AdminBulkPreview } from '#shared/catalog-admin/schemas.ts';
import { sortPriceBreaks } from '#shared/catalog-admin/product-rules.ts';
import { AppError, assertNoFieldErrors } from '../../errors.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { CategorySchema } from '../catalog/category.entity.ts';
import { ProductSchema, type Product } from '../catalog/product.entity.ts';
import { PRODUCT_SUBJECT } from './admin-product-commands.ts';

function factsOf(product: Product): BulkFacts {
  return {
    category_id: product.category.id,
    visible: product.visible,
    inventory: product.inventory,
    prices: sortPriceBreaks(product.priceBreaks.getItems().map((row) => ({ quantity: row.quantity, price: row.price }))),
  };
}

/** Checks the change and loads every named product (all of them, or a 404 naming none written). */
async function loadFor(em: EntityManager, ids: readonly number[], input: BulkChangeInput): Promise<{ change: BulkChange; products: Product[]; categoryNames: Map<number, string> }> {
  const checked = bulkChangeOf(input);
  if ('error' in checked) throw new AppError(400, 'validation_failed', 'Invalid change', { change: checked.error });
  const { change } = checked;
  const unique = [...new Set(ids)];
  const products = await em.find(ProductSchema, { id: { $in: unique } }, { populate: ['priceBreaks', 'category'], orderBy: { id: 'asc' } });
  if (products.length !== unique.length) throw new AppError(404, 'not_found', 'Some of the products do not exist', { ids: 'field_invalid' });
  const categoryIds = new Set(products.map((product) => product.category.id));
  if (change.kind === 'category') categoryIds.add(change.category_id);
  const categories = await em.find(CategorySchema, { id: { $in: [...categoryIds] } });
  if (change.kind === 'category' && !categories.some((category) => category.id === change.category_id)) assertNoFieldErrors({ change: 'field_invalid' });
  return { change, products, categoryNames: new Map(categories.map((category) => [category.id, category.name])) };
}

/** Each product before → after the change, by the same rule `applyBulk` writes with; writes nothing. */
export async function previewBulk(em: EntityManager, ids: readonly number[], input: BulkChangeInput): Promise<AdminBulkPreview> {
  const { change, products, categoryNames } = await loadFor(em, ids, input);
  const named = (facts: BulkFacts) => ({ ...facts, category_name: categoryNames.get(facts.category_id) ?? '' });
  return {
    rows: products.map((product) => {
      const before = factsOf(product);
      return { id: product.id, name: product.name, sku: product.sku, before: named(before), after: named(applyBulkChange(before, change)) };
    }),
  };
}

/**
 * Applies one change to many products in one transaction (all or none), each product's change
 * recorded with its own before → after (action `bulk_update`). Products the change leaves as they
 * were are neither written nor recorded. Answers how many changed.
 */
export async function applyBulk(em: EntityManager, userId: number, ids: readonly number[], input: BulkChangeInput): Promise<number> {
  return em.transactional(async (tx) => {
    const { change, products } = await loadFor(tx, ids, input);
    let changed = 0;
    for (const product of products) {
      const before = factsOf(product);
      const after = applyBulkChange(before, change);
      const diff = changedFields(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>);
      if (!diff) continue;
      changed += 1;
      tx.assign(product, { category: after.category_id, visible: after.visible, inventory: after.inventory, price: after.prices[0]?.price ?? product.price });
      if (change.kind === 'price_percent') {
        const byQuantity = new Map(after.prices.map((row) => [row.quantity, row.price]));
        for (const row of product.priceBreaks.getItems()) row.price = byQuantity.get(row.quantity) ?? row.price;
      }
      recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: product.id, action: 'bulk_update', before: diff.before, after: diff.after });
    }
    await tx.flush();
    return changed;
  });
}

