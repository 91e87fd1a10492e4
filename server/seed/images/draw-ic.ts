import type { PackageInfo } from './parse-package.ts';
import {
  bodySlab,
  chamferedRectData,
  colorSlab,
  markingText,
  METAL_ACROSS_X,
  METAL_EDGE,
  metalRect,
  pinOneDot,
  spread,
  sqrtScale,
  type DrawScene,
} from './package-paint.ts';
import { circle, clamp, num, pathElement, polygonData, rect, shade } from './svg-markup.ts';

/** Leads drawn per side at most; beyond this the leads would merge into a grey band. */
const MAX_LEADS_PER_SIDE = 32;
/** Balls drawn per row at most, for the same reason. */
const MAX_BALLS_PER_ROW = 18;
const CERAMIC_BODY = '#e4dfd3';
const GOLD_LID = '#cfae57';

interface DualRowSpec {
  pitchMm: number;
  bodyWidthMm: number;
}

const DUAL_ROW_SPECS: ReadonlyArray<readonly [RegExp, DualRowSpec]> = [
  [/^(HT|L)?TSSOP/, { pitchMm: 0.65, bodyWidthMm: 4.4 }],
  [/^V?SSOP-?(5|6)$/, { pitchMm: 0.95, bodyWidthMm: 1.6 }],
  [/^(MSOP|VSSOP)/, { pitchMm: 0.65, bodyWidthMm: 3.0 }],
  [/^QSOP/, { pitchMm: 0.635, bodyWidthMm: 3.9 }],
  [/^SSOP/, { pitchMm: 0.65, bodyWidthMm: 5.3 }],
  [/^TVSOP/, { pitchMm: 0.4, bodyWidthMm: 4.4 }],
  [/^TSOPII/, { pitchMm: 0.8, bodyWidthMm: 10.2 }],
  [/^TSOP/, { pitchMm: 0.5, bodyWidthMm: 8 }],
];

function dualRowSpec(info: PackageInfo, pins: number): DualRowSpec {
  const variant = info.variant ?? '';
  const found = DUAL_ROW_SPECS.find(([pattern]) => pattern.test(variant))?.[1];
  const base = found ?? { pitchMm: 1.27, bodyWidthMm: pins >= 20 ? 7.5 : 3.9 };
  return {
    pitchMm: info.pitchMm ?? base.pitchMm,
    bodyWidthMm: info.bodyWidthMm ?? (info.pitchMm !== undefined && info.pitchMm > 2 ? 4.4 : base.bodyWidthMm),
  };
}

/** Slot indexes left out of the top row of an odd pin count (the high-voltage gap of SO-7). */
function topRowSlots(perSide: number, pins: number): number[] {
  const slots = Array.from({ length: perSide }, (_, i) => i);
  return pins % 2 === 1 && perSide >= 2 ? slots.filter((slot) => slot !== perSide - 2) : slots;
}

interface RowLayout {
  length: number;
  height: number;
  centres: number[];
  leadW: number;
  top: number[];
}

function rowLayout(pins: number, pitchMm: number, bodyWidthMm: number, maxScale: number, maxHeight: number): RowLayout & { scale: number } {
  const perSide = clamp(Math.ceil(pins / 2), 1, MAX_LEADS_PER_SIDE);
  const bodyLengthMm = (perSide - 1) * pitchMm + Math.max(1.1, pitchMm * 0.75);
  const scale = Math.min(76 / bodyLengthMm, maxHeight / bodyWidthMm, maxScale);
  return {
    scale,
    length: bodyLengthMm * scale,
    height: bodyWidthMm * scale,
    centres: spread(perSide, pitchMm * scale),
    leadW: pitchMm * scale * 0.42,
    top: topRowSlots(perSide, pins),
  };
}

/**
 * Dual-row gull-wing IC (SOIC, SOP, SSOP, TSSOP, MSOP, TSOP …) from above, pins on the long sides,
 * pin 1 bottom left; pitch and body width follow the family so proportions look right.
 */
export function drawDualRow(info: PackageInfo, scene: DrawScene): string {
  const pins = Math.max(info.pins ?? 8, 2);
  const spec = dualRowSpec(info, pins);
  const layout = rowLayout(pins, spec.pitchMm, spec.bodyWidthMm, 15, 50);
  const leadL = clamp(1.05 * layout.scale, 7, 15);
  const { length, height } = layout;
  const depth = height * 0.06;
  const x = -length / 2;
  const y = -height / 2 - depth / 2;
  let out = '';
  for (const slot of layout.top) {
    const cx = layout.centres[slot] ?? 0;
    out += metalRect(cx - layout.leadW / 2, y - leadL, layout.leadW, leadL + 1, 'x', 0.3);
  }
  for (const cx of layout.centres) {
    out += metalRect(cx - layout.leadW / 2, y + height - 1, layout.leadW, leadL + 1 + depth, 'x', 0.3);
  }
  out += bodySlab(x, y, length, height, scene.look, 1.2, depth);
  out += rect(x + 0.8, y + height * 0.84, length - 1.6, 0.5, { fill: shade(scene.look.body, -0.22) });
  const dot = clamp(height * 0.08, 1.4, 3.2);
  out += pinOneDot(x + dot * 2.2, y + height * 0.84 - dot * 1.9, dot, scene.look);
  out += markingText(scene.marking, 0, y + height * 0.42, length * 0.82, height * 0.56, scene.look);
  return out;
}

