import type { PackageInfo } from './parse-package.ts';
import { drawSmdBlock } from './draw-smd-block.ts';
import {
  BODY_FILL,
  cylinderShade,
  markingText,
  METAL_ACROSS_Y,
  METAL_EDGE,
  metalRect,
  spread,
  type DrawScene,
} from './package-paint.ts';
import { strokeTextElement } from './stroke-font.ts';
import { clamp, ellipse, hashString, num, pathElement, polygonData, rect, shade } from './svg-markup.ts';

/** Where the straight leads of front-view radial parts end, leaving room for a pitch dimension. */
const LEAD_END_Y = 38;
const DIMENSION_COLOR = '#6b7280';

function leadPair(centres: readonly number[], top: number, width: number, bottom = LEAD_END_Y): string {
  return centres.map((cx) => metalRect(cx - width / 2, top, width, bottom - top, 'x', width * 0.3)).join('');
}

/** A dimension line between two lead ends labelled with the pitch, e.g. `5 mm`. */
function pitchDimension(x1: number, x2: number, pitchMm: number): string {
  const y = LEAD_END_Y + 4;
  const arrow = 1.6;
  const d =
    `M${num(x1)} ${LEAD_END_Y + 1}V${y + 1.5}M${num(x2)} ${LEAD_END_Y + 1}V${y + 1.5}M${num(x1)} ${y}H${num(x2)}` +
    `M${num(x1 + arrow)} ${num(y - arrow * 0.6)}L${num(x1)} ${y}L${num(x1 + arrow)} ${num(y + arrow * 0.6)}` +
    `M${num(x2 - arrow)} ${num(y - arrow * 0.6)}L${num(x2)} ${y}L${num(x2 - arrow)} ${num(y + arrow * 0.6)}`;
  const line = `<path d="${d}" fill="none" stroke="${DIMENSION_COLOR}" stroke-width="0.35" stroke-linecap="round" stroke-linejoin="round"/>`;
  const label = strokeTextElement(`${num(pitchMm)} mm`, { x: (x1 + x2) / 2, y: y + 6.5, size: 3.6, anchor: 'middle', color: DIMENSION_COLOR });
  return line + label;
}

function withDimension(info: PackageInfo, centres: readonly number[]): string {
  const first = centres[0];
  const last = centres[centres.length - 1];
  if (info.pitchMm === undefined || first === undefined || last === undefined) return '';
  return pitchDimension(first, last, info.pitchMm);
}

/** Ceramic disc, varistor or thermistor on two leads, from the front. */
function drawDisc(info: PackageInfo, scene: DrawScene): string {
  const pitchMm = info.pitchMm ?? 5;
  const diameterMm = info.bodyMm?.w ?? clamp(pitchMm * 1.3 + 2.5, 4, 40);
  const scale = Math.min(62 / diameterMm, 72 / pitchMm, 8);
  const r = (diameterMm * scale) / 2;
  const cy = -46 + r;
  const centres = spread(2, pitchMm * scale);
  const leadW = clamp(0.6 * scale, 1.6, 2.8);
  let out = '';
  for (const cx of centres) {
    const inside = Math.abs(cx) < r * 0.92;
    const top = inside ? cy + Math.sqrt(r * r - cx * cx) - 3 : cy;
    out += leadPair([cx], top, leadW);
    if (inside) {
      const drip = polygonData([[cx - leadW * 1.3, top], [cx + leadW * 1.3, top], [cx + leadW * 0.5, top + 7], [cx - leadW * 0.5, top + 7]]);
      out += pathElement(drip, { fill: shade(scene.look.body, -0.08) });
    }
  }
  out += `<circle cx="0" cy="${num(cy)}" r="${num(r)}" fill="${BODY_FILL}" stroke="${shade(scene.look.body, -0.3)}" stroke-width="0.4"/>`;
  out += ellipse(-r * 0.3, cy - r * 0.38, r * 0.45, r * 0.28, { fill: '#ffffff', opacity: 0.14 });
  out += markingText(scene.marking.slice(0, 1), 0, cy + r * 0.05, r * 1.45, r * 0.42, scene.look);
  return out + withDimension(info, centres);
}

/** Film or safety capacitor box on two leads, from the front. */
function drawBox(info: PackageInfo, scene: DrawScene): string {
  const pitchMm = info.pitchMm ?? 10;
  const widthMm = info.bodyMm?.w ?? pitchMm + 3.5;
  const heightMm = info.bodyMm?.h ?? widthMm * 0.66;
  const scale = Math.min(72 / widthMm, 54 / heightMm, 6);
  const w = widthMm * scale;
  const h = heightMm * scale;
  const top = -46;
  const centres = spread(2, Math.min(pitchMm * scale, w * 0.9));
  let out = leadPair(centres, top + h - 2, clamp(0.6 * scale, 1.6, 2.8));
  out += rect(-w / 2, top, w, h, { fill: BODY_FILL, stroke: shade(scene.look.body, -0.3), strokeWidth: 0.4 }, 2.5);
  out += rect(-w / 2 + 1, top + 1, w - 2, h * 0.18, { fill: '#ffffff', opacity: 0.12 }, 2);
  out += markingText(scene.marking, 0, top + h / 2, w * 0.8, h * 0.6, scene.look);
  return out + withDimension(info, centres);
}

