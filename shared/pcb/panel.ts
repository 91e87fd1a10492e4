import type { PanelWay } from './config-types.ts';
import { lastAtOrBelow } from './price-rows.ts';

/**
 * Panelization (spec §2 panelization preview, §5 floors, §9 "panel-way increase", "edge rail min
 * 4 mm"): a panel holds rows × columns boards, optionally with edge rails, and a panel way row
 * adds its increase_price percent to the unit price.
 *
 * Interpretations where the spec leaves a choice:
 * - The panel way row for rows × columns is the row with exactly those rows and columns; without
 *   one, the last row whose numrows × numcols is at or below rows × columns (so 3 × 5 is priced
 *   like the largest listed panel of at most 15 boards). No row applies: no increase.
 * - Edge rails run along the top and bottom of the panel (the usual two-rail V-cut panel), each
 *   `rail` mm wide; boards sit edge to edge.
 * - Numeric inputs are whole numbers: the floors of §5 also drop fractions.
 */

/** Spec §5/§9: the edge rail is at least 4 mm wide. */
export const EDGE_RAIL_MIN_MM = 4;

/** Spec §5: numeric property inputs, panel rows and panel columns floor at 1. */
export const NUMERIC_INPUT_MIN = 1;

/**
 * A numeric input's value after the spec's floor: a whole number at least `min`; anything
 * non-numeric becomes `min`.
 *
 * @example atLeast(0, 1) === 1
 * @example atLeast(2.7, 1) === 2
 * @example atLeast(3, 4) === 4
 */
export function atLeast(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}

/** The panel way row that prices rows × columns (see the module comment); undefined for none. */
export function panelWayFor(ways: readonly PanelWay[], rows: number, columns: number): PanelWay | undefined {
  const r = atLeast(rows, NUMERIC_INPUT_MIN);
  const c = atLeast(columns, NUMERIC_INPUT_MIN);
  return (
    ways.find((way) => way.numrows === r && way.numcols === c) ??
    lastAtOrBelow(ways, (way) => way.numrows * way.numcols, r * c)
  );
}

/** The panel-way increase percent for rows × columns; 0 when no row applies. */
export function panelIncreasePercent(ways: readonly PanelWay[], rows: number, columns: number): number {
  return panelWayFor(ways, rows, columns)?.increase_price ?? 0;
}

/** The `panel_way` field of a quote (spec §7: "rows x columns"). */
export function formatPanelWay(rows: number, columns: number): string {
  return `${atLeast(rows, NUMERIC_INPUT_MIN)}x${atLeast(columns, NUMERIC_INPUT_MIN)}`;
}

/** Reads a `panel_way` field ("2x3", "2 x 3", "2×3"); null when it is not two whole numbers. */
export function parsePanelWay(text: string): { rows: number; columns: number } | null {
  const match = /^\s*(\d+)\s*[x×X]\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  return { rows: atLeast(Number(match[1]), NUMERIC_INPUT_MIN), columns: atLeast(Number(match[2]), NUMERIC_INPUT_MIN) };
}

/** A rectangle of the panel preview, in mm from the panel's top-left corner. */
export interface PanelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The to-scale panel preview: its outline, the boards and the rails. */
export interface PanelLayout {
  width: number;
  height: number;
  boards: PanelRect[];
  rails: PanelRect[];
}

/**
 * The panel preview for boards of width × height mm in rows × columns, with top and bottom rails
 * of `railWidth` mm (floored at 4) or none when `railWidth` is null.
 */
export function panelLayout(input: {
  width: number;
  height: number;
  rows: number;
  columns: number;
  railWidth: number | null;
}): PanelLayout {
  const rows = atLeast(input.rows, NUMERIC_INPUT_MIN);
  const columns = atLeast(input.columns, NUMERIC_INPUT_MIN);
  const rail = input.railWidth === null ? 0 : atLeast(input.railWidth, EDGE_RAIL_MIN_MM);
  const width = columns * input.width;
  const boards: PanelRect[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      boards.push({ x: column * input.width, y: rail + row * input.height, width: input.width, height: input.height });
    }
  }
  const rails: PanelRect[] =
    rail > 0
      ? [
          { x: 0, y: 0, width, height: rail },
          { x: 0, y: rail + rows * input.height, width, height: rail },
        ]
      : [];
  return { width, height: rows * input.height + 2 * rail, boards, rails };
}
