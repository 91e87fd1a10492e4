import type { Specification } from './config-types.ts';
import { boardArea } from './price-rows.ts';

/**
 * The submit checks of the quote forms (spec §5), returning the spec's message keys. The client
 * shows them before sending; the server runs the same checks.
 *
 * Interpretation: a required specification is answered by a selected property of it, or for a
 * numeric one by a value that is not empty or 0 (spec: "not empty or 0").
 */

/** Fabrication (spec §5): a non-empty quantity and a nonzero area. */
export function fabricationSubmitProblem(input: { width: number; height: number; quantity: number }): 'please_select_area_and_quantity' | null {
  const quantityOk = Number.isFinite(input.quantity) && input.quantity > 0;
  const areaOk = Number.isFinite(input.width) && Number.isFinite(input.height) && boardArea(input.width, input.height) > 0;
  return quantityOk && areaOk ? null : 'please_select_area_and_quantity';
}

/** The required specifications left unanswered (spec §5 please_select_require). */
export function missingRequiredSpecifications(
  specifications: readonly Specification[],
  selectedProperties: readonly { pcb_specification_id: number }[],
  numericValues: Readonly<Record<number, number | null | undefined>>,
): Specification[] {
  const answered = new Set(selectedProperties.map((p) => p.pcb_specification_id));
  return specifications.filter((spec) => {
    if (!spec.is_require || answered.has(spec.id)) return false;
    const value = numericValues[spec.id];
    return value === null || value === undefined || value === 0 || !Number.isFinite(value);
  });
}

/** Assembly (spec §5): every required specification answered, then area and quantity. */
export function assemblySubmitProblem(input: {
  width: number;
  height: number;
  quantity: number;
  missingRequired: readonly Specification[];
}): 'please_select_require' | 'please_select_area_and_quantity' | null {
  if (input.missingRequired.length > 0) return 'please_select_require';
  return fabricationSubmitProblem(input);
}

/**
 * Stencil (spec §5 "Stencil submit needs a chosen size"). The spec names no key; this one
 * follows its please_select_* keys.
 */
export function stencilSubmitProblem(sizeId: number | null): 'please_select_size' | null {
  return sizeId === null ? 'please_select_size' : null;
}

/**
 * Whether a quote is sent from abroad (spec §5 "a non-Vietnamese country needs a delivery
 * company"; §6 iso_code 'vn' is Vietnam). `countryIso` is the profile's country, else the default
 * delivery address's (as the checkout reads it).
 *
 * Interpretation: unlike the checkout (where no country reads as abroad), a quote asks for a
 * carrier only when a country is known and is not Vietnam: the spec's PCB rule names a
 * non-Vietnamese country, and a new account without any country is the shop's home market.
 */
export function quotesFromAbroad(countryIso: string | null | undefined): boolean {
  return typeof countryIso === 'string' && countryIso !== '' && countryIso.toLowerCase() !== 'vn';
}

/**
 * The delivery company check of a quote (spec §5 please_select_delivery): from abroad one of the
 * offered companies must be chosen; a company sent from Vietnam must still be an offered one.
 */
export function deliveryCompanyProblem(input: {
  countryIso: string | null | undefined;
  transportId: number | null | undefined;
  companyIds: readonly number[];
}): 'please_select_delivery' | null {
  const chosen = input.transportId ?? null;
  if (chosen === null) return quotesFromAbroad(input.countryIso) ? 'please_select_delivery' : null;
  return input.companyIds.includes(chosen) ? null : 'please_select_delivery';
}
