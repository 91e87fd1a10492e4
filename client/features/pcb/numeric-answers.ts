import type { Specification } from '#shared/pcb/config-types.ts';
import { atLeast, NUMERIC_INPUT_MIN } from '#shared/pcb/panel.ts';
import { propertiesOf, type PropertyCatalog } from '#shared/pcb/property-selection.ts';

/**
 * Numeric specification answers (spec §5: numeric inputs floor at 1, edge rail at 4, panel rows
 * and columns at 1; the specification's `min_value` says which).
 *
 * Interpretation: a numeric specification with a `parent_id` is a follow-up question: it is
 * asked only while its parent's selected property is not the parent's default (edge rail width
 * once "edge rails: yes" is chosen, rows and columns once "panelize" is chosen).
 */

/** Whether a specification is asked with the current selection. */
export function isAsked(catalog: PropertyCatalog, selectedIds: readonly number[], spec: Specification): boolean {
  if (spec.parent_id === null) return true;
  const chosen = propertiesOf(catalog, spec.parent_id).find((property) => selectedIds.includes(property.id));
  return chosen !== undefined && !chosen.property_default;
}

/** The smallest answer a numeric specification takes. */
export function minimumOf(spec: Specification): number {
  return spec.min_value ?? NUMERIC_INPUT_MIN;
}

/** A typed answer after the floor; an empty box is the minimum. */
export function numericValue(spec: Specification, typed: string | undefined): number {
  const value = Number((typed ?? '').trim().replace(',', '.'));
  return atLeast(typed === undefined || typed.trim() === '' ? minimumOf(spec) : value, minimumOf(spec));
}

/** The asked numeric answers by specification id, floored (the `numeric_values` field). */
export function numericAnswers(
  catalog: PropertyCatalog,
  selectedIds: readonly number[],
  typed: Readonly<Record<string, string>>,
  isNumeric: (spec: Specification) => boolean,
): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const spec of catalog.specifications) {
    if (isNumeric(spec) && isAsked(catalog, selectedIds, spec)) answers[String(spec.id)] = numericValue(spec, typed[String(spec.id)]);
  }
  return answers;
}

/** The answer of the asked numeric specification with this short name, or null. */
export function answerByShortName(catalog: PropertyCatalog, answers: Readonly<Record<string, number>>, shortName: string): number | null {
  const spec = catalog.specifications.find((s) => s.short_name === shortName);
  const value = spec ? answers[String(spec.id)] : undefined;
  return value ?? null;
}
