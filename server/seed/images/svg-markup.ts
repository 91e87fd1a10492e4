/** A finished picture: the SVG document text and its pixel size. */
export interface SvgImage {
  svg: string;
  width: number;
  height: number;
}

/**
 * Formats a coordinate with at most two decimals and no trailing zeros, which keeps the SVG text
 * short and identical across runs.
 */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Escapes text for use inside an XML attribute or element. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Wraps defs and body markup into a standalone SVG document of the given size. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

/**
 * 32-bit FNV-1a hash of a string: a stable seed for the small deterministic variations between
 * pictures (tints, colours), so the same input always gives the same picture.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Clamps a number into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function toHexByte(value: number): string {
  return Math.round(clamp(value, 0, 255)).toString(16).padStart(2, '0');
}

/** Parses `#rrggbb` into its three channels (0-255). */
export function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Formats three channels (0-255) as `#rrggbb`. */
export function rgbHex(r: number, g: number, b: number): string {
  return `#${toHexByte(r)}${toHexByte(g)}${toHexByte(b)}`;
}

/**
 * Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a `#rrggbb` colour;
 * amount is a fraction between -1 and 1.
 */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return rgbHex(r + (target - r) * t, g + (target - g) * t, b + (target - b) * t);
}

/**
 * Converts HSL (hue in degrees, saturation and lightness as fractions) to `#rrggbb`; librsvg
 * understands hex everywhere, so colours are always emitted in that form.
 */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(h);
  const [r, g, b] =
    sector === 0 ? [chroma, x, 0]
    : sector === 1 ? [x, chroma, 0]
    : sector === 2 ? [0, chroma, x]
    : sector === 3 ? [0, x, chroma]
    : sector === 4 ? [x, 0, chroma]
    : [chroma, 0, x];
  return rgbHex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}

/** Optional presentation attributes of a shape. */
export interface Paint {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

function paintAttributes(paint: Paint): string {
  let out = ` fill="${paint.fill ?? 'none'}"`;
  if (paint.stroke !== undefined) {
    out += ` stroke="${paint.stroke}" stroke-width="${num(paint.strokeWidth ?? 1)}"`;
  }
  if (paint.opacity !== undefined) out += ` opacity="${num(paint.opacity)}"`;
  return out;
}

/** A rectangle element; `radius` rounds its corners. */
export function rect(x: number, y: number, w: number, h: number, paint: Paint, radius = 0): string {
  const rounded = radius > 0 ? ` rx="${num(radius)}"` : '';
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${rounded}${paintAttributes(paint)}/>`;
}

/** A rectangle given by its centre rather than its corner. */
export function centredRect(cx: number, cy: number, w: number, h: number, paint: Paint, radius = 0): string {
  return rect(cx - w / 2, cy - h / 2, w, h, paint, radius);
}

/** A circle element. */
export function circle(cx: number, cy: number, r: number, paint: Paint): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"${paintAttributes(paint)}/>`;
}

/** An ellipse element. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}"${paintAttributes(paint)}/>`;
}

/** A path element with round joins, for outlines built from path data. */
export function pathElement(d: string, paint: Paint): string {
  return `<path d="${d}"${paintAttributes(paint)} stroke-linejoin="round"/>`;
}

/** Path data of a closed polygon through the given points. */
export function polygonData(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('') + 'Z';
}
