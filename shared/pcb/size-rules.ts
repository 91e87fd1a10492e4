import type { PcbType } from './config-types.ts';

/**
 * Board size rules of the fabrication form (spec §5 "Width and height not above type max",
 * §9 "Defaults width 100, height 100, quantity 5; input max 650 when unset").
 *
 * Interpretation: width is checked against max_width ('Max X') and height against max_height
 * ('Max Y') as entered; the form does not rotate a board to make it fit. Sizes must be positive
 * numbers; zero or empty is reported by the submit rule (please_select_area_and_quantity), not
 * here, so typing never shows two messages for one field.
 */

/** Spec §9: the form opens at 100 × 100 mm. */
export const DEFAULT_WIDTH_MM = 100;
export const DEFAULT_HEIGHT_MM = 100;
/** Spec §9: the form opens at 5 boards. */
export const DEFAULT_QUANTITY = 5;
/** Spec §9: the largest width or height when the type sets none. */
export const UNSET_MAX_MM = 650;

/** The type's largest width and height in mm, 650 where unset (or not positive). */
export function maxSize(type: Pick<PcbType, 'max_width' | 'max_height'> | undefined): { maxX: number; maxY: number } {
  const orUnset = (value: number | null | undefined) => (value !== null && value !== undefined && value > 0 ? value : UNSET_MAX_MM);
  return { maxX: orUnset(type?.max_width), maxY: orUnset(type?.max_height) };
}

/** A size message: the spec's text with its `{n}` placeholder and the value for it. */
export interface SizeProblem {
  field: 'width' | 'height';
  message: 'Max X = {n}' | 'Max Y = {n}';
  n: number;
}

/**
 * The size messages for a board on a type (spec §5): 'Max X = {n}' when the width is above the
 * type's max, 'Max Y = {n}' when the height is. Empty when both fit.
 */
export function sizeProblems(type: Pick<PcbType, 'max_width' | 'max_height'> | undefined, width: number, height: number): SizeProblem[] {
  const { maxX, maxY } = maxSize(type);
  const problems: SizeProblem[] = [];
  if (width > maxX) problems.push({ field: 'width', message: 'Max X = {n}', n: maxX });
  if (height > maxY) problems.push({ field: 'height', message: 'Max Y = {n}', n: maxY });
  return problems;
}

/**
 * A size read from a URL parameter or a field: a positive finite number, else the default
 * (spec §2: width and height are read from the query string).
 */
export function sizeOrDefault(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : fallback;
}
