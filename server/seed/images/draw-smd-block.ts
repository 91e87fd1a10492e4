import type { PackageInfo } from './parse-package.ts';
import { drawChip } from './draw-passive.ts';
import {
  bodySlab,
  colorSlab,
  markingText,
  METAL_EDGE,
  metalRect,
  metalSlab,
  spread,
  type DrawScene,
} from './package-paint.ts';
import { circle, clamp, num, pathElement, polygonData, rect, shade } from './svg-markup.ts';

const CERAMIC_BASE = '#e9e3d6';
const PCB_GREEN = '#1f6a45';

interface BlockBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

function blockBox(info: PackageInfo, maxSide = 64): BlockBox {
  const size = info.bodyMm ?? { w: 5, h: 5 };
  const scale = maxSide / Math.max(size.w, size.h);
  const w = Math.max(size.w * scale, 26);
  const h = Math.max(size.h * scale, 26);
  return { x: -w / 2, y: -h / 2, w, h };
}

/** Pads on the left and right ends (two pins) or spread along the top and bottom edges. */
function blockPads(box: BlockBox, pins: number, inset: number): string {
  if (pins <= 2) {
    const padW = box.w * 0.16;
    const padH = box.h * 0.5;
    const cy = box.y + box.h / 2;
    return (
      metalSlab(box.x - inset, cy - padH / 2, padW, padH, 0, 'y', 0.6) +
      metalSlab(box.x + box.w - padW + inset, cy - padH / 2, padW, padH, 0, 'y', 0.6)
    );
  }
  const perSide = clamp(Math.ceil(pins / 2), 1, 16);
  const pitch = (box.w * 0.8) / perSide;
  const padW = pitch * 0.5;
  const padH = Math.min(box.h * 0.16, 8);
  let out = '';
  for (const cx of spread(perSide, pitch)) {
    out += metalSlab(cx - padW / 2, box.y - inset, padW, padH, 0, 'x', 0.5);
    out += metalSlab(cx - padW / 2, box.y + box.h - padH + inset, padW, padH, 0, 'x', 0.5);
  }
  return out;
}

/** SMD crystal or oscillator: ceramic base, seam-welded metal lid, corner pads. */
function drawSmdCrystal(info: PackageInfo, scene: DrawScene): string {
  const box = blockBox(info, 62);
  const pins = info.pins ?? 4;
  const depth = box.h * 0.06;
  let out = colorSlab(box.x, box.y, box.w, box.h, CERAMIC_BASE, 2, depth);
  const pad = Math.min(box.w, box.h) * 0.2;
  if (pins >= 4) {
    for (const [px, py] of [[box.x, box.y], [box.x + box.w - pad, box.y], [box.x, box.y + box.h - pad], [box.x + box.w - pad, box.y + box.h - pad]] as const) {
      out += metalRect(px - 0.6, py - 0.6, pad, pad, 'x', 0.6);
    }
  } else {
    out += blockPads(box, 2, 0.6);
  }
  const inset = pad * 0.55;
  out += metalSlab(box.x + inset, box.y + inset, box.w - 2 * inset, box.h - 2 * inset, 0, 'y', 2.5);
  out += markingText(scene.marking, 0, box.y + box.h / 2, box.w * 0.7, box.h * 0.5, { ...scene.look, marking: '#4b5058' });
  return out;
}

/** SMD LED (3528, 5050 …): white body, round lens cavity, cathode corner mark. */
function drawSmdLed(info: PackageInfo, scene: DrawScene): string {
  const box = blockBox(info, 62);
  const pins = info.pins ?? 2;
  let out = blockPads(box, pins, 1);
  out += colorSlab(box.x, box.y, box.w, box.h, scene.look.body, 2, box.h * 0.07);
  const r = Math.min(box.w, box.h) * 0.36;
  out += circle(0, box.y + box.h / 2, r, { fill: 'url(#lens)', stroke: shade(scene.look.accent, -0.35), strokeWidth: 0.4 });
  const cut = Math.min(box.w, box.h) * 0.18;
  out += pathElement(polygonData([[box.x, box.y], [box.x + cut, box.y], [box.x, box.y + cut]]), { fill: scene.look.band });
  return out;
}

