import type { CategoryRow } from '#shared/catalog/schemas.ts';

/** Row shape of the categories table as read by the catalogue queries. */
export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  level: number;
  slug: string;
  name: string;
  name_en: string;
  image_id: number | null;
  number_product: number;
}

export function toCategoryRow(record: CategoryRecord): CategoryRow {
  return {
    id: record.id,
    parent_id: record.parent_id,
    level: record.level,
    slug: record.slug,
    name: record.name,
    name_en: record.name_en,
    image_id: record.image_id,
    number_product: record.number_product,
  };
}
