import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../storage/storage.ts';
import { bulkInsert } from './bulk-insert.ts';
import { storeDrawnImages, type DrawnImage } from './drawn-images.ts';
import { fillFooterEnglish, storeEnglishPaymentLogos } from './footer-english.ts';
import { seedCategoryExtrasIfEmpty } from './category-extras.ts';
import { seedCheckoutSettingsIfEmpty } from './checkout-settings.ts';
import { seedCommunityIfEmpty } from './community.ts';
import { seedPcbConfigIfEmpty } from './pcb-config.ts';
import { seedContentPages } from './content/seed-content-pages.ts';
import { drawCategoryTile } from './images/category-tile.ts';
import { drawLandPatternImage, landPatternKey } from './images/land-pattern-image.ts';
import { drawPartImage } from './images/part-image.ts';
import { drawPaymentLogo } from './images/payment-logo.ts';
import { hashString } from './images/svg-markup.ts';
import { buildCatalogPlan } from './plan/build-catalog-plan.ts';
import type { CatalogPlan } from '#shared/catalog-plan/catalog-plan-types.ts';
import { categoryInfoTexts } from './plan/category-info.ts';
import { loadRawParts } from './plan/load-raw-parts.ts';
import { BASICS, FOOTER_INFORMATIONS, PAYMENT_METHODS, SHOP_ADDRESSES } from './shop-content.ts';

export interface SeedOptions {
  exchangeRate: number;
  marginPercent: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  categories: number;
  products: number;
}

/** Any advisory lock id works as long as every instance uses the same one. */
const SEED_LOCK = 72_710_001;

async function seedContent(em: EntityManager, storage: Storage, exchangeRate: number): Promise<void> {
  await bulkInsert(em, 'settings', [
    ...BASICS.map((basic) => ({ key: basic.key, value: basic.value, value_en: basic.valueEn })),
    { key: 'exchange_rate', value: String(exchangeRate), value_en: null },
  ]);
  for (const [position, information] of FOOTER_INFORMATIONS.entries()) {
    const [row] = await bulkInsert<Record<string, unknown>, { id: number }>(
      em,
      'footer_informations',
      [{ name: information.name, name_en: information.nameEn, slug: information.slug, position }],
      ['id'],
    );
    await bulkInsert(
      em,
      'footer_pages',
      information.pages.map((page, index) => ({
        information_id: row!.id,
        name: page.name,
        name_en: page.nameEn,
        slug: page.slug,
        url: page.url ?? null,
        content: page.content || null,
        content_en: page.contentEn || null,
        position: index,
      })),
    );
  }
  const logos = PAYMENT_METHODS.map((method, index) => ({ key: `images/seed/payment-${index}.svg`, ...drawPaymentLogo(method.name) }));
  const englishLogos = await storeEnglishPaymentLogos(em, storage);
  const logoIds = await storeDrawnImages(em, storage, logos);
  await bulkInsert(
    em,
    'payment_methods',
    PAYMENT_METHODS.map((method, index) => ({
      name: method.name,
      name_en: method.nameEn,
      image_id: logoIds.get(`images/seed/payment-${index}.svg`) ?? null,
      image_en_id: englishLogos.get(method.name) ?? null,
      position: index,
    })),
  );
  await bulkInsert(
    em,
    'shop_addresses',
    SHOP_ADDRESSES.map(({ nameEn, addressEn, ...address }, position) => ({ ...address, name_en: nameEn, address_en: addressEn, position })),
  );
  await seedContentPages(em, storage);
}

/**
 * The gallery's second picture of every product: its package's land pattern, drawn once per
 * package (632 drawings for the 3,414 demo parts), so seed time and storage stay small.
 */
