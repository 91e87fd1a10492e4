import { lookForCategory } from './package-look.ts';
import { drawPackage } from './package-drawing.ts';
import { parsePackage } from './parse-package.ts';
import { circle, hashString, hslHex, rect, svgDocument, type SvgImage } from './svg-markup.ts';

/** What a category tile shows. */
export interface CategoryTileInput {
  /** Category name (English or Vietnamese); picks the colours. */
  name: string;
  /** Package name of a typical part of the category, e.g. `0603` or `SOIC-8`. */
  samplePackage: string;
}

const SIZE = 400;

/** Background hue of a category tile, in degrees: a stable function of the category name. */
export function categoryHue(name: string): number {
  return hashString(name.trim().toLowerCase()) % 360;
}

/**
 * Draws a 400 × 400 menu tile: the sample package drawn in the category's body colours on a soft
 * background whose hue comes from the name. No text, so nothing depends on fonts.
 */
export function drawCategoryTile(input: CategoryTileInput): SvgImage {
  const hue = categoryHue(input.name);
  const look = lookForCategory(input.name, input.name);
  const art = drawPackage(parsePackage(input.samplePackage), look, [], { cx: SIZE / 2, cy: SIZE / 2, size: 300 });
  const defs =
    `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hslHex(hue, 0.6, 0.94)}"/>` +
    `<stop offset="1" stop-color="${hslHex(hue + 24, 0.5, 0.84)}"/></linearGradient>`;
  const body =
    rect(0, 0, SIZE, SIZE, { fill: 'url(#tile)' }) +
    circle(SIZE / 2, SIZE / 2, 150, { fill: hslHex(hue, 0.55, 0.97), opacity: 0.75 }) +
    circle(SIZE / 2, SIZE / 2, 150, { stroke: hslHex(hue, 0.45, 0.78), strokeWidth: 2 }) +
    art.body;
  return { svg: svgDocument(SIZE, SIZE, defs + art.defs, body), width: SIZE, height: SIZE };
}
