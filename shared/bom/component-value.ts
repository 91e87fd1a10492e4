import type { ComponentKind } from './component-kind.ts';

/**
 * The value normaliser of the BOM tool and the catalogue search: a passive's value with its unit,
 * whichever way a schematic writes it (`100n` = `100nF` = `0.1uF` = `0.1µF` = `104`; `4k7` =
 * `4.7kΩ`; `1R0`; `0R`; `22` on a resistor = 22 Ω). Ambiguous text gives null rather than a guess:
 * a wrong value auto-selected is worse than a gap.
 */

export type Dimension = 'ohm' | 'farad' | 'henry';

export interface ComponentValue {
  dimension: Dimension;
  /** The value in base units (Ω, F, H). */
  si: number;
}

const PREFIX: Readonly<Record<string, number>> = { p: 1e-12, n: 1e-9, u: 1e-6, m: 1e-3, '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9 };

const DIMENSION_OF_KIND: Partial<Record<ComponentKind, Dimension>> = {
  resistor: 'ohm',
  ferrite: 'ohm',
  capacitor: 'farad',
  inductor: 'henry',
};

/** The dimension a kind's value is in; null for kinds without one. */
export function dimensionOfKind(kind: ComponentKind | null): Dimension | null {
  return kind === null ? null : (DIMENSION_OF_KIND[kind] ?? null);
}

/** Folds the ways of writing micro and ohm into one spelling, and the decimal comma into a point. */
function fold(text: string): string {
  return text
    .replace(/[µμ]/g, 'u')
    .replace(/Ω|ohms?\b/gi, 'Ω')
    .replace(/(\d),(\d)/g, '$1.$2')
    .trim();
}

function unitDimension(unit: string): Dimension | null {
  if (unit === 'Ω' || unit === 'R' || unit === 'r') return 'ohm';
  if (unit === 'F' || unit === 'f') return 'farad';
  if (unit === 'H' || unit === 'h') return 'henry';
  return null;
}

/** A value from one token, for lines of `expected` dimension (null: not known). */
function parseToken(token: string, expected: Dimension | null): ComponentValue | null {
  // RKM notation: the letter is the decimal point (4k7, 4R7, 1R0, 0R, 2u2, 4n7, 1M5).
  let m = /^(\d+)([RrKkMunp])(\d*)([ΩFfHh])?$/.exec(token);
  if (m && (m[3] !== '' || m[2] === 'R' || m[2] === 'r')) {
    const [, whole, letter, fraction, unit] = m as unknown as [string, string, string, string, string | undefined];
    const isOhmLetter = letter === 'R' || letter === 'r';
    const prefix = isOhmLetter ? '' : letter === 'k' ? 'k' : letter;
    const fromUnit = unit ? unitDimension(unit) : null;
    const fromLetter: Dimension | null = isOhmLetter || letter === 'K' || letter === 'k' || letter === 'M' ? 'ohm' : null;
    // `2u2` alone is a capacitance or an inductance: the line's kind says which.
    const dimension = fromUnit ?? fromLetter ?? expected;
    if (dimension === null || (expected !== null && dimension !== expected)) return null;
    if (dimension !== 'ohm' && (letter === 'K' || letter === 'k' || letter === 'M')) return null;
    if (dimension === 'ohm' && !isOhmLetter && letter !== 'k' && letter !== 'K' && letter !== 'M') return null;
    const mantissa = Number(`${whole}.${fraction || '0'}`);
    return { dimension, si: mantissa * PREFIX[prefix]! };
  }
  // A number, an optional prefix and an optional unit: 100nF, 0.1uF, 4.7kΩ, 10K, 1MEG, 22, 10mH.
  m = /^(\d+(?:\.\d+)?|\.\d+)(meg|MEG|[pnumkKMG])?([ΩFfHhRr])?$/.exec(token);
  if (m) {
    const [, number, rawPrefix = '', unit] = m as unknown as [string, string, string | undefined, string | undefined];
    const prefix = rawPrefix.toLowerCase() === 'meg' ? 'M' : rawPrefix;
    const mantissa = Number(number);
    const fromUnit = unit ? unitDimension(unit) : null;
    if (fromUnit !== null) {
      if (expected !== null && fromUnit !== expected) return null;
      // "1mΩ" is a milliohm; "1MΩ" a megohm; "1MF" is nobody's capacitor.
      if (fromUnit !== 'ohm' && (prefix === 'M' || prefix === 'K' || prefix === 'G')) return null;
      if (fromUnit === 'ohm' && (prefix === 'u' || prefix === 'n' || prefix === 'p')) return null;
      return { dimension: fromUnit, si: mantissa * PREFIX[prefix]! };
    }
    if (prefix === '') {
      // A bare number: ohms on a resistor (`22` on R = 22 Ω); on a capacitor a three-digit EIA
      // code whose multiplier digit is 1-6 (`104` = 100 nF); anything else is ambiguous.
      if (expected === 'ohm') return /^\d+(\.\d+)?$/.test(number) ? { dimension: 'ohm', si: mantissa } : null;
      if (expected === 'farad' && /^[1-9]\d[1-6]$/.test(number)) {
        const significant = Number(number.slice(0, 2));
        return { dimension: 'farad', si: significant * 10 ** Number(number[2]) * 1e-12 };
      }
      return null;
    }
    // A prefix without a unit: k/K/M are ohms; p/n/u are farads (or henries on an inductor).
    if (prefix === 'k' || prefix === 'K' || prefix === 'M' || prefix === 'G') {
      if (expected !== null && expected !== 'ohm') return null;
      return { dimension: 'ohm', si: mantissa * PREFIX[prefix]! };
    }
    if (prefix === 'm') {
      // `10m` alone: 10 mH on an inductor, otherwise unclear (milliohm? millifarad?).
      return expected === 'henry' ? { dimension: 'henry', si: mantissa * 1e-3 } : null;
    }
    // p/n/u alone: a capacitance or an inductance, only on a line whose kind says which.
    const dimension = expected;
    if (dimension === null || dimension === 'ohm') return null;
    return { dimension, si: mantissa * PREFIX[prefix]! };
  }
  // EIA resistor code with R as the point is handled above; "4R7" done. Nothing else.
  return null;
}

/**
 * The value in a cell, for a line of kind `kind` (null: unknown kind, only explicit units count,
 * plus k/M for ohms and p/n/u for farads). The first token that reads as a value wins, so
 * `100nF 50V X7R`, `10k 1%` and `47uF/16V` give their value.
 *
 * @example parseComponentValue('0.1uF', 'capacitor') → { dimension: 'farad', si: 1e-7 }
 * @example parseComponentValue('4k7', 'resistor') → { dimension: 'ohm', si: 4700 }
 * @example parseComponentValue('22', 'capacitor') === null // 22 pF? 22 µF? not guessed
 */
export function parseComponentValue(text: string | undefined, kind: ComponentKind | null): ComponentValue | null {
  if (text === undefined) return null;
  const expected = dimensionOfKind(kind);
  if (kind !== null && expected === null) return null;
  // A ferrite bead's value is its impedance at a frequency ("450mΩ ±25% 600Ω@100MHz"): the part before the @.
  const atFrequency = kind === 'ferrite' ? /((?:\d+(?:\.\d+)?\s+)?\S+?)\s*@/.exec(fold(text)) : null;
  if (atFrequency) return parseComponentValue(atFrequency[1], 'resistor');
  const tokens = fold(text)
    // "600R@100MHz": the impedance is before the @.
    .replace(/@\S*/g, ' ')
    .split(/[\s/,;_()]+/)
    .map((token) => token.replace(/^[±+]+/, ''))
    .filter((token) => token !== '');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    // "4.7 kΩ", "100 nF": a number with its unit as the next token reads as one.
    if (next !== undefined && /^\d+(\.\d+)?$/.test(token) && /^(meg|MEG|[pnumkKMG])?[ΩFfHh]$/.test(next)) {
      const joined = parseToken(`${token}${next}`, expected);
      if (joined !== null) return joined;
    }
    const value = parseToken(token, expected);
    if (value !== null && Number.isFinite(value.si)) return value;
  }
  return null;
}

