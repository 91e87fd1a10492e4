import { applySiPrefix, formatScaled } from './si-value.ts';
import type { ScaledUnit } from './si-value.ts';

/** A normalised parametric value: one spelling per physical value, plus a numeric order. */
export interface ParametricValue {
  /** Canonical spelling, e.g. `10kΩ`, `100nF`, `4.7µF`, `6.3V`, `±1%`. */
  display: string;
  sortKey: number;
}

/** A value found in description tokens, with every token that spelled it. */
export interface ParametricMatch {
  value: ParametricValue;
  tokens: string[];
}

type TokenReader = (token: string) => ParametricValue | null;

const RESISTANCE_UNITS: readonly ScaledUnit[] = [
  { scale: 1e9, suffix: 'GΩ' },
  { scale: 1e6, suffix: 'MΩ' },
  { scale: 1e3, suffix: 'kΩ' },
  { scale: 1, suffix: 'Ω' },
  { scale: 1e-3, suffix: 'mΩ' },
];
// 100nF rather than 0.1µF, and 2200µF rather than 2.2mF: how parts are labelled and searched.
const CAPACITANCE_UNITS: readonly ScaledUnit[] = [
  { scale: 1, suffix: 'F' },
  { scale: 1e-6, suffix: 'µF' },
  { scale: 1e-9, suffix: 'nF' },
  { scale: 1e-12, suffix: 'pF' },
];
const INDUCTANCE_UNITS: readonly ScaledUnit[] = [
  { scale: 1, suffix: 'H' },
  { scale: 1e-3, suffix: 'mH' },
  { scale: 1e-6, suffix: 'µH' },
  { scale: 1e-9, suffix: 'nH' },
];
const VOLTAGE_UNITS: readonly ScaledUnit[] = [
  { scale: 1e3, suffix: 'kV' },
  { scale: 1, suffix: 'V' },
];

// Whole tokens only: `600Ω@100MHz`, `2V@250uA`, `3.1V~3.5V`, `±100ppm/℃` are conditions,
// ranges or coefficients, never the part's rated value.
const RESISTANCE_TOKEN = /^(\d+(?:\.\d+)?)([mkKMG]?)[Ω\u2126]$/u;
const CAPACITANCE_TOKEN = /^(\d+(?:\.\d+)?)([pnuµμm]?)F$/u;
const INDUCTANCE_TOKEN = /^(\d+(?:\.\d+)?)([pnuµμm]?)H$/u;
// No `m` prefix: in diode descriptions a standalone `950mV` is the forward voltage.
const VOLTAGE_TOKEN = /^(\d+(?:\.\d+)?)(k?)V$/u;
const PERCENT_TOLERANCE_TOKEN = /^±(\d+(?:\.\d+)?)%$/u;
const ABSOLUTE_TOLERANCE_TOKEN = /^±(\d+(?:\.\d+)?)pF$/u;
// Percent tolerances never exceed 100, so absolute (pF) tolerances sort after all of them.
const ABSOLUTE_TOLERANCE_ORDER_OFFSET = 1000;

/** Tolerance such as `±1%`, `±0.1%` or `±0.25pF` (not `±100ppm/℃`). */
export function parseTolerance(tokens: readonly string[]): ParametricMatch | null {
  return singleValue(tokens, readTolerance);
}

/** Resistance such as `10kΩ`, `450mΩ`, `0Ω`. */
export function parseResistance(tokens: readonly string[]): ParametricMatch | null {
  return singleValue(tokens, siReader(RESISTANCE_TOKEN, RESISTANCE_UNITS));
}

/** Capacitance such as `100nF`, `10uF` (written `10µF`), `22pF`. */
export function parseCapacitance(tokens: readonly string[]): ParametricMatch | null {
  return singleValue(tokens, siReader(CAPACITANCE_TOKEN, CAPACITANCE_UNITS));
}

/** Inductance such as `10uH` (written `10µH`), `4.7nH`. */
export function parseInductance(tokens: readonly string[]): ParametricMatch | null {
  return singleValue(tokens, siReader(INDUCTANCE_TOKEN, INDUCTANCE_UNITS));
}

/** A rated voltage such as `50V`, `6.3V`, `1kV`. */
export function parseVoltage(tokens: readonly string[]): ParametricMatch | null {
  return singleValue(tokens, siReader(VOLTAGE_TOKEN, VOLTAGE_UNITS));
}

/**
 * The value when the tokens spell exactly one (possibly several times); `null` when
 * none, or when two different values compete, because guessing which one is the
 * rated value would put parts under the wrong filter.
 */
function singleValue(tokens: readonly string[], read: TokenReader): ParametricMatch | null {
  let found: ParametricMatch | null = null;
  for (const token of tokens) {
    const value = read(token);
    if (value === null) continue;
    if (found === null) found = { value, tokens: [token] };
    else if (found.value.display === value.display) found.tokens.push(token);
    else return null;
  }
  return found;
}

function siReader(pattern: RegExp, units: readonly ScaledUnit[]): TokenReader {
  return (token) => {
    const match = pattern.exec(token);
    if (match === null) return null;
    const value = applySiPrefix(Number(match[1]), match[2] ?? '');
    if (value === null) return null;
    return { display: formatScaled(value, units), sortKey: value };
  };
}

function readTolerance(token: string): ParametricValue | null {
  const percent = PERCENT_TOLERANCE_TOKEN.exec(token);
  if (percent !== null) {
    const value = Number(percent[1]);
    return { display: `±${value}%`, sortKey: value };
  }
  const absolute = ABSOLUTE_TOLERANCE_TOKEN.exec(token);
  if (absolute !== null) {
    const value = Number(absolute[1]);
    return { display: `±${value}pF`, sortKey: ABSOLUTE_TOLERANCE_ORDER_OFFSET + value };
  }
  return null;
}
