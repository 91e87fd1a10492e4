import type { BodyLook } from './package-look.ts';
import { strokeTextElement } from './stroke-font.ts';
import { clamp, num, polygonData, rect, shade } from './svg-markup.ts';

/**
 * Package drawings work in "stage units": the package sits in a 100 × 100 square centred on the
 * origin (x and y from -50 to 50, y down); the caller scales the stage onto the picture.
 */
export interface PackageArt {
  /** Markup in stage units, drawn above the drop shadow. */
  body: string;
}

/** Everything a package drawer needs besides the parsed package. */
export interface DrawScene {
  look: BodyLook;
  /** Laser-marking lines for bodies large enough to carry them (may be empty). */
  marking: readonly string[];
}

/** Metal fill whose shine runs along x: for leads that point up or down. */
export const METAL_ACROSS_X = 'url(#metal-x)';
/** Metal fill whose shine runs along y: for leads that point left or right. */
export const METAL_ACROSS_Y = 'url(#metal-y)';
/** Body fill: the category colour, lit from the top. */
export const BODY_FILL = 'url(#body)';
/** Outline colour of metal parts. */
export const METAL_EDGE = '#7b8189';
/** Flat metal colour for parts too thin for a gradient. */
export const METAL_FLAT = '#c3c7cd';

function stop(offset: number, color: string, opacity = 1): string {
  const alpha = opacity === 1 ? '' : ` stop-opacity="${num(opacity)}"`;
  return `<stop offset="${num(offset)}" stop-color="${color}"${alpha}/>`;
}

function linearGradient(id: string, alongX: boolean, stops: string): string {
  const direction = alongX ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${direction}>${stops}</linearGradient>`;
}

/**
 * Gradients and the drop-shadow filter used by every package drawing; `shadowBlur` is in stage
 * units, so the shadow looks the same at any picture size.
 */
export function packageDefs(look: BodyLook, shadowBlur = 1.6): string {
  const metalStops = stop(0, '#a9aeb5') + stop(0.35, '#eef0f3') + stop(0.6, '#d3d7dc') + stop(1, '#9aa0a8');
  const bodyStops = stop(0, shade(look.body, 0.12)) + stop(0.55, look.body) + stop(1, shade(look.body, -0.08));
  const cylinderStops =
    stop(0, '#000000', 0.28) + stop(0.3, '#ffffff', 0.22) + stop(0.5, '#ffffff', 0.05) + stop(1, '#000000', 0.35);
  const ball =
    `<radialGradient id="ball" cx="0.38" cy="0.34" r="0.7">` +
    stop(0, '#ffffff') + stop(0.35, '#d9dce0') + stop(1, '#8d939b') +
    `</radialGradient>`;
  const lens =
    `<radialGradient id="lens" cx="0.4" cy="0.35" r="0.75">` +
    stop(0, shade(look.accent, 0.65)) + stop(0.45, look.accent) + stop(1, shade(look.accent, -0.3)) +
    `</radialGradient>`;
  const shadow =
    `<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${num(shadowBlur)}"/>` +
    `<feOffset dx="${num(shadowBlur * 0.7)}" dy="${num(shadowBlur * 1.2)}" result="offset"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer>` +
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return (
    linearGradient('metal-x', true, metalStops) +
    linearGradient('metal-y', false, metalStops) +
    linearGradient('body', false, bodyStops) +
    linearGradient('cyl-x', true, cylinderStops) +
    linearGradient('cyl-y', false, cylinderStops) +
    ball +
    lens +
    shadow
  );
}

/** A metal part (lead, pad, cap); `shineAlong` is the axis the shine varies along. */
export function metalRect(x: number, y: number, w: number, h: number, shineAlong: 'x' | 'y', radius = 0): string {
  const fill = shineAlong === 'x' ? METAL_ACROSS_X : METAL_ACROSS_Y;
  return rect(x, y, w, h, { fill, stroke: METAL_EDGE, strokeWidth: 0.25 }, radius);
}

/** Colour of the visible side face below a body's top. */
export function sideFace(color: string): string {
  return shade(color, -0.38);
}

