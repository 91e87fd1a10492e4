import { GLYPH_STROKES, MISSING_GLYPH_STROKES } from './stroke-glyphs.ts';
import { num } from './svg-markup.ts';

/** Where a line of text sits and how big it is. */
export interface StrokeTextOptions {
  /** Anchor point x, in px. */
  x: number;
  /** Baseline y, in px. */
  y: number;
  /** Cap height (height of an uppercase letter), in px. */
  size: number;
  /** Which end of the text `x` refers to; `start` by default. */
  anchor?: 'start' | 'middle' | 'end';
  /** Largest allowed width of the drawn text including its stroke; the size shrinks to fit. */
  maxWidth?: number;
  /** Stroke width as a fraction of the size; {@link DEFAULT_STROKE_WEIGHT} by default. */
  weight?: number;
}

/** A laid-out line: its path data and the size actually used after fitting. */
export interface StrokeTextLayout {
  /** SVG path data (`M`/`L` commands only); stroke it, never fill it. */
  d: string;
  /** Cap height used, in px (smaller than asked when it had to fit `maxWidth`). */
  size: number;
  /** Stroke width to draw the path with, in px. */
  strokeWidth: number;
  /** Drawn width including the stroke, in px. */
  width: number;
  /** Left edge of the drawn text including the stroke, in px. */
  left: number;
}

/** Stroke width as a fraction of the cap height that reads well from 14 px to 40 px and above. */
export const DEFAULT_STROKE_WEIGHT = 0.13;

const GRID_CAP_HEIGHT = 8;
const GRID_ADVANCE = 6;
const GRID_GLYPH_WIDTH = 4;

/** Distance from one character to the next as a fraction of the size (the font is monospaced). */
export const ADVANCE_PER_SIZE = GRID_ADVANCE / GRID_CAP_HEIGHT;

type Polyline = readonly number[];

const compiledGlyphs = new Map<string, readonly Polyline[]>();

function compileStrokes(source: string): readonly Polyline[] {
  if (source === '') return [];
  return source.split('|').map((line) => line.trim().split(/\s+/).flatMap((point) => point.split(',').map(Number)));
}

function glyphFor(char: string): readonly Polyline[] {
  let glyph = compiledGlyphs.get(char);
  if (glyph === undefined) {
    glyph = compileStrokes(GLYPH_STROKES[char] ?? MISSING_GLYPH_STROKES);
    compiledGlyphs.set(char, glyph);
  }
  return glyph;
}

const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  'đ': 'd',
  'Đ': 'D',
  '℃': '°C',
  '\u2126': 'Ω',
  'μ': 'µ',
  'ß': 'ss',
  'ø': 'o',
  'Ø': 'O',
  '·': '-',
  '–': '-',
  '—': '-',
  '，': ',',
};

/**
 * Prepares text for the stroke font: removes diacritics (Vietnamese `Chuyển khoản` becomes
 * `Chuyen khoan`), maps look-alike characters onto drawn ones, and turns tabs and line breaks into
 * spaces.
 */
export function normalizeForStrokeFont(text: string): string {
  const mapped = Array.from(text, (char) => SPECIAL_LETTERS[char] ?? char).join('');
  return mapped
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s/g, ' ');
}

/** Width in px of normalized text at a cap height, without the stroke. */
function inkWidth(charCount: number, size: number): number {
  if (charCount === 0) return 0;
  return ((charCount - 1) * GRID_ADVANCE + GRID_GLYPH_WIDTH) * (size / GRID_CAP_HEIGHT);
}

/**
 * Drawn width in px of `text` at cap height `size`, including the stroke, as {@link strokeText}
 * would draw it.
 */
export function measureStrokeText(text: string, size: number, weight = DEFAULT_STROKE_WEIGHT): number {
  const count = Array.from(normalizeForStrokeFont(text)).length;
  return count === 0 ? 0 : inkWidth(count, size) + size * weight;
}

function fittedSize(count: number, opts: StrokeTextOptions, weight: number): number {
  if (opts.maxWidth === undefined || count === 0) return opts.size;
  const widthPerSize = inkWidth(count, 1) + weight;
  return Math.min(opts.size, opts.maxWidth / widthPerSize);
}

function glyphPath(glyph: readonly Polyline[], originX: number, baseline: number, unit: number): string {
  let d = '';
  const top = baseline - GRID_CAP_HEIGHT * unit;
  for (const line of glyph) {
    for (let i = 0; i + 1 < line.length; i += 2) {
      const x = originX + (line[i] ?? 0) * unit;
      const y = top + (line[i + 1] ?? 0) * unit;
      d += `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`;
    }
  }
  return d;
}

/**
 * Lays out one line of text in the stroke font and reports the size used, for callers that must
 * know the fitted size or the drawn extent.
 */
export function layoutStrokeText(text: string, opts: StrokeTextOptions): StrokeTextLayout {
  const chars = Array.from(normalizeForStrokeFont(text));
  const weight = opts.weight ?? DEFAULT_STROKE_WEIGHT;
  const size = fittedSize(chars.length, opts, weight);
  const unit = size / GRID_CAP_HEIGHT;
  const ink = inkWidth(chars.length, size);
  const anchor = opts.anchor ?? 'start';
  const startX = anchor === 'start' ? opts.x : anchor === 'middle' ? opts.x - ink / 2 : opts.x - ink;
  let d = '';
  chars.forEach((char, index) => {
    d += glyphPath(glyphFor(char), startX + index * GRID_ADVANCE * unit, opts.y, unit);
  });
  const strokeWidth = size * weight;
  return {
    d,
    size,
    strokeWidth,
    width: chars.length === 0 ? 0 : ink + strokeWidth,
    left: startX - strokeWidth / 2,
  };
}

/**
 * Draws one line of text as SVG path data (not an element): stroke it with round caps and joins
 * and a width of `size * DEFAULT_STROKE_WEIGHT` (see {@link strokeTextElement} for a ready
 * `<path>`). `y` is the baseline, `size` the cap height; unknown characters render as a small box.
 *
 * @example strokeText('SOIC-8', { x: 400, y: 600, size: 40, anchor: 'middle', maxWidth: 700 })
 */
export function strokeText(text: string, opts: StrokeTextOptions): string {
  return layoutStrokeText(text, opts).d;
}

/** Colour of the drawn text, on top of the layout options. */
export interface StrokeTextStyle extends StrokeTextOptions {
  color: string;
  opacity?: number;
}

/** Draws one line of text as a complete, stroked `<path>` element. */
export function strokeTextElement(text: string, style: StrokeTextStyle): string {
  const layout = layoutStrokeText(text, style);
  if (layout.d === '') return '';
  const opacity = style.opacity === undefined ? '' : ` stroke-opacity="${num(style.opacity)}"`;
  return (
    `<path d="${layout.d}" fill="none" stroke="${style.color}" stroke-width="${num(layout.strokeWidth)}"` +
    `${opacity} stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
