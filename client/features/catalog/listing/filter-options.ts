import { isGroupHighlighted, isValueDisabled, type FilterSelection } from '#shared/catalog/filter-selection.ts';
import type { PropertyGroup, SupplierRow } from '#shared/catalog/schemas.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { localizedName } from '../../../i18n/localized-name.ts';

/** One value of a filter group as the panel shows it. */
export interface FilterOption {
  id: number;
  name: string;
  /** Matches for the pending selection; undefined while the counts are not known. */
  count: number | undefined;
  chosen: boolean;
  disabled: boolean;
}

export interface FilterGroupModel {
  /** `p{id}` for a property group, `brand` for the suppliers. */
  key: string;
  name: string;
  options: FilterOption[];
  /** Spec §4: highlighted when any value is chosen. */
  highlighted: boolean;
  chosenCount: number;
}

/** How many values a collapsed group shows before "xem thêm". */
export const COLLAPSED_VALUES = 6;

function option(id: number, name: string, counts: Readonly<Record<string, number>> | undefined, chosenIds: readonly number[]): FilterOption {
  const count = counts ? (counts[String(id)] ?? 0) : undefined;
  const chosen = chosenIds.includes(id);
  return { id, name, count, chosen, disabled: isValueDisabled(count, chosen) };
}

function group(key: string, name: string, options: FilterOption[], chosenIds: readonly number[]): FilterGroupModel {
  const ids = options.map((entry) => entry.id);
  return {
    key,
    name,
    options,
    highlighted: isGroupHighlighted(ids, chosenIds),
    chosenCount: options.filter((entry) => entry.chosen).length,
  };
}

/** The property groups (spec §3 Property) with counts from `filters` for the pending selection. */
export function propertyGroupModels(
  groups: readonly PropertyGroup[],
  counts: Readonly<Record<string, number>> | undefined,
  selection: FilterSelection,
  locale: Locale,
): FilterGroupModel[] {
  return groups
    .filter((entry) => entry.children.length > 0)
    .map((entry) =>
      group(
        `p${entry.id}`,
        localizedName(entry, locale),
        entry.children.map((value) => option(value.id, localizedName(value, locale), counts, selection.prid)),
        selection.prid,
      ),
    );
}

/**
 * The brand group: suppliers with names from /v1/suppliers/get-json (most products first), counted
 * by the filter response's `brands`. `listIsScope`: the list is already the scope's brands (a
 * category's); otherwise (a search, which lists every brand) only brands the counts name are
 * offered. A chosen brand is always offered so it can be un-chosen. Null when nothing to offer.
 */
export function brandGroupModel(
  suppliers: readonly SupplierRow[],
  counts: Readonly<Record<string, number>> | undefined,
  selection: FilterSelection,
  label: string,
  listIsScope: boolean,
): FilterGroupModel | null {
  const inScope =
    listIsScope || !counts
      ? suppliers.filter((row) => listIsScope || selection.brand.includes(row.id))
      : suppliers.filter((row) => String(row.id) in counts || selection.brand.includes(row.id));
  // Most products first: the scope's own counts for a category list; on a search the result's
  // counts (a brand's own group is left out of its count, so choosing brands does not reorder them).
  const weight = (row: SupplierRow) => (listIsScope || !counts ? row.pCount : (counts[String(row.id)] ?? 0));
  const ordered = [...inScope].sort((a, b) => weight(b) - weight(a) || a.name.localeCompare(b.name));
  if (ordered.length === 0) return null;
  return group('brand', label, ordered.map((row) => option(row.id, row.name, counts, selection.brand)), selection.brand);
}

/**
 * The values a group shows: all when expanded, else the first few plus any chosen value further
 * down (a chosen value never hides behind "xem thêm").
 */
export function visibleOptions(options: readonly FilterOption[], expanded: boolean, limit: number = COLLAPSED_VALUES): FilterOption[] {
  if (expanded || options.length <= limit) return [...options];
  return options.filter((entry, index) => index < limit || entry.chosen);
}

/** Case- and accent-insensitive text for the in-group value filter ("dien tro" finds "Điện trở"). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** A removable chip above the results for one applied value. */
export interface FilterChip {
  key: string;
  kind: 'property' | 'brand' | 'stock';
  id: number;
  /** "Group: value", or the brand name; null for the stock chip (the screen words it). */
  label: string | null;
}

/**
 * Chips for the applied selection (from the URL, not the pending one), in URL order; a value
 * whose name is not known yet is labelled by its id.
 */
export function appliedChips(
  applied: FilterSelection,
  groups: readonly PropertyGroup[],
  suppliers: readonly SupplierRow[],
  locale: Locale,
): FilterChip[] {
  const names = new Map<number, string>();
  for (const entry of groups) {
    for (const value of entry.children) names.set(value.id, `${localizedName(entry, locale)}: ${localizedName(value, locale)}`);
  }
  const brandNames = new Map(suppliers.map((row) => [row.id, row.name]));
  return [
    ...applied.prid.map((id): FilterChip => ({ key: `p${id}`, kind: 'property', id, label: names.get(id) ?? `#${id}` })),
    ...applied.brand.map((id): FilterChip => ({ key: `b${id}`, kind: 'brand', id, label: brandNames.get(id) ?? `#${id}` })),
    ...(applied.stock === 1 ? [{ key: 'stock', kind: 'stock', id: 1, label: null } satisfies FilterChip] : []),
  ];
}
