import type { BuildTime, Deadline } from './config-types.ts';
import { firstRow, lastAtOrBelow, toSquareMillimetres } from './price-rows.ts';

/**
 * Deadlines and build times (spec §9 "Deadline chosen by area times quantity"; §4 "first build
 * time is default").
 *
 * Interpretations where the spec leaves a choice:
 * - The deadline row is the last one whose `area` is at or below board area × quantity (the
 *   same "last at or below" as every other table); below the first row the first row applies.
 * - A build time is the speed the customer pays for: its `price` is VND added once to the quote,
 *   outside `pcb_unit_price` and `setup_fee`. An unknown build time id falls back to the first.
 */

/** The order's total board area in m² (board area × quantity). */
export function totalArea(boardAreaM2: number, quantity: number): number {
  return boardAreaM2 * quantity;
}

/** The deadline row for boards of `boardAreaM2` m² ordered `quantity` times; undefined for no rows. */
export function deadlineFor(deadlines: readonly Deadline[], boardAreaM2: number, quantity: number): Deadline | undefined {
  const key = (row: Deadline) => toSquareMillimetres(row.area);
  const total = toSquareMillimetres(totalArea(boardAreaM2, quantity));
  return lastAtOrBelow(deadlines, key, total) ?? firstRow(deadlines, key);
}

/** The chosen build time, or the first (the default) when `id` is absent or unknown. */
export function buildTimeFor(buildTimes: readonly BuildTime[], id?: number | null): BuildTime | undefined {
  return buildTimes.find((time) => time.id === id) ?? buildTimes[0];
}
