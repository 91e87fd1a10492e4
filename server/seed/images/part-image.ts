import { lookForCategory } from './package-look.ts';
import { drawPackage } from './package-drawing.ts';
import { parsePackage } from './parse-package.ts';
import { layoutStrokeText, strokeTextElement } from './stroke-font.ts';
import { hashString, rect, svgDocument, type SvgImage } from './svg-markup.ts';

/** What a product picture shows. */
export interface PartImageInput {
  mpn: string;
  sku: string;
  packageName: string;
  category: string;
  manufacturer: string;
}

const SIZE = 800;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#2563eb';

function background(): { defs: string; body: string } {
  const defs =
    `<radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.75">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e8ebf0"/></radialGradient>`;
  return { defs, body: rect(0, 0, SIZE, SIZE, { fill: 'url(#backdrop)' }) };
}

/** A rounded tag in the top-left corner naming the package, e.g. `SOIC-8`. */
function packageTag(packageName: string): string {
  const label = packageName.trim();
  if (label === '' || label === '-') return '';
  const text = layoutStrokeText(label, { x: 48, y: 66, size: 17, maxWidth: 330 });
  const width = text.width + 32;
  return (
    rect(32, 32, width, 50, { fill: '#ffffff', stroke: '#d1d5db', strokeWidth: 1.5 }, 25) +
    `<path d="${text.d}" fill="none" stroke="${MUTED}" stroke-width="${text.strokeWidth.toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A plausible four-digit date code (year, week) so IC bodies do not all read the same. */
function dateCode(seed: string): string {
  const hash = hashString(seed);
  const year = 19 + (hash % 7);
  const week = 1 + ((hash >>> 4) % 52);
  return `${year}${String(week).padStart(2, '0')}`;
}

/** The manufacturer and SKU on one centred line, the SKU in the accent colour. */
function makerLine(manufacturer: string, sku: string): string {
  const size = 21;
  const gap = 30;
  const maker = manufacturer.trim();
  const makerWidth = layoutStrokeText(maker, { x: 0, y: 0, size }).width;
  const skuWidth = layoutStrokeText(sku, { x: 0, y: 0, size }).width;
  const total = makerWidth + (maker === '' ? 0 : gap) + skuWidth;
  const fit = Math.min(1, 700 / Math.max(total, 1));
  const start = SIZE / 2 - (total * fit) / 2;
  const y = 708;
  let out = strokeTextElement(maker, { x: start, y, size: size * fit, color: MUTED });
  if (maker !== '') {
    out += `<circle cx="${(start + (makerWidth + gap / 2) * fit).toFixed(2)}" cy="${(y - size * fit * 0.5).toFixed(2)}" r="${(3 * fit).toFixed(2)}" fill="#9ca3af"/>`;
  }
  out += strokeTextElement(sku, { x: start + (makerWidth + (maker === '' ? 0 : gap)) * fit, y, size: size * fit, color: ACCENT });
  return out;
}

/**
 * Draws an 800 × 800 product picture: the package outline recognised from `packageName` in the
 * colours of the category, the MPN large beneath it, and the manufacturer and SKU under that. All
 * text is stroked vector paths, so the SVG rasterises the same on machines without fonts.
 * Deterministic: the same input always gives the same SVG.
 */
export function drawPartImage(input: PartImageInput): SvgImage {
  const info = parsePackage(input.packageName);
  const look = lookForCategory(input.category, input.mpn);
  const marking = [input.mpn.slice(0, 14), dateCode(input.mpn + input.sku)];
  const art = drawPackage(info, look, marking, { cx: SIZE / 2, cy: 318, size: 470 });
  const backdrop = background();
  const body =
    backdrop.body +
    packageTag(input.packageName) +
    art.body +
    rect(SIZE / 2 - 40, 588, 80, 3, { fill: '#d1d5db' }, 1.5) +
    strokeTextElement(input.mpn, { x: SIZE / 2, y: 662, size: 46, anchor: 'middle', maxWidth: 720, color: INK, weight: 0.14 }) +
    makerLine(input.manufacturer, input.sku) +
    strokeTextElement(input.category, { x: SIZE / 2, y: 752, size: 15, anchor: 'middle', maxWidth: 680, color: '#9ca3af' });
  return { svg: svgDocument(SIZE, SIZE, backdrop.defs + art.defs, body), width: SIZE, height: SIZE };
}