function dipLead(cx: number, edgeY: number, direction: 1 | -1, scale: number): string {
  const shoulderW = Math.max(1.5 * scale, 2.4);
  const shoulderL = Math.max(0.9 * scale, 3.5);
  const pinW = Math.max(0.5 * scale, 1.2);
  const pinL = Math.max(1.3 * scale, 5);
  const shoulderY = direction === 1 ? edgeY - 1 : edgeY - shoulderL + 1;
  const pinY = direction === 1 ? edgeY + shoulderL - 1 : edgeY - shoulderL - pinL + 1;
  return (
    metalRect(cx - pinW / 2, pinY, pinW, pinL, 'x', 0.2) +
    metalRect(cx - shoulderW / 2, shoulderY, shoulderW, shoulderL, 'x', 0.3)
  );
}

/** Through-hole dual in-line package (PDIP, CDIP): wide lead shoulders, notch at the pin-1 end. */
export function drawDip(info: PackageInfo, scene: DrawScene): string {
  const pins = Math.max(info.pins ?? 8, 4);
  const wide = pins >= 32 || (info.bodyWidthMm ?? 0) >= 15;
  const layout = rowLayout(pins, info.pitchMm ?? 2.54, wide ? 13.9 : 6.35, 9, 46);
  const { length, height, scale } = layout;
  const ceramic = /^(C|SB|CER)/.test(info.variant ?? '');
  const depth = height * 0.07;
  const x = -length / 2;
  const y = -height / 2 - depth / 2;
  let out = '';
  for (const slot of layout.top) out += dipLead(layout.centres[slot] ?? 0, y, -1, scale);
  for (const cx of layout.centres) out += dipLead(cx, y + height + depth, 1, scale);
  const notchR = Math.min(height * 0.13, 6);
  const cy = y + height / 2;
  if (ceramic) {
    out += colorSlab(x, y, length, height, CERAMIC_BODY, 1, depth);
    out += colorSlab(x + length * 0.2, y + height * 0.2, length * 0.6, height * 0.6, GOLD_LID, 1);
  } else {
    out += bodySlab(x, y, length, height, scene.look, 1.5, depth);
    out += pinOneDot(x + notchR * 2.6, y + height * 0.78, Math.min(height * 0.07, 2.6), scene.look);
  }
  const notchFill = shade(ceramic ? CERAMIC_BODY : scene.look.body, -0.3);
  out += `<path d="M${num(x)} ${num(cy - notchR)}A${num(notchR)} ${num(notchR)} 0 0 1 ${num(x)} ${num(cy + notchR)}Z" fill="${notchFill}"/>`;
  const markLook = ceramic ? { ...scene.look, marking: '#5b4a1d' } : scene.look;
  const markWidth = ceramic ? length * 0.55 : length * 0.78;
  out += markingText(scene.marking, 0, cy - height * (ceramic ? 0 : 0.06), markWidth, height * 0.5, markLook);
  return out;
}

/** Leads per side of a quad package, shared out by side length for rectangular bodies. */
function quadCounts(pins: number, w: number, h: number): { horizontal: number; vertical: number } {
  const horizontal = Math.max(1, Math.round((pins * w) / (2 * (w + h))));
  const vertical = Math.max(1, Math.round(pins / 2) - horizontal);
  return { horizontal: Math.min(horizontal, MAX_LEADS_PER_SIDE + 12), vertical: Math.min(vertical, MAX_LEADS_PER_SIDE + 12) };
}

function defaultQuadBodyMm(pins: number, noLead: boolean): { w: number; h: number } {
  const side =
    noLead ? (pins <= 16 ? 3 : pins <= 24 ? 4 : pins <= 32 ? 5 : pins <= 48 ? 7 : pins <= 64 ? 9 : 10)
    : pins <= 48 ? 7 : pins <= 64 ? 10 : pins <= 100 ? 14 : pins <= 144 ? 20 : 24;
  return { w: side, h: side };
}

function chamferedBody(x: number, y: number, w: number, h: number, cut: number, fill: string, stroke: string): string {
  return pathElement(chamferedRectData(x, y, w, h, cut), { fill, stroke, strokeWidth: 0.35 });
}

