import type { EntityManager } from '@mikro-orm/postgresql';
import { isSameSet } from '#shared/catalog-structure/category-rules.ts';
import { filterFieldErrors, filterMergeProblem, sameFilterName } from '#shared/catalog-structure/filter-rules.ts';
import type { FilterBody } from '#shared/catalog-structure/schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { PropertySchema, type Property } from '../catalog/property.entity.ts';
import { FILTER_SUBJECT } from './filter-admin-queries.ts';

/*
 * Staff changes to the filter groups and values shoppers filter by (spec §3 Property: a group has
 * no parent, a value belongs to a group). Writes to `properties` and `product_properties` bump
 * catalog_version (triggers), so the storefront's filter lists and counts follow at the next poll.
 */

function nameTaken(): AppError {
  return new AppError(409, 'filter_name_taken', 'Another filter of this group has this name', { name: 'filter_name_taken' });
}

function filterProblem(code: string): AppError {
  if (code === 'filter_not_found') return new AppError(404, 'not_found', 'Filter not found');
  return new AppError(422, code, `The filters do not allow this (${code})`);
}

function snapshot(property: Property): Record<string, unknown> {
  return { name: property.name, name_en: property.nameEn, group_id: property.parent?.id ?? null, position: property.position };
}

/** Whether a sibling (same group, or another group when `groupId` is null) already has this name. */
async function siblingNamed(em: EntityManager, groupId: number | null, name: string, exceptId: number | null): Promise<boolean> {
  const siblings = await em.find(PropertySchema, { parent: groupId, ...(exceptId === null ? {} : { id: { $ne: exceptId } }) }, { fields: ['name'] });
  return siblings.some((sibling) => sameFilterName(sibling.name, name));
}

/** Creates a filter group (`group_id` null) or a value of a group, last in its order. */
export async function createFilter(em: EntityManager, userId: number, body: FilterBody): Promise<Property> {
  assertNoFieldErrors(filterFieldErrors(body));
  const groupId = body.group_id ?? null;
  return em.transactional(async (tx) => {
    if (groupId !== null) {
      const group = await tx.findOne(PropertySchema, groupId);
      if (!group) throw notFound('Filter group');
      if (group.parent) throw filterProblem('filter_value_in_value');
    }
    const name = body.name.trim();
    if (await siblingNamed(tx, groupId, name, null)) throw nameTaken();
    const last = await tx.findOne(PropertySchema, { parent: groupId }, { orderBy: { position: 'desc' }, fields: ['position'] });
    const property = tx.create(PropertySchema, { parent: groupId, name, nameEn: body.name_en.trim(), position: last ? last.position + 1 : 0 });
    await tx.flush();
    recordStaffChange(tx, { userId, subject: FILTER_SUBJECT, subjectId: property.id, action: 'create', after: snapshot(property) });
    await tx.flush();
    return property;
  });
}

/** Renames a filter group or value (vi and en). */
export async function renameFilter(em: EntityManager, userId: number, id: number, body: FilterBody): Promise<Property> {
  assertNoFieldErrors(filterFieldErrors(body));
  return em.transactional(async (tx) => {
    const property = await tx.findOne(PropertySchema, id);
    if (!property) throw notFound('Filter');
    const name = body.name.trim();
    if (await siblingNamed(tx, property.parent?.id ?? null, name, id)) throw nameTaken();
    const before = snapshot(property);
    tx.assign(property, { name, nameEn: body.name_en.trim() });
    const change = changedFields(before, snapshot(property));
    if (change) recordStaffChange(tx, { userId, subject: FILTER_SUBJECT, subjectId: id, action: 'rename', ...change });
    await tx.flush();
    return property;
  });
}

/** Sets the display order of the groups (`groupId` null) or of one group's values (every one named once). */
export async function reorderFilters(em: EntityManager, userId: number, groupId: number | null, ids: readonly number[]): Promise<void> {
  await em.transactional(async (tx) => {
    const siblings = await tx.find(PropertySchema, { parent: groupId }, { orderBy: { position: 'asc', name: 'asc', id: 'asc' } });
    if (!isSameSet(ids, siblings.map((sibling) => sibling.id))) throw new AppError(422, 'filter_reorder_mismatch', 'Name every filter of the list once', { ids: 'field_invalid' });
    const before = siblings.map((sibling) => sibling.id);
    ids.forEach((id, position) => {
      tx.assign(siblings.find((sibling) => sibling.id === id)!, { position });
    });
    if (before.join() !== ids.join()) {
      recordStaffChange(tx, { userId, subject: FILTER_SUBJECT, subjectId: groupId ?? 0, action: 'reorder', before: { order: before }, after: { order: [...ids] } });
    }
    await tx.flush();
  });
}

/**
 * Merges the value `sourceId` into `targetId` of the same group ("0603 (1608)" into "0603"): every
 * product carrying the source carries the target instead (once, if it had both), and the source is
 * removed. One transaction; both values' histories record it.
 */
export async function mergeFilterValues(em: EntityManager, userId: number, sourceId: number, targetId: number): Promise<Property> {
  return em.transactional(async (tx) => {
    const pair = await tx.find(PropertySchema, { id: { $in: [sourceId, targetId] } });
    const problem = filterMergeProblem(pair.map((property) => ({ id: property.id, groupId: property.parent?.id ?? null })), sourceId, targetId);
    if (problem) throw filterProblem(problem);
    const source = pair.find((property) => property.id === sourceId)!;
    const target = pair.find((property) => property.id === targetId)!;
    // Raw: moving links in bulk: a product that carries both keeps one link (the primary key is (product, value)).
    const moved = await tx.execute<{ product_id: number }[]>(
      `with dropped as (
         delete from product_properties where property_id = ? returning product_id
       )
       insert into product_properties (product_id, property_id)
       select product_id, ? from dropped
       on conflict do nothing
       returning product_id`,
      [sourceId, targetId],
    );
    const before = { ...snapshot(source) };
    recordStaffChange(tx, { userId, subject: FILTER_SUBJECT, subjectId: sourceId, action: 'merge', before, after: { merged_into: targetId, products_moved: moved.length } });
    recordStaffChange(tx, { userId, subject: FILTER_SUBJECT, subjectId: targetId, action: 'merge_in', before: null, after: { merged_from: sourceId, name: source.name, products_moved: moved.length } });
    tx.remove(source);
    await tx.flush();
    return target;
  });
}
