import type { PcbConfig, PropertyDisable, Specification, SpecificationProperty } from './config-types.ts';

/**
 * Choosing specification properties (spec §4 "PCB specifications"): every specification with
 * properties is a single-choice group, so choosing a property replaces the group's previous one;
 * a property disabled by a current choice is not selectable; picking one removes the selected
 * properties it disables and substitutes another available one from the same group.
 *
 * Interpretations where the spec leaves a choice:
 * - A disable is one-way: `{property_id: A, disable_id: B}` means "A rules out B". With B
 *   selected, A stays selectable, and picking A removes B (that is the spec's "removes selected
 *   properties it disables").
 * - The substitute is the group's default property if it is available, otherwise the group's
 *   first available property in configuration order. "Available" means not ruled out by the
 *   selection and not ruling out anything selected, so a substitution never cascades. With no
 *   available property the group is left empty.
 * - A selection is an id list in the order the form shows the groups; clicking a selected
 *   property keeps it (single-choice groups are never emptied by a click).
 */

/** What a form chooses from: its specifications, their properties and the disables. */
export interface PropertyCatalog {
  specifications: readonly Specification[];
  properties: readonly SpecificationProperty[];
  disables: readonly PropertyDisable[];
}

/** Which form a specification belongs to: `input_type` means different controls (spec §3). */
export type QuoteForm = 'fabrication' | 'assembly' | 'stencil';

/** The control a specification shows as. */
export type SpecificationControl = 'buttons' | 'dropdown' | 'number';

/**
 * The control for a specification (spec §3: input_type 1 buttons, 2 dropdown, other numeric;
 * for assembly 3 is buttons).
 */
export function specificationControl(spec: Pick<Specification, 'input_type'>, form: QuoteForm): SpecificationControl {
  if (spec.input_type === 2) return 'dropdown';
  const buttons = form === 'assembly' ? 3 : 1;
  return spec.input_type === buttons ? 'buttons' : 'number';
}

/** The fabrication catalogue of one PCB type: specifications for every type plus its own. */
export function fabricationCatalog(config: PcbConfig, pcbTypeId: number): PropertyCatalog {
  const specifications = config.specifications.filter(
    (spec) => spec.pcb_type_id === null || spec.pcb_type_id === pcbTypeId,
  );
  const specIds = new Set(specifications.map((spec) => spec.id));
  return {
    specifications,
    properties: config.specification_properties.filter((property) => specIds.has(property.pcb_specification_id)),
    disables: config.property_disables,
  };
}

/** The assembly form's catalogue. */
export function assemblyCatalog(config: PcbConfig): PropertyCatalog {
  return { ...config.assembly, disables: config.property_disables };
}

/** The stencil form's catalogue. */
export function stencilCatalog(config: PcbConfig): PropertyCatalog {
  return { ...config.stencil, disables: config.property_disables };
}

/** The properties of one specification, in configuration order. */
export function propertiesOf(catalog: PropertyCatalog, specificationId: number): SpecificationProperty[] {
  return catalog.properties.filter((property) => property.pcb_specification_id === specificationId);
}

/** The ids ruled out by the selected ones (spec §4 "a property disabled by a current choice"). */
export function disabledBy(disables: readonly PropertyDisable[], selectedIds: readonly number[]): Set<number> {
  const selected = new Set(selectedIds);
  return new Set(disables.filter((rule) => selected.has(rule.property_id)).map((rule) => rule.disable_id));
}

/** Ids a property rules out. */
function rulesOut(disables: readonly PropertyDisable[], propertyId: number): Set<number> {
  return new Set(disables.filter((rule) => rule.property_id === propertyId).map((rule) => rule.disable_id));
}

function propertyById(catalog: PropertyCatalog, id: number): SpecificationProperty | undefined {
  return catalog.properties.find((property) => property.id === id);
}

/** Whether `candidate` can join `selected` without any disable between them. */
export function fitsWith(catalog: PropertyCatalog, selected: readonly number[], candidate: number): boolean {
  if (disabledBy(catalog.disables, selected).has(candidate)) return false;
  const ruledOut = rulesOut(catalog.disables, candidate);
  return !selected.some((id) => ruledOut.has(id));
}

/**
 * Whether a property can be chosen now: it is not ruled out by a selected property of another
 * group (the group's own choice is being replaced, so it does not count).
 */
export function isSelectable(catalog: PropertyCatalog, selectedIds: readonly number[], propertyId: number): boolean {
  const property = propertyById(catalog, propertyId);
  if (!property) return false;
  const others = selectedIds.filter((id) => propertyById(catalog, id)?.pcb_specification_id !== property.pcb_specification_id);
  return !disabledBy(catalog.disables, others).has(propertyId);
}

