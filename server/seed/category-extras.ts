import type { EntityManager } from '@mikro-orm/postgresql';
import { bulkInsert } from './bulk-insert.ts';

/** An option offered on cart lines of a category's products (spec §3 Cart item `category_extras`). */
export interface DemoCategoryExtra {
  name: string;
  name_en: string;
  /** Surcharge in integer VND per unit. */
  price: number;
}

/**
 * The demo shop's category extras, by the slug of a category: the category itself and every
 * category under it whose slug continues it (the demo catalogue's level-3 slugs extend their
 * parent's, e.g. `dien-tro-dan-smd-0603`). Prices are per unit, as the cart adds them per unit.
 */
export const DEMO_CATEGORY_EXTRAS: readonly { slugPrefix: string; extras: readonly DemoCategoryExtra[] }[] = [
  {
    slugPrefix: 'dien-tro-dan-smd',
    extras: [
      { name: 'Cắt băng (cut tape)', name_en: 'Cut tape', price: 0 },
      { name: 'Đóng cuộn (reel)', name_en: 'Reel packaging', price: 20 },
    ],
  },
  {
    slugPrefix: 'tu-gom-dan-mlcc',
    extras: [
      { name: 'Cắt băng (cut tape)', name_en: 'Cut tape', price: 0 },
      { name: 'Đóng cuộn (reel)', name_en: 'Reel packaging', price: 30 },
    ],
  },
  {
    slugPrefix: 'vi-dieu-khien-mcu-mpu-soc',
    extras: [
      { name: 'Nạp firmware theo yêu cầu', name_en: 'Firmware programming on request', price: 15_000 },
      { name: 'Nạp firmware và khóa đọc', name_en: 'Firmware programming with read protection', price: 20_000 },
    ],
  },
  {
    slugPrefix: 'bo-nho-eeprom',
    extras: [{ name: 'Nạp dữ liệu theo yêu cầu', name_en: 'Data programming on request', price: 8_000 }],
  },
  {
    slugPrefix: 'dau-noi-day-bo-mach',
    extras: [
      { name: 'Bấm sẵn dây 20 cm', name_en: 'Pre-crimped 20 cm wires', price: 6_000 },
      { name: 'Bấm sẵn dây 30 cm', name_en: 'Pre-crimped 30 cm wires', price: 8_000 },
    ],
  },
  {
    slugPrefix: 'dau-noi-bam-cap-idc',
    extras: [{ name: 'Bấm sẵn cáp dẹt 20 cm', name_en: 'Pre-crimped 20 cm ribbon cable', price: 12_000 }],
  },
];

/**
 * Seeds the demo category extras when the table is empty and the catalogue has categories, so a
 * demo database seeded before the table existed gets them too (like checkout-settings.ts). Returns
 * true when it wrote anything.
 */
export async function seedCategoryExtrasIfEmpty(em: EntityManager): Promise<boolean> {
  const [state] = await em.execute<{ extras: boolean }[]>('select exists (select 1 from category_extras) as extras');
  if (state?.extras) return false;
  const rows: Record<string, unknown>[] = [];
  const now = new Date();
  for (const rule of DEMO_CATEGORY_EXTRAS) {
    const categories = await em.execute<{ id: number }[]>(
      "select id from categories where slug = ? or starts_with(slug, ? || '-') order by id",
      [rule.slugPrefix, rule.slugPrefix],
    );
    for (const category of categories) {
      rule.extras.forEach((extra, sort) => rows.push({ category_id: category.id, ...extra, sort, created_at: now, updated_at: now }));
    }
  }
  await bulkInsert(em, 'category_extras', rows);
  return rows.length > 0;
}
