/**
 * Which cart lines the order takes (spec §4 "Item selection: checkbox per line, select-all, count
 * of selected"; "In-shop mode ... all items are always selected (no checkboxes)"). A selection is
 * a list of line ids; the functions return new lists and never keep ids that left the cart.
 */

/** The selection after clicking a line's checkbox. */
export function toggleLine(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}

/** True when every line is selected (the select-all checkbox shows ticked); false for an empty cart. */
export function allSelected(lineIds: readonly number[], selected: readonly number[]): boolean {
  return lineIds.length > 0 && lineIds.every((id) => selected.includes(id));
}

/** The selection after clicking select-all: everything, or nothing when everything was selected. */
export function toggleAll(lineIds: readonly number[], selected: readonly number[]): number[] {
  return allSelected(lineIds, selected) ? [] : [...lineIds];
}

/**
 * The ids the order really takes, in cart order: every line when `selectsAll` (in-shop mode),
 * otherwise the selected ids still in the cart.
 */
export function effectiveSelection(lineIds: readonly number[], selected: readonly number[], selectsAll: boolean): number[] {
  return selectsAll ? [...lineIds] : lineIds.filter((id) => selected.includes(id));
}