/** Through-hole LED from the side: lens dome with flange, lead frame inside, cathode lead shorter. */
function drawRadialLed(info: PackageInfo, scene: DrawScene): string {
  const diameterMm = info.bodyMm?.w ?? 5;
  const scale = clamp(30 / diameterMm, 5, 9);
  const r = (diameterMm * scale) / 2;
  const top = -46;
  const flangeY = top + diameterMm * scale * 1.55;
  const centres = spread(2, (info.pitchMm ?? 2.54) * scale);
  const leadW = clamp(0.5 * scale, 1.6, 2.6);
  const accent = scene.look.accent;
  let out = leadPair([centres[0] ?? 0], flangeY, leadW, LEAD_END_Y - 8) + leadPair([centres[1] ?? 0], flangeY, leadW);
  const dome =
    `M${num(-r)} ${num(flangeY)}V${num(top + r)}A${num(r)} ${num(r)} 0 0 1 ${num(r)} ${num(top + r)}V${num(flangeY)}Z`;
  out += `<path d="${dome}" fill="url(#lens)" fill-opacity="0.9" stroke="${shade(accent, -0.35)}" stroke-width="0.4"/>`;
  const postTop = flangeY - r * 1.5;
  out += rect((centres[1] ?? 0) - leadW * 0.5, postTop + r * 0.3, leadW, flangeY - postTop - r * 0.3, { fill: '#8d939b', opacity: 0.7 });
  out += rect((centres[0] ?? 0) - leadW * 1.6, postTop, leadW * 2.6, flangeY - postTop, { fill: '#8d939b', opacity: 0.7 }, 0.4);
  out += rect(-r * 1.12, flangeY - 0.5, r * 2.24, r * 0.24, { fill: shade(accent, -0.1), stroke: shade(accent, -0.35), strokeWidth: 0.3 }, 0.6);
  out += ellipse(-r * 0.4, top + r * 0.9, r * 0.22, r * 0.5, { fill: '#ffffff', opacity: 0.35 });
  return out + withDimension(info, centres);
}

function canLeadPitchMm(diameterMm: number): number {
  if (diameterMm <= 5) return 2;
  if (diameterMm <= 6.3) return 2.5;
  if (diameterMm <= 8) return 3.5;
  if (diameterMm <= 13) return 5;
  return 7.5;
}

/** Radial electrolytic can from the side: sleeve, polarity stripe with minus signs, two leads. */
export function drawRadialCan(info: PackageInfo, scene: DrawScene): string {
  if (scene.look.kind === 'resistor' || scene.look.kind === 'diode') return drawAxial(info, scene);
  const diameterMm = info.bodyMm?.w ?? 6.3;
  const lengthMm = info.bodyMm?.h ?? 11;
  const scale = Math.min(50 / diameterMm, 66 / lengthMm, 8);
  const w = diameterMm * scale;
  const h = lengthMm * scale;
  const x = -w / 2;
  const top = -46;
  const centres = spread(2, canLeadPitchMm(diameterMm) * scale);
  const polar = scene.look.kind === 'electrolytic' || scene.look.kind === 'capacitor';
  let out = leadPair(centres, top + h - 2, clamp(0.6 * scale, 1.6, 3));
  out += rect(x + w * 0.06, top + h - 3, w * 0.88, 4, { fill: '#3a3b3f' }, 1);
  out += rect(x, top, w, h - 1.5, { fill: scene.look.body, stroke: shade(scene.look.body, -0.35), strokeWidth: 0.4 }, Math.min(w * 0.08, 3));
  if (polar) {
    const stripeX = x + w * 0.64;
    const stripeW = w * 0.22;
    out += rect(stripeX, top + 2.5, stripeW, h - 6, { fill: scene.look.band });
    for (const cy of spread(Math.max(1, Math.floor((h - 10) / 12)), 12, top + h / 2)) {
      out += rect(stripeX + stripeW * 0.25, cy - 0.7, stripeW * 0.5, 1.4, { fill: scene.look.body }, 0.5);
    }
  }
  out += metalRect(x + 0.6, top, w - 1.2, 2.6, 'y', 1.2);
  out += rect(x + 0.3, top + h * 0.12, w - 0.6, 1, { fill: '#000000', opacity: 0.25 });
  if (polar && h > 30) {
    const markW = w * (polar ? 0.6 : 0.9);
    out += `<g transform="translate(${num(x + markW / 2 + w * 0.03)} ${num(top + h / 2)}) rotate(-90)">`;
    out += markingText(scene.marking.slice(0, 1), 0, 0, h * 0.7, markW * 0.7, scene.look) + '</g>';
  }
  out += cylinderShade(x, top, w, h - 1.5, 'x', Math.min(w * 0.08, 3));
  return out;
}

