/**
 * Rounds a VND amount to the nearest hundred (spec §9: "VND totals rounded to hundreds").
 * Halves round up, as cashiers do: 150 → 200, 149 → 100.
 */
export function roundToHundreds(vnd: number): number {
  return Math.round(vnd / 100) * 100;
}

/**
 * Rounds a VND amount down to whole thousands (spec §9: bonus "rounded down to thousands").
 */
export function floorToThousands(vnd: number): number {
  return Math.floor(vnd / 1000) * 1000;
}
