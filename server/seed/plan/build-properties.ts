import type { PlanProperty, RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { vietnameseAttributeName } from './attribute-names.ts';
import { packageFilterId } from './package-filter-id.ts';
import { RESISTANCE_ATTRIBUTE, TOLERANCE_ATTRIBUTE } from '#shared/catalog-plan/part-parameters.ts';
import type { PartParameters } from '#shared/catalog-plan/part-parameters.ts';
import type { ParametricMatch } from '#shared/catalog-plan/parametric-values.ts';
import {
  ATTRIBUTE_GROUP_PREFIX,
  CAPACITANCE_GROUP,
  FIXED_PROPERTY_GROUPS,
  INDUCTANCE_GROUP,
  LIBRARY_TYPE_GROUP,
  PACKAGE_GROUP,
  RESISTANCE_GROUP,
  TOLERANCE_GROUP,
  VOLTAGE_GROUP,
} from './property-groups.ts';
import type { PropertyGroupDefinition } from './property-groups.ts';
import { slugify } from './slugify.ts';
import { compareCodeUnits, compareNatural, mostFrequent } from './text-order.ts';

/** Filter groups and values, and the value keys of every part. */
export interface PropertyIndex {
  /** Each group followed by its values; groups and values in display order. */
  properties: PlanProperty[];
  propertyKeysBySku: Map<string, string[]>;
}

/** One value a part offers to a filter group, before spellings are merged. */
interface ValueCandidate {
  group: PropertyGroupDefinition;
  valueId: string;
  name: string;
  nameEn: string;
  /** Numeric order for parsed quantities; `null` orders by name. */
  sortKey: number | null;
}

interface ValueEntry {
  key: string;
  groupKey: string;
  names: string[];
  namesEn: string[];
  sortKey: number | null;
}

// Supplier placeholders for "no value", never worth a filter entry.
const EMPTY_ATTRIBUTE_VALUES = new Set(['', '-', '--', 'null', 'n/a', 'none']);
const MAPPED_ATTRIBUTES = new Set([RESISTANCE_ATTRIBUTE, TOLERANCE_ATTRIBUTE]);

/**
 * Builds the filter groups (package, library type, tolerance, resistance, capacitance,
 * inductance, voltage, then supplier attributes by name) with only the values some
 * part has. Spellings of one value share one key; each shows its most common spelling.
 */
export function buildProperties(
  parts: readonly RawPart[],
  parametersBySku: ReadonlyMap<string, PartParameters>,
): PropertyIndex {
  const groups = new Map<string, PropertyGroupDefinition>();
  const values = new Map<string, ValueEntry>();
  const valueKeysBySku = new Map<string, Set<string>>();
  for (const part of parts) {
    const keys = new Set<string>();
    for (const candidate of valueCandidates(part, parametersBySku.get(part.lcsc))) {
      const known = groups.get(candidate.group.key);
      // Spellings of one attribute name share a key; the first in code-unit order names it, whatever the input order.
      if (known === undefined || compareCodeUnits(candidate.group.nameEn, known.nameEn) < 0) {
        groups.set(candidate.group.key, candidate.group);
      }
      const key = `${candidate.group.key}:${candidate.valueId}`;
      const entry = values.get(key) ?? {
        key,
        groupKey: candidate.group.key,
        names: [],
        namesEn: [],
        sortKey: candidate.sortKey,
      };
      entry.names.push(candidate.name);
      entry.namesEn.push(candidate.nameEn);
      values.set(key, entry);
      keys.add(key);
    }
    valueKeysBySku.set(part.lcsc, keys);
  }
  const properties = orderedProperties(groups, values);
  const rank = new Map(properties.map((property, index) => [property.key, index]));
  const propertyKeysBySku = new Map<string, string[]>();
  for (const [sku, keys] of valueKeysBySku) {
    propertyKeysBySku.set(
      sku,
      [...keys].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)),
    );
  }
  return { properties, propertyKeysBySku };
}