interface SideLeads {
  /** Centres along the side. */
  centres: number[];
  width: number;
}

function sideLeads(count: number, sideLength: number): SideLeads {
  const usable = sideLength * 0.86;
  const pitch = usable / count;
  return { centres: spread(count, pitch), width: pitch * 0.52 };
}

/** Quad flat package with gull-wing leads on all four sides (QFP, LQFP, TQFP …), pin 1 top left. */
export function drawQuadFlat(info: PackageInfo, scene: DrawScene): string {
  const pins = Math.max(info.pins ?? 48, 8);
  const size = info.bodyMm ?? defaultQuadBodyMm(pins, false);
  const scale = 62 / Math.max(size.w, size.h);
  const w = size.w * scale;
  const h = size.h * scale;
  const leadL = clamp(1.0 * scale, 6, 9);
  const x = -w / 2;
  const y = -h / 2;
  const counts = quadCounts(pins, size.w, size.h);
  const across = sideLeads(counts.horizontal, w);
  const down = sideLeads(counts.vertical, h);
  let out = '';
  for (const cx of across.centres) {
    out += metalRect(cx - across.width / 2, y - leadL, across.width, leadL + 1, 'x', 0.2);
    out += metalRect(cx - across.width / 2, y + h - 1, across.width, leadL + 1, 'x', 0.2);
  }
  for (const cy of down.centres) {
    out += metalRect(x - leadL, cy - down.width / 2, leadL + 1, down.width, 'y', 0.2);
    out += metalRect(x + w - 1, cy - down.width / 2, leadL + 1, down.width, 'y', 0.2);
  }
  const cut = Math.min(w, h) * 0.06;
  out += chamferedBody(x, y, w, h, cut, 'url(#body)', shade(scene.look.body, -0.3));
  out += rect(x + w * 0.05, y + h * 0.05, w * 0.9, h * 0.9, { stroke: shade(scene.look.body, 0.14), strokeWidth: 0.4 }, 1.2);
  const dot = clamp(Math.min(w, h) * 0.045, 1.5, 3.2);
  out += pinOneDot(x + w * 0.05 + dot * 2.4, y + h * 0.05 + dot * 2.4, dot, scene.look);
  out += markingText(scene.marking, 0, 0, w * 0.74, h * 0.42, scene.look);
  return out;
}

function exposedPad(cx: number, cy: number, w: number, h: number): string {
  const d = chamferedRectData(cx - w / 2, cy - h / 2, w, h, Math.min(w, h) * 0.14);
  return pathElement(d, { fill: METAL_ACROSS_X, stroke: METAL_EDGE, strokeWidth: 0.25 });
}

function edgePads(x: number, y: number, w: number, h: number, counts: { horizontal: number; vertical: number }, padL: number, quad: boolean): string {
  const peek = 0.7;
  const across = sideLeads(counts.horizontal, w);
  let out = '';
  for (const cx of across.centres) {
    out += metalRect(cx - across.width / 2, y - peek, across.width, padL + peek, 'x', 0.3);
    out += metalRect(cx - across.width / 2, y + h - padL, across.width, padL + peek, 'x', 0.3);
  }
  if (!quad) return out;
  const down = sideLeads(counts.vertical, h);
  for (const cy of down.centres) {
    out += metalRect(x - peek, cy - down.width / 2, padL + peek, down.width, 'y', 0.3);
    out += metalRect(x + w - padL, cy - down.width / 2, padL + peek, down.width, 'y', 0.3);
  }
  return out;
}

function noLeadBody(size: { w: number; h: number }, pins: number, quad: boolean, info: PackageInfo, scene: DrawScene): string {
  const longest = Math.max(size.w, size.h);
  const scaleToStage = sqrtScale(longest, 0.6, 12, 44, 68) / longest;
  const w = size.w * scaleToStage;
  const h = size.h * scaleToStage;
  const depth = h * 0.05;
  const x = -w / 2;
  const y = -h / 2 - depth / 2;
  const counts = quad ? quadCounts(pins, size.w, size.h) : { horizontal: Math.ceil(pins / 2), vertical: 0 };
  const padL = clamp(Math.min(w, h) * 0.11, 3, 6);
  let out = bodySlab(x, y, w, h, scene.look, 1, depth);
  out += edgePads(x, y, w, h, counts, padL, quad);
  if (info.exposedPad === true) {
    const epW = quad ? w - 2 * padL - 6 : w * 0.7;
    const epH = h - 2 * padL - 6;
    out += exposedPad(0, y + h / 2, epW, epH);
  } else {
    const dot = clamp(Math.min(w, h) * 0.05, 1.4, 3);
    out += pinOneDot(x + padL + dot * 2.2, y + padL + dot * 2.2, dot, scene.look);
    out += markingText(scene.marking, 0, y + h / 2, w - 2 * padL - 4, h - 2 * padL - 4, scene.look);
  }
  return out;
}

