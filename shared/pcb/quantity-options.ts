import type { SpecificationProperty } from './config-types.ts';
import { fitsWith, inSpecificationOrder, propertiesOf, type PropertyCatalog } from './property-selection.ts';

/**
 * Answers that depend on the order quantity: a property with `min_quantity` /
 * `max_quantity` is for those quantities only, both ends included, like the demo's assembly
 * quantity question (1–9, 10–49, 50–199, from 200 boards, each with its discount). The page
 * disables the answers that do not fit and moves the choice with the quantity (`followQuantity`);
 * the server refuses a selection holding one that does not fit (`quantityOptionProblem`), so the
 * "from 200 boards" −30 % cannot be had with 20 boards.
 *
 * Interpretations:
 * - The limits are on the quantity the form prices: boards for fabrication and assembly,
 *   stencils for a stencil.
 * - A question whose every answer carries a limit is a quantity question: the quantity answers
 *   it, so its fitting answer is chosen even when none was (the demo's required "Số lượng bo" is
 *   then never left unanswered while a quantity is typed).
 * - When the chosen answer stops fitting, the question's fitting answer takes its place (its
 *   default first, then configuration order, one that no other choice rules out); with none,
 *   the question is left unanswered. No quantity yet (0, empty) changes nothing: the submit
 *   check asks for one first (please_select_area_and_quantity).
 */

type QuantityLimits = Pick<SpecificationProperty, 'min_quantity' | 'max_quantity'>;

/** Whether an answer has a quantity limit at all. */
export function hasQuantityLimit(property: QuantityLimits): boolean {
  return (property.min_quantity ?? null) !== null || (property.max_quantity ?? null) !== null;
}

/**
 * Whether an answer may go with `quantity` (an answer without limits always may).
 *
 * @example fitsQuantity({min_quantity: 200, max_quantity: null}, 20)  // false
 * @example fitsQuantity({min_quantity: 10, max_quantity: 49}, 49)     // true
 */
export function fitsQuantity(property: QuantityLimits, quantity: number): boolean {
  const min = property.min_quantity ?? null;
  const max = property.max_quantity ?? null;
  return (min === null || quantity >= min) && (max === null || quantity <= max);
}

/** A selected answer that does not fit the quantity: the server's refusal names it. */
export interface QuantityOptionProblem {
  property: SpecificationProperty;
  quantity: number;
}

/** The first selected answer that does not fit `quantity`, or null when every one fits. */
export function quantityOptionProblem(catalog: PropertyCatalog, selectedIds: readonly number[], quantity: number): QuantityOptionProblem | null {
  for (const id of selectedIds) {
    const property = catalog.properties.find((candidate) => candidate.id === id);
    if (property && !fitsQuantity(property, quantity)) return { property, quantity };
  }
  return null;
}

/** "from 200", "10–49", "up to 9": an answer's limits in numbers, for messages and logs. */
export function quantityRangeText(property: QuantityLimits): string {
  const min = property.min_quantity ?? null;
  const max = property.max_quantity ?? null;
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `from ${min}`;
  return max !== null ? `up to ${max}` : 'any';
}

/**
 * The selection after the quantity changed (see the module comment): answers that no longer fit
 * are replaced by the fitting one of their question, and quantity questions are answered. Answers
 * without limits are never touched. Equal in content to `selectedIds` when nothing had to move.
 */
export function followQuantity(catalog: PropertyCatalog, selectedIds: readonly number[], quantity: number): number[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return [...selectedIds];
  let selected = [...selectedIds];
  let changed = false;
  for (const spec of catalog.specifications) {
    const answers = propertiesOf(catalog, spec.id);
    if (!answers.some(hasQuantityLimit)) continue;
    const current = answers.find((answer) => selected.includes(answer.id));
    if (current ? fitsQuantity(current, quantity) : !answers.every(hasQuantityLimit)) continue;
    const others = selected.filter((id) => id !== current?.id);
    const fitting = answers.filter((answer) => fitsQuantity(answer, quantity) && fitsWith(catalog, others, answer.id));
    const next = fitting.find((answer) => answer.property_default) ?? fitting[0];
    if (!current && !next) continue;
    selected = next ? [...others, next.id] : others;
    changed = true;
  }
  return changed ? inSpecificationOrder(catalog, selected) : selected;
}
