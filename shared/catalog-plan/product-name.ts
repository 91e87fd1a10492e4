import type { RawPart } from './catalog-plan-types.ts';
import type { PartParameters } from './part-parameters.ts';
import type { ParametricMatch } from './parametric-values.ts';
import { productTypeLabel } from './product-type-labels.ts';

/** Longest product name; longer ones lose their least important words. */
export const MAX_PRODUCT_NAME_LENGTH = 120;

const NO_PACKAGE = new Set(['', '-']);
// An impedance at a frequency (`600Ω@100MHz`) is what a ferrite bead is chosen by.
const IMPEDANCE_TOKEN = /^\d+(?:\.\d+)?[mkKM]?Ω@\d+(?:\.\d+)?[kMG]?Hz$/u;
// Temperature ranges and coefficients (`-40℃~+85℃`, `±100ppm/℃`) and the supplier's
// "Independent Type" (= single element) only lengthen a name.
const NOISE_TOKEN = /℃/u;
const NOISE_PHRASE = /\bIndependent Type\b/gu;

/**
 * A short technical product name: MPN, type, the defining values (normalised:
 * impedance, resistance / capacitance / inductance, voltage, tolerance), the other
 * description words, then the package. Never ends in "ROHS"; at most
 * MAX_PRODUCT_NAME_LENGTH characters, dropping trailing description words first.
 *
 * @example 'GZ1608D601TF Ferrite Bead 600Ω@100MHz ±25% 450mΩ 0603'
 */
export function productName(part: RawPart, parameters: PartParameters): string {
  const label = productTypeLabel(part.category);
  const tokens = withoutNoise(parameters.tokens);
  const impedances = tokens.filter((token) => IMPEDANCE_TOKEN.test(token));
  const matches = [
    parameters.resistance,
    parameters.capacitance,
    parameters.inductance,
    parameters.voltage,
    parameters.tolerance,
  ].filter((match): match is ParametricMatch => match !== null);
  const used = new Set([...impedances, ...matches.flatMap((match) => match.tokens)]);
  // "Thick Film Resistors" after "Chip Resistor" says "resistor" twice.
  const labelNoun = singularLower(label?.split(' ').at(-1) ?? '');
  const rest = tokens.filter((token) => !used.has(token) && singularLower(token) !== labelNoun);
  const head = [part.mpn.trim(), label, ...impedances, ...matches.map((match) => match.value.display)];
  const tail = NO_PACKAGE.has(part.package.trim()) ? [] : [part.package.trim()];
  return fitted(head, rest, tail);
}

function withoutNoise(tokens: readonly string[]): string[] {
  return tokens
    .join(' ')
    .replace(NOISE_PHRASE, ' ')
    .split(/\s+/u)
    .filter((token) => token !== '' && !NOISE_TOKEN.test(token));
}

function fitted(head: Array<string | null>, rest: string[], tail: string[]): string {
  const words = (middle: readonly string[]): string =>
    [...head, ...middle, ...tail].filter((word): word is string => word !== null && word !== '').join(' ');
  const middle = [...rest];
  let name = words(middle);
  while (name.length > MAX_PRODUCT_NAME_LENGTH && middle.length > 0) {
    middle.pop();
    name = words(middle);
  }
  return name.length > MAX_PRODUCT_NAME_LENGTH ? name.slice(0, MAX_PRODUCT_NAME_LENGTH).trimEnd() : name;
}

function singularLower(word: string): string {
  const lower = word.toLowerCase();
  return lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
}