/** Shielded power inductor from above: ferrite body with the round core top and two terminals. */
function drawSmdInductor(info: PackageInfo, scene: DrawScene): string {
  const box = blockBox(info, 62);
  let out = blockPads(box, info.pins ?? 2, 2.5);
  out += bodySlab(box.x, box.y, box.w, box.h, scene.look, Math.min(box.w, box.h) * 0.08, box.h * 0.06);
  const cy = box.y + box.h / 2;
  const r = Math.min(box.w, box.h) * 0.36;
  out += circle(0, cy, r, { fill: shade(scene.look.body, 0.1), stroke: shade(scene.look.body, -0.35), strokeWidth: 0.6 });
  out += circle(0, cy, r * 0.55, { fill: shade(scene.look.body, -0.12), stroke: shade(scene.look.body, 0.2), strokeWidth: 0.4 });
  out += markingText(scene.marking.slice(0, 1), 0, cy, r * 0.95, r * 0.4, scene.look);
  return out;
}

/** Tactile switch from above: metal frame, round actuator, four legs. */
function drawSmdSwitch(info: PackageInfo, scene: DrawScene): string {
  const box = blockBox(info, 56);
  let out = '';
  const legW = box.w * 0.14;
  for (const cx of [box.x + box.w * 0.2, box.x + box.w * 0.8]) {
    out += metalRect(cx - legW / 2, box.y - 7, legW, box.h + 14, 'x', 0.6);
  }
  out += colorSlab(box.x, box.y, box.w, box.h, scene.look.body, 2, box.h * 0.06);
  out += metalSlab(box.x + box.w * 0.08, box.y + box.h * 0.08, box.w * 0.84, box.h * 0.84, 0, 'y', 2);
  out += circle(0, box.y + box.h / 2, Math.min(box.w, box.h) * 0.26, { fill: '#2a2b2f', stroke: '#111214', strokeWidth: 0.5 });
  return out;
}

/** Radio or power module: green board, metal shield can, castellated pads along the edges. */
function drawModule(info: PackageInfo, scene: DrawScene): string {
  const box = blockBox(info.bodyMm === undefined ? { ...info, bodyMm: { w: 16, h: 20 } } : info, 70);
  let out = colorSlab(box.x, box.y, box.w, box.h, PCB_GREEN, 1.5, box.h * 0.03);
  const pads = clamp(Math.round(box.h / 6), 4, 14);
  const pitch = (box.h * 0.82) / pads;
  for (const cy of spread(pads, pitch, box.y + box.h * 0.55)) {
    out += rect(box.x - 0.5, cy - pitch * 0.28, 3.2, pitch * 0.56, { fill: '#d7b55a' }, 0.6);
    out += rect(box.x + box.w - 2.7, cy - pitch * 0.28, 3.2, pitch * 0.56, { fill: '#d7b55a' }, 0.6);
  }
  const shieldY = box.y + box.h * 0.22;
  out += metalSlab(box.x + 5, shieldY, box.w - 10, box.h * 0.72, 0, 'y', 1.5);
  out += markingText(scene.marking, 0, shieldY + box.h * 0.36, box.w * 0.66, box.h * 0.4, { ...scene.look, marking: '#4b5058' });
  out += rect(box.x + box.w * 0.2, box.y + box.h * 0.05, box.w * 0.6, box.h * 0.1, { stroke: '#d7b55a', strokeWidth: 1 }, 0.5);
  return out;
}