function drawLandPatterns(plan: CatalogPlan, categoryNameEn: Map<string, string>): { images: Map<string, DrawnImage>; keyBySku: Map<string, string> } {
  const images = new Map<string, DrawnImage>();
  const keyBySku = new Map<string, string>();
  for (const product of plan.products) {
    const input = { packageName: product.package, category: categoryNameEn.get(product.categoryKey) ?? '' };
    const key = landPatternKey(input);
    const storageKey = `images/seed/land-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${hashString(key).toString(36)}.svg`;
    if (!images.has(storageKey)) images.set(storageKey, { key: storageKey, ...drawLandPatternImage(input) });
    keyBySku.set(product.sku, storageKey);
  }
  return { images, keyBySku };
}

async function seedCatalog(em: EntityManager, storage: Storage, plan: CatalogPlan): Promise<void> {
  const now = new Date();
  const supplierRows = await bulkInsert<Record<string, unknown>, { id: number; slug: string }>(
    em,
    'suppliers',
    plan.suppliers.map((s) => ({ name: s.name, slug: s.slug, created_at: now, updated_at: now })),
    ['id', 'slug'],
  );
  const supplierIdBySlug = new Map(supplierRows.map((row) => [row.slug, row.id]));
  const supplierId = new Map(plan.suppliers.map((s) => [s.key, supplierIdBySlug.get(s.slug)!]));

  const tiles = plan.categories
    .filter((c) => c.level < 3)
    .map((c) => ({ key: `images/seed/category-${c.slug}.svg`, ...drawCategoryTile({ name: c.nameEn, samplePackage: c.samplePackage }) }));
  const tileIds = await storeDrawnImages(em, storage, tiles);

  const infoByKey = new Map(categoryInfoTexts(plan).map((text) => [text.key, text]));
  const categoryId = new Map<string, number>();
  for (const level of [1, 2, 3] as const) {
    const rows = plan.categories.filter((c) => c.level === level);
    const inserted = await bulkInsert<Record<string, unknown>, { id: number; slug: string }>(
      em,
      'categories',
      rows.map((c) => ({
        parent_id: c.parentKey ? categoryId.get(c.parentKey)! : null,
        level: c.level,
        slug: c.slug,
        name: c.name,
        name_en: c.nameEn,
        image_id: tileIds.get(`images/seed/category-${c.slug}.svg`) ?? null,
        position: c.position,
        info: infoByKey.get(c.key)?.info ?? null,
        info_en: infoByKey.get(c.key)?.infoEn ?? null,
        created_at: now,
        updated_at: now,
      })),
      ['id', 'slug'],
    );
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    for (const c of rows) categoryId.set(c.key, idBySlug.get(c.slug)!);
  }

  const propertyId = new Map<string, number>();
  for (const isGroup of [true, false]) {
    const rows = plan.properties.filter((prop) => (prop.parentKey === null) === isGroup);
    const inserted = await bulkInsert<Record<string, unknown>, { id: number; parent_id: number | null; name: string }>(
      em,
      'properties',
      rows.map((prop) => ({
        parent_id: prop.parentKey ? propertyId.get(prop.parentKey)! : null,
        name: prop.name,
        name_en: prop.nameEn,
        position: prop.position,
      })),
      ['id', 'parent_id', 'name'],
    );
    const idByName = new Map(inserted.map((row) => [`${row.parent_id ?? ''}|${row.name}`, row.id]));
    for (const prop of rows) {
      const parentId = prop.parentKey ? propertyId.get(prop.parentKey)! : '';
      propertyId.set(prop.key, idByName.get(`${parentId}|${prop.name}`)!);
    }
  }

  const categoryNameEn = new Map(plan.categories.map((c) => [c.key, c.nameEn]));
  const supplierName = new Map(plan.suppliers.map((s) => [s.key, s.name]));
  const pictures = plan.products.map((product) => ({
    key: `images/seed/part-${product.sku.toLowerCase()}.svg`,
    ...drawPartImage({
      mpn: product.mpn,
      sku: product.sku,
      packageName: product.package,
      category: categoryNameEn.get(product.categoryKey) ?? '',
      manufacturer: supplierName.get(product.manufacturerKey) ?? '',
    }),
  }));
  const pictureIds = await storeDrawnImages(em, storage, pictures);
  const landPatterns = drawLandPatterns(plan, categoryNameEn);
  const landPatternIds = await storeDrawnImages(em, storage, [...landPatterns.images.values()]);

  const productRows = await bulkInsert<Record<string, unknown>, { id: number; sku: string }>(
    em,
    'products',
    plan.products.map((product) => ({
      slug: product.slug,
      name: product.name,
      sku: product.sku,
      mpn: product.mpn,
      subject_id: categoryId.get(product.categoryKey)!,
      supplier_id: supplierId.get(product.manufacturerKey) ?? null,
      image_id: pictureIds.get(`images/seed/part-${product.sku.toLowerCase()}.svg`) ?? null,
      price: product.price,
      unit: 'Cái',
      inventory: product.inventory,
      multiples: product.multiples,
      step: product.step,
      reel: product.reel,
      product_tag_name: product.productTagName,
      package: product.package,
      description: product.description,
      datasheet_url: product.datasheetUrl,
      cost_usd: JSON.stringify(product.costUsd),
      created_at: now,
      updated_at: now,
    })),
    ['id', 'sku'],
  );
  const productId = new Map(productRows.map((row) => [row.sku, row.id]));

  await bulkInsert(
    em,
    'product_prices',
    plan.products.flatMap((product) =>
      product.priceBreaks.map((b) => ({ product_id: productId.get(product.sku)!, quantity: b.quantity, price: b.price })),
    ),
  );
  await bulkInsert(
    em,
    'product_images',
    plan.products.flatMap((product) => {
      const id = productId.get(product.sku)!;
      const main = pictureIds.get(`images/seed/part-${product.sku.toLowerCase()}.svg`);
      const land = landPatternIds.get(landPatterns.keyBySku.get(product.sku)!);
      return [
        ...(main === undefined ? [] : [{ product_id: id, image_id: main, position: 0 }]),
        ...(land === undefined ? [] : [{ product_id: id, image_id: land, position: 1 }]),
      ];
    }),
  );
  await bulkInsert(
    em,
    'product_properties',
    plan.products.flatMap((product) =>
      [...new Set(product.propertyKeys)].map((key) => ({ product_id: productId.get(product.sku)!, property_id: propertyId.get(key)! })),
    ),
  );
}

