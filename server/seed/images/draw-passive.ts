import type { PackageInfo } from './parse-package.ts';
import {
  BODY_FILL,
  bodySlab,
  colorSlab,
  cylinderShade,
  metalSlab,
  sideFace,
  spread,
  sqrtScale,
  type DrawScene,
} from './package-paint.ts';
import { rect, shade } from './svg-markup.ts';

/** Ceramic substrate seen on the sides of thick-film chip resistors. */
const CERAMIC = '#ebe7de';

function chipGeometry(info: PackageInfo): { length: number; width: number; depth: number } {
  const size = info.bodyMm ?? { w: 1.6, h: 0.8 };
  const length = sqrtScale(size.w, 0.5, 6.4, 40, 86);
  const width = Math.max((length * size.h) / size.w, 15);
  return { length, width, depth: width * 0.14 };
}

/** Chip LED: white body, coloured lens, green cathode mark. */
function drawChipLed(length: number, width: number, depth: number, scene: DrawScene): string {
  const { look } = scene;
  const x = -length / 2;
  const y = -width / 2 - depth / 2;
  const cap = length * 0.16;
  let out = colorSlab(x, y, length, width, look.body, 1, depth);
  out += metalSlab(x, y, cap, width, 0, 'y', 1) + metalSlab(x + length - cap, y, cap, width, 0, 'y', 1);
  out += rect(x + cap * 1.35, y + width * 0.16, length - cap * 2.7, width * 0.68, { fill: 'url(#lens)', stroke: shade(look.accent, -0.35), strokeWidth: 0.3 }, width * 0.12);
  out += rect(x + cap * 1.35, y + width * 0.16, cap * 0.7, width * 0.68, { fill: look.band, opacity: 0.9 }, 0.6);
  return out;
}

/**
 * Chip passive (0201 … 2512) seen from above: metal end caps and the body between them, sized on
 * a square-root curve of the real length so the codes keep their order of size.
 */
export function drawChip(info: PackageInfo, scene: DrawScene): string {
  const { length, width, depth } = chipGeometry(info);
  const { look } = scene;
  if (look.kind === 'led') return drawChipLed(length, width, depth, scene);
  const x = -length / 2;
  const y = -width / 2 - depth / 2;
  const cap = length * (look.kind === 'resistor' ? 0.16 : 0.2);
  const radius = Math.min(width, length) * 0.05;
  const side = look.kind === 'resistor' ? CERAMIC : sideFace(look.body);
  let out = rect(x + cap / 2, y + depth, length - cap, width, { fill: side });
  out += metalSlab(x, y, cap, width, depth, 'y', radius);
  out += metalSlab(x + length - cap, y, cap, width, depth, 'y', radius);
  if (look.kind === 'resistor') {
    out += rect(x + cap, y, length - 2 * cap, width, { fill: CERAMIC, stroke: shade(CERAMIC, -0.25), strokeWidth: 0.3 });
    out += rect(x + cap + 0.6, y + width * 0.07, length - 2 * cap - 1.2, width * 0.86, { fill: BODY_FILL }, 0.6);
  } else {
    out += rect(x + cap, y, length - 2 * cap, width, { fill: BODY_FILL, stroke: shade(look.body, -0.3), strokeWidth: 0.3 });
  }
  return out;
}

/** Chip array (`0603x4`): one body with a terminal pair per element. */
export function drawChipArray(info: PackageInfo, scene: DrawScene): string {
  const elements = Math.max(2, Math.min(8, Math.round((info.pins ?? 8) / 2)));
  const length = 34 + elements * 10;
  const width = length * 0.42;
  const depth = width * 0.12;
  const x = -length / 2;
  const y = -width / 2 - depth / 2;
  const pitch = length / elements;
  const padW = pitch * 0.52;
  const padH = width * 0.24;
  let out = rect(x, y + depth, length, width, { fill: scene.look.kind === 'resistor' ? CERAMIC : sideFace(scene.look.body) });
  for (const cx of spread(elements, pitch)) {
    out += metalSlab(cx - padW / 2, y - padH * 0.25, padW, padH, depth, 'x', 0.6);
    out += metalSlab(cx - padW / 2, y + width - padH * 0.75, padW, padH, depth, 'x', 0.6);
  }
  out += bodySlab(x + 1, y + padH * 0.75, length - 2, width - padH * 1.5, scene.look, 0.8);
  return out;
}