/** Board connector: a dark housing with a row of gold contacts. */
function drawConnector(info: PackageInfo, scene: DrawScene): string {
  const contacts = clamp(info.pins !== undefined && info.pins > 2 ? info.pins : 8, 2, 24);
  const w = Math.min(80, contacts * 7 + 10);
  const h = 26;
  const x = -w / 2;
  const y = -h / 2;
  const pitch = (w - 10) / contacts;
  let out = '';
  for (const cx of spread(contacts, pitch)) out += metalRect(cx - pitch * 0.2, y + h - 2, pitch * 0.4, 10, 'x', 0.3);
  out += bodySlab(x, y, w, h, scene.look, 1.5, 2);
  for (const cx of spread(contacts, pitch)) {
    out += rect(cx - pitch * 0.3, y + h * 0.3, pitch * 0.6, h * 0.4, { fill: '#141517' }, 0.5);
    out += rect(cx - pitch * 0.12, y + h * 0.38, pitch * 0.24, h * 0.24, { fill: '#d7b55a' }, 0.3);
  }
  return out;
}

/** Plain moulded SMD block (the rest of `SMD,WxHmm` parts). */
function drawPlainBlock(info: PackageInfo, scene: DrawScene): string {
  const box = blockBox(info, 62);
  let out = blockPads(box, info.pins ?? 2, 2.5);
  out += bodySlab(box.x, box.y, box.w, box.h, scene.look, 1.5, box.h * 0.06);
  out += markingText(scene.marking, 0, box.y + box.h / 2, box.w * 0.64, box.h * 0.5, scene.look);
  return out;
}

/**
 * `SMD…` parts whose name only gives a size: the category decides what they look like (crystal,
 * LED, power inductor, switch, module, connector, shunt resistor, or a plain block).
 */
export function drawSmdBlock(info: PackageInfo, scene: DrawScene): string {
  switch (scene.look.kind) {
    case 'crystal':
      return drawSmdCrystal(info, scene);
    case 'led':
      return drawSmdLed(info, scene);
    case 'inductor':
    case 'ferrite':
      return drawSmdInductor(info, scene);
    case 'switch':
      return drawSmdSwitch(info, scene);
    case 'module':
      return drawModule(info, scene);
    case 'connector':
      return drawConnector(info, scene);
    case 'resistor':
      return drawChip(info, scene);
    default:
      return drawPlainBlock(info, scene);
  }
}

/** SMD aluminium electrolytic from above: plastic base with chamfers, can top with polarity mark. */
export function drawSmdCan(info: PackageInfo, scene: DrawScene): string {
  const diameterMm = info.bodyMm?.w ?? 6.3;
  const side = 60;
  const r = (side / 2) * (diameterMm / (diameterMm + 0.4));
  const x = -side / 2;
  const y = -side / 2;
  const cut = side * 0.17;
  let out = metalRect(x - 8, -side * 0.08, 10, side * 0.16, 'y', 0.6) + metalRect(x + side - 2, -side * 0.08, 10, side * 0.16, 'y', 0.6);
  const base = polygonData([[x, y], [x + side, y], [x + side, y + side - cut], [x + side - cut, y + side], [x + cut, y + side], [x, y + side - cut]]);
  out += pathElement(base, { fill: '#25272b', stroke: '#111214', strokeWidth: 0.4 });
  out += circle(0, 0, r, { fill: 'url(#ball)', stroke: METAL_EDGE, strokeWidth: 0.4 });
  out += circle(0, 0, r * 0.9, { stroke: '#9aa0a8', strokeWidth: 0.5 });
  const chordY = r * 0.42;
  const half = Math.sqrt(r * r - chordY * chordY);
  out += `<path d="M${num(-half)} ${num(chordY)}A${num(r)} ${num(r)} 0 0 0 ${num(half)} ${num(chordY)}Z" fill="${scene.look.body}" opacity="0.92"/>`;
  const vent = r * 0.32;
  out += `<path d="M${num(-vent)} ${num(-r * 0.2)}H${num(vent)}M0 ${num(-r * 0.2 - vent)}V${num(-r * 0.2 + vent)}" stroke="#7b8189" stroke-width="0.8" stroke-linecap="round"/>`;
  return out;
}