/**
 * Seeds the demo shop (real catalogue, drawn pictures, footer content) into an EMPTY database, in
 * one transaction under an advisory lock, so concurrent starts seed once and a database that has
 * any catalogue or settings rows is never touched. Returns null when nothing was done.
 */
export async function seedDemoIfEmpty(orm: MikroORM, storage: Storage, options: SeedOptions): Promise<SeedResult | null> {
  const log = options.log ?? (() => {});
  return orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    // Before the emptiness check: a demo database seeded before the PCB tables existed gets them too.
    if (await seedPcbConfigIfEmpty(em)) log('seeded the demo PCB configuration');
    if (await seedCheckoutSettingsIfEmpty(em)) log('seeded the demo checkout settings and delivery companies');
    if (await seedCategoryExtrasIfEmpty(em)) log('seeded the demo category extras');
    if (await fillFooterEnglish(em, storage)) log('added the English branch names and payment logos to the demo footer');
    const [used] = await em.execute<{ used: boolean }[]>(
      'select exists (select 1 from categories) or exists (select 1 from products) or exists (select 1 from settings) as used',
    );
    if (used?.used) return null;
    const started = Date.now();
    log('seeding demo data (first start on an empty database)...');
    const plan = buildCatalogPlan(loadRawParts(), { exchangeRate: options.exchangeRate, marginPercent: options.marginPercent });
    await seedContent(em, storage, options.exchangeRate);
    await seedCatalog(em, storage, plan);
    await seedCategoryExtrasIfEmpty(em);
    await seedCommunityIfEmpty(em);
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { categories: plan.categories.length, products: plan.products.length };
  });
}