/** Colours of resistor bands; decorative, chosen from the part's hash. */
const BAND_COLORS = ['#6b3e1f', '#d23a2a', '#ef7d22', '#e9c31a', '#3d9a46', '#2e62b5', '#7b3fa0', '#111111'] as const;

function resistorBands(x: number, y: number, length: number, diameter: number, seed: string): string {
  const hash = hashString(seed);
  let out = '';
  for (let band = 0; band < 3; band++) {
    const color = BAND_COLORS[(hash >>> (band * 5)) % BAND_COLORS.length] ?? '#111111';
    out += rect(x + length * (0.22 + band * 0.13), y, length * 0.07, diameter, { fill: color });
  }
  return out + rect(x + length * 0.74, y, length * 0.07, diameter, { fill: '#c9a43a' });
}

/** Axial part from the side (resistor with colour bands, or diode with cathode band). */
export function drawAxial(info: PackageInfo, scene: DrawScene): string {
  const ratio = info.bodyMm === undefined ? 0.48 : info.bodyMm.w / info.bodyMm.h;
  const length = 54;
  const diameter = clamp(length * ratio, 16, 30);
  const x = -length / 2;
  const y = -diameter / 2;
  const resistor = scene.look.kind === 'resistor';
  let out = rect(-48, -1.3, 96, 2.6, { fill: METAL_ACROSS_Y, stroke: METAL_EDGE, strokeWidth: 0.2 }, 1.2);
  if (resistor) {
    const beige = '#d8c39a';
    out += rect(x, y - diameter * 0.06, length * 0.22, diameter * 1.12, { fill: beige, stroke: shade(beige, -0.3), strokeWidth: 0.3 }, diameter * 0.35);
    out += rect(x + length * 0.78, y - diameter * 0.06, length * 0.22, diameter * 1.12, { fill: beige, stroke: shade(beige, -0.3), strokeWidth: 0.3 }, diameter * 0.35);
    out += rect(x + length * 0.15, y, length * 0.7, diameter, { fill: beige });
    out += resistorBands(x, y, length, diameter, scene.marking.join('|'));
    out += cylinderShade(x, y - diameter * 0.06, length, diameter * 1.12, 'y', diameter * 0.35);
  } else {
    out += rect(x, y, length, diameter, { fill: scene.look.body, stroke: shade(scene.look.body, -0.3), strokeWidth: 0.35 }, diameter * 0.22);
    out += rect(x + length * 0.1, y, length * 0.1, diameter, { fill: scene.look.band });
    out += markingText(scene.marking.slice(0, 1), length * 0.08, 0, length * 0.62, diameter * 0.5, scene.look);
    out += cylinderShade(x, y, length, diameter, 'y', diameter * 0.22);
  }
  return out;
}

/**
 * Radial part on two leads from the front: an LED dome, a film/safety capacitor box or a disc,
 * chosen by the category (switches, connectors and modules use their block drawings); the pitch from the name is drawn as a dimension.
 */
export function drawRadial(info: PackageInfo, scene: DrawScene): string {
  const kind = scene.look.kind;
  if (kind === 'led') return drawRadialLed(info, scene);
  if (kind === 'switch' || kind === 'connector' || kind === 'module') return drawSmdBlock(info, scene);
  if (kind === 'film' || kind === 'safety' || (info.bodyMm !== undefined && info.bodyMm.w !== info.bodyMm.h)) {
    return drawBox(info, scene);
  }
  return drawDisc(info, scene);
}

/** HC-49 crystal: a rounded metal can, on leads or on a plastic SMD base. */
export function drawCrystal(info: PackageInfo, scene: DrawScene): string {
  const smd = /SMD/.test(info.variant ?? '');
  const w = 66;
  const h = 26;
  const top = smd ? -h / 2 : -40;
  let out = '';
  if (smd) {
    out += rect(-w / 2 - 4, top - 6, w + 8, h + 12, { fill: '#26282c', stroke: '#151618', strokeWidth: 0.3 }, 2);
    out += metalRect(-w / 2 - 10, -5, 12, 10, 'y', 0.8) + metalRect(w / 2 - 2, -5, 12, 10, 'y', 0.8);
  } else {
    out += leadPair(spread(2, 28), top + h - 2, 2.2, 46);
  }
  out += rect(-w / 2, top, w, h, { fill: METAL_ACROSS_Y, stroke: METAL_EDGE, strokeWidth: 0.35 }, h / 2);
  out += rect(-w / 2 + 2.5, top + 2.5, w - 5, h - 5, { stroke: '#a0a6ad', strokeWidth: 0.5 }, h / 2 - 2.5);
  out += markingText(scene.marking.slice(0, 1), 0, top + h / 2, w * 0.7, h * 0.5, { ...scene.look, marking: '#4b5058' });
  return out;
}
