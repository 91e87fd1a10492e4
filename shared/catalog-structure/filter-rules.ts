import { sameCategoryName } from './category-rules.ts';

/** The longest filter group or value name (properties.name / name_en are varchar(200)). */
export const FILTER_NAME_MAX = 200;

/** The staff filter form as it is sent (a group or a value). */
export interface FilterFormFields {
  name?: string | undefined;
  name_en?: string | undefined;
}

/**
 * The staff filter form's rule, run by the page and the server: a Vietnamese and an English name,
 * each up to 200 characters (spec §3 Property: name, name_en).
 */
export function filterFieldErrors(fields: FilterFormFields): Partial<Record<keyof FilterFormFields, string>> {
  const errors: Partial<Record<keyof FilterFormFields, string>> = {};
  for (const key of ['name', 'name_en'] as const) {
    const value = fields[key]?.trim() ?? '';
    if (!value) errors[key] = 'field_required';
    else if (value.length > FILTER_NAME_MAX) errors[key] = 'field_too_long';
  }
  return errors;
}

/** A filter group (`groupId` null) or value as the merge rule sees it. */
export interface FilterNode {
  id: number;
  groupId: number | null;
}

/**
 * Why the value `sourceId` cannot be merged into `targetId`, or null when it can: two different
 * values of the same group (shoppers pick values; a group is never merged). Message keys:
 * `filter_not_found`, `filter_merge_same`, `filter_merge_group` (a group, or values of two groups).
 */
export function filterMergeProblem(nodes: readonly FilterNode[], sourceId: number, targetId: number): string | null {
  const source = nodes.find((node) => node.id === sourceId);
  const target = nodes.find((node) => node.id === targetId);
  if (!source || !target) return 'filter_not_found';
  if (sourceId === targetId) return 'filter_merge_same';
  if (source.groupId === null || source.groupId !== target.groupId) return 'filter_merge_group';
  return null;
}

/** Two names that mean the same filter (a group's values, or the groups): case, spacing and accents-as-typed ignored. */
export const sameFilterName = sameCategoryName;