function valueCandidates(part: RawPart, parameters: PartParameters | undefined): ValueCandidate[] {
  const candidates: ValueCandidate[] = [];
  const packageId = packageFilterId(part.package);
  if (packageId !== null) {
    const name = part.package.trim();
    candidates.push({ group: PACKAGE_GROUP, valueId: packageId, name, nameEn: name, sortKey: null });
  }
  candidates.push(libraryTypeCandidate(part));
  if (parameters !== undefined) {
    const parsed: Array<[PropertyGroupDefinition, ParametricMatch | null]> = [
      [TOLERANCE_GROUP, parameters.tolerance],
      [RESISTANCE_GROUP, parameters.resistance],
      [CAPACITANCE_GROUP, parameters.capacitance],
      [INDUCTANCE_GROUP, parameters.inductance],
      [VOLTAGE_GROUP, parameters.voltage],
    ];
    for (const [group, match] of parsed) {
      if (match === null) continue;
      const { display, sortKey } = match.value;
      candidates.push({ group, valueId: slugify(display), name: display, nameEn: display, sortKey });
    }
  }
  candidates.push(...attributeCandidates(part));
  return candidates;
}

function libraryTypeCandidate(part: RawPart): ValueCandidate {
  return part.library === 'base'
    ? { group: LIBRARY_TYPE_GROUP, valueId: 'basic', name: 'Cơ bản', nameEn: 'Basic', sortKey: 0 }
    : { group: LIBRARY_TYPE_GROUP, valueId: 'extended', name: 'Mở rộng', nameEn: 'Extended', sortKey: 1 };
}

function attributeCandidates(part: RawPart): ValueCandidate[] {
  const candidates: ValueCandidate[] = [];
  for (const attribute of part.attributes) {
    const nameEn = attribute.name.trim();
    const value = attribute.value.trim();
    if (MAPPED_ATTRIBUTES.has(nameEn) || EMPTY_ATTRIBUTE_VALUES.has(value.toLowerCase())) continue;
    const groupId = slugify(nameEn);
    const valueId = slugify(value);
    if (groupId === '' || valueId === '') continue;
    const group = { key: `${ATTRIBUTE_GROUP_PREFIX}${groupId}`, name: vietnameseAttributeName(nameEn), nameEn };
    candidates.push({ group, valueId, name: value, nameEn: value, sortKey: null });
  }
  return candidates;
}

function orderedProperties(
  groups: ReadonlyMap<string, PropertyGroupDefinition>,
  values: ReadonlyMap<string, ValueEntry>,
): PlanProperty[] {
  const fixed = FIXED_PROPERTY_GROUPS.filter((group) => groups.has(group.key));
  const fixedKeys = new Set(fixed.map((group) => group.key));
  const attributes = [...groups.values()]
    .filter((group) => !fixedKeys.has(group.key))
    .sort((a, b) => compareNatural(a.nameEn, b.nameEn));
  const valuesByGroup = new Map<string, ValueEntry[]>();
  for (const entry of values.values()) {
    const list = valuesByGroup.get(entry.groupKey) ?? [];
    list.push(entry);
    valuesByGroup.set(entry.groupKey, list);
  }
  return [...fixed, ...attributes].flatMap((group, groupPosition) => [
    { key: group.key, parentKey: null, name: group.name, nameEn: group.nameEn, position: groupPosition },
    ...orderedValues(valuesByGroup.get(group.key) ?? []).map(
      (entry, position): PlanProperty => ({
        key: entry.key,
        parentKey: group.key,
        name: mostFrequent(entry.names) ?? entry.key,
        nameEn: mostFrequent(entry.namesEn) ?? entry.key,
        position,
      }),
    ),
  ]);
}

function orderedValues(entries: readonly ValueEntry[]): ValueEntry[] {
  const label = (entry: ValueEntry): string => mostFrequent(entry.namesEn) ?? entry.key;
  return [...entries].sort((a, b) => {
    if (a.sortKey !== null && b.sortKey !== null && a.sortKey !== b.sortKey) return a.sortKey - b.sortKey;
    return compareNatural(label(a), label(b)) || compareCodeUnits(a.key, b.key);
  });
}
