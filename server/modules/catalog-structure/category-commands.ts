import type { EntityManager } from '@mikro-orm/postgresql';
import { categoryFieldErrors, isSameSet, mergeProblem, moveProblem, sameCategoryName, type CategoryNode } from '#shared/catalog-structure/category-rules.ts';
import type { CategoryBody } from '#shared/catalog-structure/schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { CategoryExtraSchema } from '../catalog/category-extra.entity.ts';
import { CategorySchema, type Category } from '../catalog/category.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';

/*
 * Staff changes to the category tree. Product counts (`number_product`) are never written here:
 * the database triggers keep them (products moving between categories, a category moving under
 * another parent), so they stay right whatever the order of the steps. Every write bumps
 * catalog_version, so the storefront's menu, listings and filter counts follow at the next poll.
 */

function slugTaken(): AppError {
  return new AppError(409, 'slug_taken', 'Another category has this slug', { slug: 'slug_taken' });
}

function structureProblem(code: string): AppError {
  if (code === 'category_not_found') return new AppError(404, 'not_found', 'Category not found');
  return new AppError(422, code, `The category tree does not allow this (${code})`);
}

async function treeNodes(em: EntityManager): Promise<CategoryNode[]> {
  const categories = await em.find(CategorySchema, {}, { fields: ['id', 'parent', 'level'] });
  return categories.map((category) => ({ id: category.id, parentId: category.parent?.id ?? null, level: category.level }));
}

async function nextPosition(em: EntityManager, parentId: number | null): Promise<number> {
  const last = await em.findOne(CategorySchema, { parent: parentId }, { orderBy: { position: 'desc' }, fields: ['position'] });
  return last ? last.position + 1 : 0;
}

function snapshot(category: Category): Record<string, unknown> {
  return { name: category.name, name_en: category.nameEn, slug: category.slug, parent_id: category.parent?.id ?? null, level: category.level, position: category.position };
}

/** Creates a category at the end of its parent's children (null: a new top-level one). */
export async function createCategory(em: EntityManager, userId: number, body: CategoryBody): Promise<Category> {
  assertNoFieldErrors(categoryFieldErrors(body));
  const parentId = body.parent_id ?? null;
  return em.transactional(async (tx) => {
    const parent = parentId === null ? null : await tx.findOne(CategorySchema, parentId);
    if (parentId !== null && !parent) throw notFound('Parent category');
    if (parent && parent.level >= 3) throw structureProblem('category_too_deep');
    const slug = body.slug.trim();
    if (await tx.count(CategorySchema, { slug })) throw slugTaken();
    const category = tx.create(CategorySchema, {
      parent: parent?.id ?? null,
      level: parent ? parent.level + 1 : 1,
      slug,
      name: body.name.trim(),
      nameEn: body.name_en.trim(),
      position: await nextPosition(tx, parentId),
    });
    await tx.flush();
    recordStaffChange(tx, { userId, subject: 'category', subjectId: category.id, action: 'create', after: snapshot(category) });
    await tx.flush();
    return category;
  });
}

/** Renames a category (vi and en) and changes its slug. */
export async function renameCategory(em: EntityManager, userId: number, id: number, body: CategoryBody): Promise<Category> {
  assertNoFieldErrors(categoryFieldErrors(body));
  return em.transactional(async (tx) => {
    const category = await tx.findOne(CategorySchema, id);
    if (!category) throw notFound('Category');
    const slug = body.slug.trim();
    if (await tx.count(CategorySchema, { slug, id: { $ne: id } })) throw slugTaken();
    const before = snapshot(category);
    tx.assign(category, { name: body.name.trim(), nameEn: body.name_en.trim(), slug });
    const change = changedFields(before, snapshot(category));
    if (change) recordStaffChange(tx, { userId, subject: 'category', subjectId: id, action: 'rename', ...change });
    await tx.flush();
    return category;
  });
}

/**
 * Puts a category (with everything under it) under another parent, at the end of its children;
 * the levels of the whole subtree follow (spec §3: 1-3, checked by `moveProblem`). The count
 * trigger takes the subtree's products off the old ancestors and adds them to the new ones.
 */
export async function moveCategory(em: EntityManager, userId: number, id: number, parentId: number | null): Promise<Category> {
  return em.transactional(async (tx) => {
    const nodes = await treeNodes(tx);
    const problem = moveProblem(nodes, id, parentId);
    if (problem) throw structureProblem(problem);
    const category = await tx.findOneOrFail(CategorySchema, id);
    if ((category.parent?.id ?? null) === parentId) return category;
    const before = snapshot(category);
    const newLevel = parentId === null ? 1 : nodes.find((node) => node.id === parentId)!.level + 1;
    await moveUnder(tx, nodes, id, parentId, newLevel - category.level, await nextPosition(tx, parentId));
    recordStaffChange(tx, { userId, subject: 'category', subjectId: id, action: 'move', ...changedFields(before, snapshot(category)) });
    await tx.flush();
    return category;
  });
}