/**
 * A key equal for equal values: the dimension and the value to six significant digits (so binary
 * noise such as 0.1 × 1e-6 ≠ 1e-7 never splits one value in two).
 *
 * @example valueKey({ dimension: 'farad', si: 0.1e-6 }) === valueKey({ dimension: 'farad', si: 100e-9 })
 */
export function valueKey(value: ComponentValue): string {
  return `${value.dimension}:${Number(value.si.toPrecision(6)).toExponential()}`;
}

const DISPLAY_PREFIXES: readonly [number, string][] = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
];
const UNIT: Record<Dimension, string> = { ohm: 'Ω', farad: 'F', henry: 'H' };

/**
 * The value as people read it ("100 nF", "4.7 kΩ", "0 Ω"); capacitances stop at pF.
 *
 * @example formatComponentValue({ dimension: 'farad', si: 1e-7 }) === '100 nF'
 */
export function formatComponentValue(value: ComponentValue): string {
  if (value.si === 0) return `0 ${UNIT[value.dimension]}`;
  const allowed = DISPLAY_PREFIXES.filter(([scale]) => (value.dimension === 'ohm' ? scale >= 1e-3 : scale <= 1));
  const [scale, prefix] = allowed.find(([s]) => value.si >= s * 0.9999999) ?? allowed[allowed.length - 1]!;
  return `${Number((value.si / scale).toPrecision(6))} ${prefix}${UNIT[value.dimension]}`;
}

/** Ratings a line may ask for: a voltage and a tolerance ("100nF 50V ±10%"). */
export interface ComponentRatings {
  /** Volts; null when not given. */
  voltage: number | null;
  /** Percent, e.g. 1 for ±1 %; null when not given. */
  tolerance: number | null;
}

/**
 * The voltage and tolerance a text names ("50V", "6.3V", "1kV", "±1%", "5%").
 *
 * @example parseRatings('100nF 50V X7R ±10%') → { voltage: 50, tolerance: 10 }
 */
export function parseRatings(text: string | undefined): ComponentRatings {
  const folded = fold(text ?? '');
  const volt = /(?:^|[\s/,;_(])(\d+(?:\.\d+)?)\s*(k?)V(?:DC)?\b/.exec(folded);
  const voltage = volt ? Number(volt[1]) * (volt[2] === 'k' ? 1000 : 1) : null;
  const tol = /±?\s*(\d+(?:\.\d+)?)\s*%/.exec(folded);
  const tolerance = tol ? Number(tol[1]) : null;
  return { voltage, tolerance };
}
