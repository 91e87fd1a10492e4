/**
 * The two lookups every PCB price table uses (spec §9): "the last row at or below" a value, and
 * the area steps of an area price row.
 *
 * Areas are compared in whole mm² (m² × 1,000,000, rounded) so that a board of exactly a row's
 * area or exactly one step beyond it is never missed through floating-point error (0.05 − 0.01
 * is not 0.04 in binary).
 */

/** Tolerance for floors of quotients that should be whole (decimal widths such as 45.5 mm). */
const EPSILON = 1e-9;

/** A board's area in m² (spec §9: width × height / 1,000,000, both in mm). */
export function boardArea(width: number, height: number): number {
  return (width * height) / 1_000_000;
}

/** An area in m² as whole mm². */
export function toSquareMillimetres(areaM2: number): number {
  return Math.round(areaM2 * 1_000_000);
}

/**
 * The row with the largest `key` at or below `value`, whatever the rows' order; on equal keys
 * the first listed wins. Undefined when every row is above `value` or there are none.
 *
 * @example lastAtOrBelow([{q: 5}, {q: 50}, {q: 10}], (r) => r.q, 20) // {q: 10}
 */
export function lastAtOrBelow<Row>(rows: readonly Row[], key: (row: Row) => number, value: number): Row | undefined {
  let found: Row | undefined;
  for (const row of rows) {
    const rowKey = key(row);
    if (rowKey <= value && (found === undefined || rowKey > key(found))) found = row;
  }
  return found;
}

/** The row with the smallest `key` (the first row of the table); undefined for no rows. */
export function firstRow<Row>(rows: readonly Row[], key: (row: Row) => number): Row | undefined {
  let found: Row | undefined;
  for (const row of rows) {
    if (found === undefined || key(row) < key(found)) found = row;
  }
  return found;
}

/** An area price row as the step rule reads it (PCB area prices and assembly areas alike). */
export interface SteppedAreaRow {
  area: number;
  price: number;
  increase_price: number;
  increase_area: number;
}

/**
 * The row that prices a board of `areaM2` (spec §9 "last with area at most this area"). Below the
 * first row the first row applies: the smallest listed board is the least any board costs.
 */
export function areaRowFor<Row extends SteppedAreaRow>(rows: readonly Row[], areaM2: number): Row | undefined {
  const areaMm2 = toSquareMillimetres(areaM2);
  return (
    lastAtOrBelow(rows, (row) => toSquareMillimetres(row.area), areaMm2) ??
    firstRow(rows, (row) => row.area)
  );
}

/**
 * Full `increase_area` steps the board's area lies beyond its row's area (spec §9: "if the area
 * exceeds the row's area by more than increase_area percent, add ... per full increase_area
 * step"). A step is `increase_area` % of the row's area; exactly one step beyond counts as one.
 * No steps below the row (the first-row case), for a row of area 0 or a step of 0.
 *
 * @example areaSteps({area: 0.01, increase_area: 10, ...}, 0.0125) === 2 // 0.0025 beyond, steps of 0.001
 */
export function areaSteps(row: SteppedAreaRow, areaM2: number): number {
  const rowMm2 = toSquareMillimetres(row.area);
  const beyondMm2 = toSquareMillimetres(areaM2) - rowMm2;
  if (beyondMm2 <= 0 || rowMm2 <= 0 || !(row.increase_area > 0)) return 0;
  return Math.floor((beyondMm2 * 100) / (rowMm2 * row.increase_area) + EPSILON);
}

/** The sum of a list of percents (0 for none). */
export function sumPercents(percents: readonly number[]): number {
  return percents.reduce((sum, percent) => sum + percent, 0);
}
