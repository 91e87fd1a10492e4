const PREFIX_SCALE: Readonly<Record<string, number>> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  '': 1,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
};

/** A display unit: values at or above `scale` are written as `value / scale` + `suffix`. */
export interface ScaledUnit {
  scale: number;
  suffix: string;
}

/** `4.7` with prefix `k` → `4700`; `null` for an unknown prefix. */
export function applySiPrefix(mantissa: number, prefix: string): number | null {
  const scale = PREFIX_SCALE[prefix];
  return scale === undefined ? null : mantissa * scale;
}

/**
 * Writes a value in the largest unit it reaches (units sorted largest first), falling
 * back to the smallest, with at most six significant digits so binary noise
 * (`4.699999…`) never shows: `formatScaled(4.7e-6, CAPACITANCE_UNITS) === '4.7µF'`.
 */
export function formatScaled(value: number, units: readonly ScaledUnit[]): string {
  const smallest = units[units.length - 1];
  if (smallest === undefined) throw new RangeError('no units given');
  const unit = value === 0 ? unitOf(1, units) : unitOf(value, units);
  const mantissa = Number((value / unit.scale).toPrecision(6));
  return `${mantissa}${unit.suffix}`;
}

function unitOf(value: number, units: readonly ScaledUnit[]): ScaledUnit {
  // The tolerance keeps 1e-6 / 1e-6 style round-trips in the larger unit.
  const found = units.find((unit) => value >= unit.scale * (1 - 1e-9));
  return found ?? (units[units.length - 1] as ScaledUnit);
}