/** Two-terminal or three-terminal no-lead parts (DFN1006-2L): pads across the ends. */
function drawTinyNoLead(size: { w: number; h: number }, pins: number, scene: DrawScene): string {
  const longest = Math.max(size.w, size.h);
  const w = sqrtScale(longest, 0.5, 3, 40, 64);
  const h = Math.max((w * Math.min(size.w, size.h)) / longest, 20);
  const depth = h * 0.1;
  const x = -w / 2;
  const y = -h / 2 - depth / 2;
  const padW = w * 0.26;
  let out = bodySlab(x, y, w, h, scene.look, 1, depth);
  out += metalRect(x + w - padW - 1, y + 1.5, padW, h - 3, 'y', 0.6);
  if (pins >= 3) {
    const padH = (h - 5) / 2;
    out += metalRect(x + 1, y + 1.5, padW, padH, 'y', 0.6) + metalRect(x + 1, y + h - 1.5 - padH, padW, padH, 'y', 0.6);
  } else {
    out += metalRect(x + 1, y + 1.5, padW, h - 3, 'y', 0.6);
    out += rect(x + padW + 3, y + 2, w * 0.06, h - 4, { fill: scene.look.band, opacity: 0.5 });
  }
  return out;
}

/** Quad flat no-lead package (QFN, LFCSP, LGA, LCC …): pads on four sides, exposed pad if EP. */
export function drawQuadNoLead(info: PackageInfo, scene: DrawScene): string {
  const pins = Math.max(info.pins ?? 32, 4);
  return noLeadBody(info.bodyMm ?? defaultQuadBodyMm(pins, true), pins, true, info, scene);
}

/** Dual flat no-lead package (DFN, SON, WSON …): pads on two sides, exposed pad if EP. */
export function drawDualNoLead(info: PackageInfo, scene: DrawScene): string {
  const pins = Math.max(info.pins ?? 8, 2);
  const given = info.bodyMm ?? { w: 3, h: 3 };
  const size = { w: Math.max(given.w, given.h), h: Math.min(given.w, given.h) };
  if (pins <= 3) return drawTinyNoLead(size, pins, scene);
  return noLeadBody(size, Math.min(pins, MAX_LEADS_PER_SIDE * 2), false, info, scene);
}

function ballGrid(balls: number, aspect: number): { cols: number; rows: number; hole: number } {
  const cols = clamp(Math.ceil(Math.sqrt(balls / aspect)), 2, MAX_BALLS_PER_ROW);
  const rows = clamp(Math.round(cols * aspect), 2, MAX_BALLS_PER_ROW);
  const missing = rows * cols - balls;
  const hole = missing > 0 ? Math.floor(Math.sqrt(missing)) : 0;
  return { cols, rows, hole: hole <= Math.min(cols, rows) - 4 ? hole : 0 };
}

/** Ball grid array seen from below: the ball matrix with an A1 corner mark. */
export function drawBga(info: PackageInfo, scene: DrawScene): string {
  const balls = Math.max(info.pins ?? 144, 4);
  const size = info.bodyMm ?? { w: 10, h: 10 };
  const aspect = size.h / size.w;
  const w = aspect > 1 ? 66 / aspect : 66;
  const h = w * aspect;
  const grid = ballGrid(balls, aspect);
  const pitch = Math.min((w * 0.88) / grid.cols, (h * 0.88) / grid.rows);
  const radius = pitch * 0.33;
  const x = -w / 2;
  const y = -h / 2;
  const substrate = shade(scene.look.body, 0.1);
  let out = colorSlab(x, y, w, h, substrate, 1.5, h * 0.035);
  const xs = spread(grid.cols, pitch);
  const ys = spread(grid.rows, pitch);
  const holeStartX = Math.floor((grid.cols - grid.hole) / 2);
  const holeStartY = Math.floor((grid.rows - grid.hole) / 2);
  ys.forEach((cy, row) => {
    xs.forEach((cx, col) => {
      const inHole =
        col >= holeStartX && col < holeStartX + grid.hole && row >= holeStartY && row < holeStartY + grid.hole;
      if (!inHole) out += circle(cx, cy, radius, { fill: 'url(#ball)', stroke: METAL_EDGE, strokeWidth: 0.15 });
    });
  });
  const mark = Math.min(w, h) * 0.09;
  out += pathElement(polygonData([[x + 1.2, y + 1.2], [x + 1.2 + mark, y + 1.2], [x + 1.2, y + 1.2 + mark]]), { fill: '#d9b44a' });
  return out;
}