/**
 * A body seen from above and slightly in front: a darker side face `depth` units tall under the
 * lit top face.
 */
export function bodySlab(
  x: number,
  y: number,
  w: number,
  h: number,
  look: BodyLook,
  radius = 0,
  depth = 0,
): string {
  const side = depth > 0 ? rect(x, y + depth, w, h, { fill: sideFace(look.body) }, radius) : '';
  const edge = shade(look.body, -0.3);
  return side + rect(x, y, w, h, { fill: BODY_FILL, stroke: edge, strokeWidth: 0.35 }, radius);
}

/** A flat-coloured slab (caps, sleeves, ceramic) with its own side face. */
export function colorSlab(x: number, y: number, w: number, h: number, color: string, radius = 0, depth = 0): string {
  const side = depth > 0 ? rect(x, y + depth, w, h, { fill: sideFace(color) }, radius) : '';
  return side + rect(x, y, w, h, { fill: color, stroke: shade(color, -0.3), strokeWidth: 0.3 }, radius);
}

/** The moulded pin-1 dimple. */
export function pinOneDot(cx: number, cy: number, r: number, look: BodyLook): string {
  const dimple = shade(look.body, -0.35);
  const rim = shade(look.body, 0.25);
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${dimple}" stroke="${rim}" ` +
    `stroke-width="${num(r * 0.25)}"/>`
  );
}

/** Round shading that makes a flat rectangle read as a cylinder; axis as in {@link metalRect}. */
export function cylinderShade(x: number, y: number, w: number, h: number, shadeAlong: 'x' | 'y', radius = 0): string {
  return rect(x, y, w, h, { fill: shadeAlong === 'x' ? 'url(#cyl-x)' : 'url(#cyl-y)' }, radius);
}

/**
 * Laser marking centred on a body area, one stroke-font line per entry, sized to the area. Empty
 * when there is nothing to mark or the area is too small to read.
 */
export function markingText(lines: readonly string[], cx: number, cy: number, w: number, h: number, look: BodyLook): string {
  const shown = lines.filter((line) => line.trim() !== '');
  if (shown.length === 0 || w < 14 || h < 8) return '';
  const size = clamp((h * 0.55) / shown.length, 2.2, 6.5);
  const gap = size * 0.55;
  const total = shown.length * size + (shown.length - 1) * gap;
  let out = '';
  shown.forEach((line, index) => {
    const baseline = cy - total / 2 + size + index * (size + gap);
    out += strokeTextElement(line, {
      x: cx,
      y: baseline,
      size: index === 0 ? size : size * 0.85,
      anchor: 'middle',
      maxWidth: w * 0.84,
      weight: 0.12,
      color: look.marking,
      opacity: 0.9,
    });
  });
  return out;
}

/**
 * Maps a physical size onto stage units on a square-root curve, so tiny and huge parts both stay
 * visible while their order of size is kept.
 */
export function sqrtScale(valueMm: number, minMm: number, maxMm: number, minUnits: number, maxUnits: number): number {
  const t = (Math.sqrt(clamp(valueMm, minMm, maxMm)) - Math.sqrt(minMm)) / (Math.sqrt(maxMm) - Math.sqrt(minMm));
  return minUnits + t * (maxUnits - minUnits);
}

/** Evenly spaced centres of `count` items over a span centred on `centre`. */
export function spread(count: number, pitch: number, centre = 0): number[] {
  const start = centre - ((count - 1) * pitch) / 2;
  return Array.from({ length: count }, (_, i) => start + i * pitch);
}

/** A metal part with a darker side face under it, like {@link bodySlab} for terminals and tabs. */
export function metalSlab(x: number, y: number, w: number, h: number, depth: number, shineAlong: 'x' | 'y', radius = 0): string {
  const side = depth > 0 ? rect(x, y + depth, w, h, { fill: '#868c94' }, radius) : '';
  return side + metalRect(x, y, w, h, shineAlong, radius);
}

/** Path data of a rectangle with its top-left corner cut off: the pin-1 corner of many bodies. */
export function chamferedRectData(x: number, y: number, w: number, h: number, cut: number): string {
  return polygonData([
    [x + cut, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
    [x, y + cut],
  ]);
}