/** Re-parents one category and shifts the levels of its subtree by `levelShift` (one flush: one statement per kind of change). */
async function moveUnder(tx: EntityManager, nodes: readonly CategoryNode[], id: number, parentId: number | null, levelShift: number, position: number): Promise<void> {
  const subtree = await tx.find(CategorySchema, { id: { $in: nodes.filter((node) => isInSubtree(nodes, id, node.id)).map((node) => node.id) } });
  for (const category of subtree) {
    if (levelShift !== 0) category.level += levelShift;
    if (category.id === id) tx.assign(category, { parent: parentId, position });
  }
  await tx.flush();
}

function isInSubtree(nodes: readonly CategoryNode[], rootId: number, id: number): boolean {
  for (let node = nodes.find((n) => n.id === id); node; node = nodes.find((n) => n.id === node!.parentId)) {
    if (node.id === rootId) return true;
  }
  return false;
}

/** Sets the display order of one parent's children (every child named once). */
export async function reorderCategories(em: EntityManager, userId: number, parentId: number | null, ids: readonly number[]): Promise<void> {
  await em.transactional(async (tx) => {
    const children = await tx.find(CategorySchema, { parent: parentId }, { orderBy: { position: 'asc', name: 'asc' } });
    if (!isSameSet(ids, children.map((child) => child.id))) throw new AppError(422, 'category_reorder_mismatch', 'Name every child of the parent once', { ids: 'field_invalid' });
    const before = children.map((child) => child.id);
    ids.forEach((id, position) => {
      tx.assign(children.find((child) => child.id === id)!, { position });
    });
    if (before.join() !== ids.join()) {
      recordStaffChange(tx, { userId, subject: 'category', subjectId: parentId ?? 0, action: 'reorder', before: { order: before }, after: { order: [...ids] } });
    }
    await tx.flush();
  });
}

/**
 * Merges `sourceId` into `targetId` (same level): the source's products move to the target, its
 * children join the target's (a child whose name the target already has merges into that one, so
 * "Voltage Reference" does not appear twice), its cart options move too, and the source is removed.
 * One transaction; the count triggers keep every ancestor's `number_product` right.
 */
export async function mergeCategories(em: EntityManager, userId: number, sourceId: number, targetId: number): Promise<Category> {
  return em.transactional(async (tx) => {
    const problem = mergeProblem(await treeNodes(tx), sourceId, targetId);
    if (problem) throw structureProblem(problem);
    await mergeInto(tx, userId, sourceId, targetId);
    const target = await tx.findOneOrFail(CategorySchema, targetId);
    await tx.refresh(target);
    return target;
  });
}

async function mergeInto(tx: EntityManager, userId: number, sourceId: number, targetId: number): Promise<void> {
  const source = await tx.findOneOrFail(CategorySchema, sourceId);
  const targetChildren = await tx.find(CategorySchema, { parent: targetId }, { orderBy: { position: 'asc' } });
  const sourceChildren = await tx.find(CategorySchema, { parent: sourceId }, { orderBy: { position: 'asc', name: 'asc' } });
  let position = targetChildren.reduce((last, child) => Math.max(last, child.position + 1), 0);
  for (const child of sourceChildren) {
    const twin = targetChildren.find((candidate) => sameCategoryName(candidate.name, child.name));
    if (twin) await mergeInto(tx, userId, child.id, twin.id);
    else tx.assign(child, { parent: targetId, position: position++ });
  }
  await tx.flush();
  const moved = await tx.nativeUpdate(ProductSchema, { category: sourceId }, { category: targetId });
  await tx.nativeUpdate(CategoryExtraSchema, { category: sourceId }, { category: targetId });
  const before = { ...snapshot(source), number_product: source.numberProduct };
  recordStaffChange(tx, { userId, subject: 'category', subjectId: sourceId, action: 'merge', before, after: { merged_into: targetId, products_moved: moved } });
  recordStaffChange(tx, { userId, subject: 'category', subjectId: targetId, action: 'merge_in', before: null, after: { merged_from: sourceId, name: source.name, products_moved: moved } });
  // Children re-parented first, then the emptied source removed (the parent link restricts deletes).
  await tx.flush();
  tx.remove(source);
  await tx.flush();
}
