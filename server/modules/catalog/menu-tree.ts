import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { toCategoryRow, type CategoryRecord } from './catalog-mappers.ts';

/**
 * Nests flat category rows (already in display order) into the three-level menu tree.
 * Rows whose parent is missing are dropped rather than shown at the wrong level.
 */
export function buildMenuTree(records: CategoryRecord[]): MenuCategory[] {
  const roots: MenuCategory[] = [];
  const level1 = new Map<number, MenuCategory>();
  const level2 = new Map<number, MenuCategory['children'][number]>();
  for (const record of records) {
    const row = toCategoryRow(record);
    if (record.level === 1) {
      const node = { ...row, children: [] };
      level1.set(row.id, node);
      roots.push(node);
    } else if (record.level === 2 && record.parent_id !== null) {
      const node = { ...row, children: [] };
      level2.set(row.id, node);
      level1.get(record.parent_id)?.children.push(node);
    } else if (record.level === 3 && record.parent_id !== null) {
      level2.get(record.parent_id)?.children.push(row);
    }
  }
  return roots;
}
