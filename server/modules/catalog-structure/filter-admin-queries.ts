import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminFilterGroupRow, AdminFilterResponse } from '#shared/catalog-structure/schemas.ts';
import { staffChangesOf } from '../audit/index.ts';
import { PropertySchema } from '../catalog/property.entity.ts';

/** The staff-change subject of filter groups and values. */
export const FILTER_SUBJECT = 'filter';

/** Every filter group in display order, each with its values and how many products carry each. */
export async function adminFilterGroups(em: EntityManager): Promise<AdminFilterGroupRow[]> {
  const properties = await em.find(PropertySchema, {}, { orderBy: { position: 'asc', name: 'asc', id: 'asc' } });
  // Raw: one grouped count over the link table (a count per value), not an entity read.
  const counts = await em.execute<{ property_id: number; n: number }[]>('select property_id, count(*)::int as n from product_properties group by property_id');
  const countOf = new Map(counts.map((row) => [row.property_id, row.n]));
  const groups = properties.filter((property) => !property.parent);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    name_en: group.nameEn,
    position: group.position,
    values: properties
      .filter((value) => value.parent?.id === group.id)
      .map((value) => ({ id: value.id, group_id: group.id, name: value.name, name_en: value.nameEn, position: value.position, product_count: countOf.get(value.id) ?? 0 })),
  }));
}

/** One filter group or value with its change history, or null. */
export async function adminFilterDetail(em: EntityManager, id: number): Promise<AdminFilterResponse | null> {
  const property = await em.findOne(PropertySchema, id);
  if (!property) return null;
  return {
    filter: { id: property.id, group_id: property.parent?.id ?? null, name: property.name, name_en: property.nameEn, position: property.position },
    changes: await staffChangesOf(em, FILTER_SUBJECT, id),
  };
}