/** Moulded tantalum capacitor: wide terminals at the ends, band on the anode (+) end. */
export function drawTantalum(info: PackageInfo, scene: DrawScene): string {
  const size = info.bodyMm ?? { w: 3.5, h: 2.8 };
  const length = sqrtScale(size.w, 3, 7.5, 56, 84);
  const width = Math.max((length * size.h) / size.w, 24);
  const depth = width * 0.14;
  const x = -length / 2;
  const y = -width / 2 - depth / 2;
  const termH = width * 0.56;
  const termW = length * 0.12;
  const termY = y + (width - termH) / 2;
  let out = metalSlab(x - length * 0.03, termY, termW, termH, depth, 'y', 0.5);
  out += metalSlab(x + length * 1.03 - termW, termY, termW, termH, depth, 'y', 0.5);
  out += bodySlab(x + length * 0.05, y, length * 0.9, width, scene.look, 1.2, depth);
  out += rect(x + length * 0.1, y + 0.2, length * 0.14, width - 0.4, { fill: scene.look.band, opacity: 0.85 });
  return out;
}

/** MELF: a cylinder with metal end caps and a cathode band. */
export function drawMelf(info: PackageInfo, scene: DrawScene): string {
  const size = info.bodyMm ?? { w: 5, h: 2.4 };
  const length = sqrtScale(size.w, 2, 6, 56, 80);
  const diameter = Math.max((length * size.h) / size.w, 20);
  const x = -length / 2;
  const y = -diameter / 2;
  const cap = length * 0.14;
  const radius = diameter * 0.18;
  let out = rect(x + cap * 0.6, y, length - cap * 1.2, diameter, { fill: scene.look.body, stroke: shade(scene.look.body, -0.3), strokeWidth: 0.3 });
  out += rect(x + cap * 1.5, y, length * 0.09, diameter, { fill: scene.look.band });
  out += metalSlab(x, y - 0.6, cap, diameter + 1.2, 0, 'y', radius);
  out += metalSlab(x + length - cap, y - 0.6, cap, diameter + 1.2, 0, 'y', radius);
  out += cylinderShade(x, y - 0.6, length, diameter + 1.2, 'y', radius);
  return out;
}

interface DiodeGeometry {
  length: number;
  width: number;
  termH: number;
  termOut: number;
  termIn: number;
}

function diodeGeometry(info: PackageInfo): DiodeGeometry {
  const size = info.bodyMm ?? { w: 2.7, h: 1.6 };
  const length = sqrtScale(size.w, 0.8, 10, 36, 76);
  const width = Math.max((length * size.h) / size.w, 17);
  if (info.flatLeads === true) return { length, width, termH: width * 0.66, termOut: length * 0.1, termIn: length * 0.08 };
  if (size.w >= 4) return { length, width, termH: width * 0.6, termOut: length * 0.08, termIn: length * 0.06 };
  return { length, width, termH: width * 0.42, termOut: length * 0.17, termIn: length * 0.04 };
}

/**
 * Two-terminal moulded diode body (SOD, SMA/SMB/SMC, DO-214): terminals at both ends and a
 * cathode band on the left.
 */
export function drawDiode(info: PackageInfo, scene: DrawScene): string {
  const { length, width, termH, termOut, termIn } = diodeGeometry(info);
  const depth = width * 0.13;
  const x = -length / 2;
  const y = -width / 2 - depth / 2;
  const termY = y + (width - termH) / 2;
  const termW = termOut + termIn;
  let out = metalSlab(x - termOut, termY, termW, termH, depth * 0.6, 'y', 0.4);
  out += metalSlab(x + length - termIn, termY, termW, termH, depth * 0.6, 'y', 0.4);
  out += bodySlab(x, y, length, width, scene.look, Math.min(width, length) * 0.06, depth);
  out += rect(x + length * 0.1, y + 0.18, length * 0.13, width - 0.36, { fill: scene.look.band, opacity: 0.92 });
  return out;
}