/** The group's substitute: default first, then configuration order, skipping `except`. */
function substituteFor(
  catalog: PropertyCatalog,
  selected: readonly number[],
  specificationId: number,
  except: ReadonlySet<number>,
): number | undefined {
  const candidates = propertiesOf(catalog, specificationId).filter((property) => !except.has(property.id));
  const ordered = [...candidates.filter((p) => p.property_default), ...candidates.filter((p) => !p.property_default)];
  return ordered.find((property) => fitsWith(catalog, selected, property.id))?.id;
}

/**
 * The selection a form opens with: each group's default property, in specification order,
 * skipping (and substituting) a default ruled out by an earlier choice. Groups without a default
 * start empty (assembly's required questions, spec §5 please_select_require).
 */
export function defaultSelection(catalog: PropertyCatalog): number[] {
  const selected: number[] = [];
  for (const spec of catalog.specifications) {
    const properties = propertiesOf(catalog, spec.id);
    if (!properties.some((property) => property.property_default)) continue;
    const id = substituteFor(catalog, selected, spec.id, new Set());
    if (id !== undefined) selected.push(id);
  }
  return selected;
}

/** The result of choosing a property: the new selection and what changed besides the choice. */
export interface SelectionChange {
  selected: number[];
  /** Properties removed because the chosen one rules them out. */
  removed: number[];
  /** Properties that took the removed ones' places. */
  substituted: number[];
}

/**
 * Chooses a property (spec §4). An unknown or unselectable property leaves the selection as it
 * is. Otherwise the group's previous choice is replaced, the selected properties the new one
 * rules out are removed, and each removed one's group gets a substitute when one is available.
 */
export function selectProperty(catalog: PropertyCatalog, selectedIds: readonly number[], propertyId: number): SelectionChange {
  const property = propertyById(catalog, propertyId);
  if (!property || !isSelectable(catalog, selectedIds, propertyId)) {
    return { selected: [...selectedIds], removed: [], substituted: [] };
  }
  const groupOf = (id: number) => propertyById(catalog, id)?.pcb_specification_id;
  const ruledOut = rulesOut(catalog.disables, propertyId);
  const removed = selectedIds.filter((id) => ruledOut.has(id));
  let selected = selectedIds.filter((id) => groupOf(id) !== property.pcb_specification_id && !ruledOut.has(id));
  selected.push(propertyId);
  const substituted: number[] = [];
  for (const gone of removed) {
    const group = groupOf(gone);
    if (group === undefined || selected.some((id) => groupOf(id) === group)) continue;
    const substitute = substituteFor(catalog, selected, group, new Set([gone]));
    if (substitute !== undefined) {
      selected = [...selected, substitute];
      substituted.push(substitute);
    }
  }
  return { selected: inSpecificationOrder(catalog, selected), removed, substituted };
}

/** Sorts ids by their group's place on the form, so equal selections have equal lists. */
export function inSpecificationOrder(catalog: PropertyCatalog, ids: readonly number[]): number[] {
  const place = new Map(catalog.specifications.map((spec, index) => [spec.id, index]));
  const rank = (id: number) => place.get(propertyById(catalog, id)?.pcb_specification_id ?? -1) ?? Number.MAX_SAFE_INTEGER;
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

/** What is wrong with a submitted selection (the server checks `property_selected` with it). */
export type SelectionProblem =
  | { kind: 'unknown_property'; property_id: number }
  | { kind: 'two_in_one_group'; specification_id: number }
  | { kind: 'disabled_property'; property_id: number; disabled_by: number };

/**
 * Problems of a selection sent by a client: ids outside the catalogue, two properties of one
 * group, or a property ruled out by another selected one. Empty when the selection is valid.
 */
export function selectionProblems(catalog: PropertyCatalog, selectedIds: readonly number[]): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  const seenGroups = new Set<number>();
  for (const id of selectedIds) {
    const property = propertyById(catalog, id);
    if (!property) {
      problems.push({ kind: 'unknown_property', property_id: id });
      continue;
    }
    if (seenGroups.has(property.pcb_specification_id)) {
      problems.push({ kind: 'two_in_one_group', specification_id: property.pcb_specification_id });
    }
    seenGroups.add(property.pcb_specification_id);
  }
  for (const rule of catalog.disables) {
    if (selectedIds.includes(rule.property_id) && selectedIds.includes(rule.disable_id)) {
      problems.push({ kind: 'disabled_property', property_id: rule.disable_id, disabled_by: rule.property_id });
    }
  }
  return problems;
}

/** The selected properties' records, skipping unknown ids. */
export function selectedProperties(catalog: PropertyCatalog, selectedIds: readonly number[]): SpecificationProperty[] {
  return selectedIds.flatMap((id) => propertyById(catalog, id) ?? []);
}
