import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportRow } from '#shared/catalog-admin/import-rows.ts';
import type { AdminImportApplied } from '#shared/catalog-admin/schemas.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { PriceBreakSchema, ProductSchema, type Product } from '../catalog/product.entity.ts';
import { SupplierSchema } from '../catalog/supplier.entity.ts';
import { freeSlug, PRODUCT_SUBJECT, productSnapshot } from './admin-product-commands.ts';
import { brandSlug, countActions, loadImportContext, planImportRows, type ImportTarget } from './product-import-plan.ts';

/** A brand the file names that the shop lacks, created once per batch with a free slug. */
async function supplierFor(em: EntityManager, name: string, made: Map<string, number>): Promise<number> {
  const known = made.get(brandSlug(name));
  if (known) return known;
  // The plan found no brand of this slug, so it is free (unless made since, in this batch).
  const slug = brandSlug(name).slice(0, 200);
  const supplier = em.create(SupplierSchema, { name: name.trim().slice(0, 200), slug });
  await em.flush();
  made.set(slug, supplier.id);
  return supplier.id;
}

/** Writes one planned create or update (volume prices replaced only when they changed). */
async function writeTarget(em: EntityManager, product: Product | null, target: ImportTarget, supplierId: number | null): Promise<Product> {
  const values = {
    name: target.name,
    nameEn: target.nameEn,
    mpn: target.mpn,
    sku: target.sku,
    supplier: supplierId,
    category: target.categoryId,
    package: target.package,
    description: target.description,
    multiples: target.multiples,
    step: target.step,
    datasheetUrl: target.datasheetUrl,
    price: target.prices[0]!.price,
    inventory: target.inventory,
    visible: target.visible,
    productTagName: target.productTagName,
    costUsd: target.costUsd,
  };
  const saved = product ? em.assign(product, values) : em.create(ProductSchema, { ...values, unit: 'Cái', slug: await freeSlug(em, target.name, target.sku) });
  if (!product) await em.flush();
  const current = product ? product.priceBreaks.getItems() : [];
  const same = current.length === target.prices.length && [...current].sort((a, b) => a.quantity - b.quantity).every((row, i) => row.quantity === target.prices[i]!.quantity && row.price === target.prices[i]!.price);
  if (!same) {
    // Replaced as a whole: removed first, so a kept quantity never meets the unique (product, quantity) twice.
    for (const row of current) em.remove(row);
    await em.flush();
    for (const row of target.prices) em.create(PriceBreakSchema, { product: saved, quantity: row.quantity, price: row.price });
  }
  await em.flush();
  return saved;
}

/**
 * Applies one batch of import rows in one transaction: each row planned again against the
 * catalogue as it is now (so a row the dry run showed may be refused, or be unchanged by now),
 * creates and updates written with one staff_changes row each (`import_create`, `import_update`:
 * before → after of the fields that changed). Unchanged rows write nothing, so the same file
 * applied twice changes nothing the second time. Answers the counts and the rows refused.
 */
export async function applyImportRows(em: EntityManager, userId: number, rows: readonly ImportRow[]): Promise<AdminImportApplied> {
  return em.transactional(async (tx) => {
    const context = await loadImportContext(tx);
    const planned = await planImportRows(
      tx,
      context,
      rows.map((row) => ({ row, errors: {} })),
    );
    const madeSuppliers = new Map<string, number>();
    for (const { plan, product, target } of planned) {
      if (!target || (plan.action !== 'create' && plan.action !== 'update')) continue;
      if (product) await tx.populate(product, ['properties']);
      const before = product ? productSnapshot(product) : null;
      const supplierId = target.newSupplierName ? await supplierFor(tx, target.newSupplierName, madeSuppliers) : target.supplierId;
      const saved = await writeTarget(tx, product, target, supplierId);
      await tx.populate(saved, ['priceBreaks', 'properties'], { refresh: true });
      const after = productSnapshot(saved);
      if (!before) recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: saved.id, action: 'import_create', after });
      else {
        const change = changedFields(before, after);
        if (change) recordStaffChange(tx, { userId, subject: PRODUCT_SUBJECT, subjectId: saved.id, action: 'import_update', before: change.before, after: change.after });
      }
    }
    await tx.flush();
    const plans = planned.map((entry) => entry.plan);
    return { counts: countActions(plans), rejected: plans.filter((plan) => plan.action === 'reject') };
  });
}
