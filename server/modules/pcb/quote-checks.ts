import type { Specification } from '#shared/pcb/config-types.ts';
import { atLeast, NUMERIC_INPUT_MIN } from '#shared/pcb/panel.ts';
import { priceMismatch, type PriceMismatch, type RecomputedPrices, type SentPrices } from '#shared/pcb/price-mismatch.ts';
import {
  selectedProperties,
  selectionProblems,
  specificationControl,
  type PropertyCatalog,
  type QuoteForm,
} from '#shared/pcb/property-selection.ts';
import { quantityOptionProblem, quantityRangeText } from '#shared/pcb/quantity-options.ts';
import type { PcbOrderProperty } from '#shared/pcb/schemas.ts';
import { chargesMismatch, type QuoteCharges, type SentCharges } from '#shared/pcb/quote-charges.ts';
import { missingRequiredSpecifications } from '#shared/pcb/submit-rules.ts';
import { AppError } from '../../errors.ts';

/**
 * The checks every quote form shares, each throwing the AppError the client shows: a spec §5
 * message key as `code` where the spec has one, the field it belongs to in `fields`.
 */

/** 422 with a spec message key on one field. */
export function rejected(code: string, message: string, field: string, fieldMessage: string = code): AppError {
  return new AppError(422, code, message, { [field]: fieldMessage });
}

/** The problem codes of `selectionProblems`, in the order the client should read them. */
const SELECTION_CODES = {
  unknown_property: 'unknown_property',
  two_in_one_group: 'two_properties_in_one_group',
  disabled_property: 'property_disabled',
} as const;

/** Refuses a selection with ids outside the form, two answers to one question or a disabled pair (spec §4). */
export function checkSelection(catalog: PropertyCatalog, ids: readonly number[]): void {
  const [problem] = selectionProblems(catalog, ids);
  if (!problem) return;
  const detail =
    problem.kind === 'unknown_property'
      ? `property ${problem.property_id} is not offered on this form`
      : problem.kind === 'two_in_one_group'
        ? `two properties of specification ${problem.specification_id} are selected`
        : `property ${problem.property_id} is ruled out by property ${problem.disabled_by}`;
  throw rejected(SELECTION_CODES[problem.kind], detail, 'property_selected');
}

/**
 * Refuses an answer meant for other quantities (the assembly "from 200 boards"
 * −30 % with 20 boards), with the rule the page follows (shared/pcb/quantity-options.ts).
 */
export function checkQuantityOptions(catalog: PropertyCatalog, ids: readonly number[], quantity: number): void {
  const problem = quantityOptionProblem(catalog, ids, quantity);
  if (!problem) return;
  const { property } = problem;
  throw rejected(
    'property_quantity_mismatch',
    `property ${property.id} (${property.name}) is for ${quantityRangeText(property)} pieces; the quantity is ${quantity}`,
    'property_selected',
  );
}

/**
 * The numeric answers (edge rail width, panel rows...) keyed by specification id, each floored
 * at the specification's minimum (spec §5: numeric inputs floor at 1, edge rail at 4). Keys that
 * are not numeric questions of this form are refused.
 */
export function numericAnswers(
  catalog: PropertyCatalog,
  form: QuoteForm,
  values: Readonly<Record<string, number>> | undefined,
): Record<number, number> {
  const answers: Record<number, number> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    const spec = catalog.specifications.find((s) => s.id === Number(key));
    if (!spec || specificationControl(spec, form) !== 'number') {
      throw rejected('unknown_specification', `specification ${key} is not a numeric question of this form`, 'numeric_values');
    }
    answers[spec.id] = atLeast(value, spec.min_value ?? NUMERIC_INPUT_MIN);
  }
  return answers;
}

/** Refuses a submit that leaves a required specification unanswered (spec §5 please_select_require). */
export function missingRequired(catalog: PropertyCatalog, ids: readonly number[], numeric: Record<number, number>): Specification[] {
  return missingRequiredSpecifications(catalog.specifications, selectedProperties(catalog, ids), numeric);
}

/** The chosen answers as the order keeps them (names as they read today, in Vietnamese and English). */
export function propertySnapshot(catalog: PropertyCatalog, ids: readonly number[]): PcbOrderProperty[] {
  return selectedProperties(catalog, ids).map((property) => {
    const spec = catalog.specifications.find((candidate) => candidate.id === property.pcb_specification_id);
    return {
      id: property.id,
      specification: spec?.name ?? '',
      name: property.name,
      specification_en: spec?.name_en ?? null,
      name_en: property.name_en ?? null,
    };
  });
}

/**
 * Refuses prices the browser computed differently (ARCHITECTURE "never trusts a price"): 409
 * `price_mismatch`, the message naming every sent and expected value, e.g.
 * "pcb_unit_price: sent 24000, expected 25000".
 */
export function checkPrices(sent: SentPrices, expected: RecomputedPrices): void {
  const mismatch = priceMismatch(sent, expected);
  if (mismatch) throw priceMismatchError(mismatch);
}

/** Refuses sent delivery and COD fees that are not the recomputed ones, the same way (409 price_mismatch). */
export function checkCharges(sent: SentCharges, expected: QuoteCharges): void {
  const mismatch = chargesMismatch(sent, expected);
  if (mismatch) throw priceMismatchError(mismatch);
}

function priceMismatchError(mismatch: PriceMismatch): AppError {
  const fields = Object.fromEntries(mismatch.fields.map((f) => [f.field, `sent ${f.sent === '' ? '(none)' : f.sent}, expected ${f.expected}`]));
  return new AppError(409, mismatch.code, mismatch.message, fields);
}

/** A file is needed for the priced forms (the shop makes the boards from it). */
export function requireDesignFile(present: boolean): void {
  if (!present) throw rejected('file_design_required', 'Attach the design file (.zip or .rar)', 'file_design');
}

/** The configuration row for an id, or a 422 naming the field. */
export function known<T extends { id: number }>(rows: readonly T[], id: number | undefined, field: string, code: string): T {
  const row = id === undefined ? undefined : rows.find((r) => r.id === id);
  if (!row) throw rejected(code, `${field} ${id ?? '(none)'} is not offered`, field);
  return row;
}
