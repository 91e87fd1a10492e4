import type { LookKind } from './package-look.ts';
import type { PackageInfo } from './parse-package.ts';
import { clamp } from './svg-markup.ts';

/** One copper pad, in mm, centred at (x, y); y grows downwards, pad 1 is at the top left. */
export interface LandPad {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Corner radius in mm: half the smaller side makes an oval or a round pad. */
  radius: number;
  /** Drill diameter in mm for through-hole pads. */
  drill?: number;
  /** A ball of a BGA: drawn as a circle of diameter `w`. */
  ball?: boolean;
}

/** The recommended footprint of a package: pads, the body outline for the silkscreen, pin 1. */
export interface LandPattern {
  pads: LandPad[];
  /** Body outline centred on the origin, in mm. */
  body: { w: number; h: number; round: boolean };
  /** Where the silkscreen pin-1 (or polarity) dot goes, in mm. */
  pinOne: { x: number; y: number } | null;
  /** Distance between neighbouring pads of a row, in mm, when the package has rows. */
  pitchMm: number | null;
  throughHole: boolean;
}

type Size = { w: number; h: number };

/** Evenly spaced centres of `count` items, `pitch` apart, centred on zero. */
function spread(count: number, pitch: number): number[] {
  const start = (-(count - 1) * pitch) / 2;
  return Array.from({ length: count }, (_, i) => start + i * pitch);
}

/** The standard pitch closest to `raw`. */
function nearestPitch(raw: number, pitches: readonly number[]): number {
  return pitches.reduce((best, pitch) => (Math.abs(pitch - raw) < Math.abs(best - raw) ? pitch : best));
}

function smd(x: number, y: number, w: number, h: number, rounding = 0.15): LandPad {
  return { x, y, w, h, radius: Math.min(w, h) * rounding };
}

function tht(x: number, y: number, size: number, drill: number, square = false): LandPad {
  return { x, y, w: size, h: size, radius: square ? size * 0.08 : size / 2, drill };
}

function pattern(pads: LandPad[], body: Size, options: Partial<Omit<LandPattern, 'pads' | 'body'>> & { round?: boolean } = {}): LandPattern {
  const first = pads[0];
  return {
    pads,
    body: { w: body.w, h: body.h, round: options.round ?? false },
    pinOne: options.pinOne === undefined ? (first ? { x: first.x - first.w / 2 - 0.35, y: first.y - first.h / 2 - 0.35 } : null) : options.pinOne,
    pitchMm: options.pitchMm ?? null,
    throughHole: options.throughHole ?? false,
  };
}

/** Two end terminals (chip resistors and capacitors, MELF, tantalum, diodes). */
function twoTerminal(body: Size, padW: number, padH: number, centre: number, polarised: boolean): LandPattern {
  const pads = [smd(-centre, 0, padW, padH), smd(centre, 0, padW, padH)];
  return pattern(pads, body, { pinOne: polarised ? { x: -centre - padW / 2 - 0.4, y: 0 } : null });
}

function chip(body: Size): LandPattern {
  const padW = Math.min(body.w * 0.4 + 0.15, 1.6);
  return twoTerminal(body, padW, body.h + Math.max(0.1, body.h * 0.2), body.w / 2 + 0.05, false);
}

/** Pads along the top and bottom edges: pad 1 top left, numbered anticlockwise like an IC. */
function dualRows(perSide: number, pitch: number, rowY: number, padW: number, padH: number, skip: ReadonlySet<number> = new Set()): LandPad[] {
  const xs = spread(perSide, pitch);
  const top = xs.map((x) => smd(x, -rowY, padW, padH));
  const bottom = xs.map((x, i) => (skip.has(i) ? null : smd(x, rowY, padW, padH))).filter((pad) => pad !== null);
  return [...top, ...bottom.reverse()];
}

function chipArray(info: PackageInfo): LandPattern {
  const elements = Math.max(1, Math.round((info.pins ?? 8) / 2));
  const pitch = info.sizeCode === '0402' ? 0.5 : info.sizeCode === '0603' ? 0.8 : 1.27;
  const bodyH = pitch * 2;
  const pads = dualRows(elements, pitch, bodyH / 2 + pitch * 0.1, pitch * 0.55, pitch * 0.9);
  return pattern(pads, { w: elements * pitch, h: bodyH }, { pitchMm: pitch, pinOne: null });
}

function diode(info: PackageInfo): LandPattern {
  const body = info.bodyMm ?? { w: 2.7, h: 1.6 };
  return twoTerminal(body, body.w * 0.25 + 0.3, body.h * 0.55 + 0.1, body.w / 2 + 0.2, true);
}

function sot(info: PackageInfo): LandPattern {
  const body = info.bodyMm ?? { w: 2.9, h: 1.6 };
  const pins = clamp(info.pins ?? 3, 3, 8);
  const pitch = body.w >= 2.8 ? 0.95 : body.w >= 1.9 ? 0.65 : 0.5;
  const padW = pitch * 0.6;
  const padH = Math.max(0.5, pitch + 0.05);
  const rowY = body.h / 2 + padH / 2 - 0.1;
  const bottomCount = pins === 3 ? 2 : Math.ceil(pins / 2);
  const topCount = pins - bottomCount;
  const bottomPitch = bottomCount === 2 && topCount === 1 ? pitch * 2 : pitch;
  const topPitch = topCount === 2 && bottomCount === 3 ? pitch * 2 : pitch;
  const bottom = spread(bottomCount, bottomPitch).map((x) => smd(x, rowY, padW, padH));
  const top = spread(topCount, topPitch).map((x) => smd(x, -rowY, padW, padH));
  // SOT pin 1 is the bottom-left lead; numbering runs along the bottom row, then back along the top.
  const pads = [...bottom, ...top.reverse()];
  return pattern(pads, { w: body.w, h: body.h - 0.2 }, { pitchMm: pitch });
}

function sotTab(info: PackageInfo): LandPattern {
  const large = (info.bodyMm?.w ?? 4.5) >= 6;
  const body = info.bodyMm ?? { w: 4.5, h: 2.5 };
  const leads = clamp((info.pins ?? (large ? 4 : 3)) - (large ? 1 : 0), 3, 5);
  const pitch = large ? 2.3 : 1.5;
  const padW = large ? 1.0 : 0.6;
  const padH = large ? 1.8 : 1.2;
  const rowY = body.h / 2 + padH / 2 + 0.1;
  const pads = spread(leads, pitch).map((x) => smd(x, rowY, padW, padH));
  const tabW = large ? 3.3 : 1.8;
  const tabH = large ? 1.8 : 2.2;
  pads.push(smd(0, large ? -body.h / 2 - tabH / 2 + 0.2 : -0.2, tabW, tabH, 0.08));
  return pattern(pads, body, { pitchMm: pitch });
}

const DUAL_ROW_SPECS: ReadonlyArray<readonly [RegExp, { pitch: number; bodyWidth: number }]> = [
  [/^(HT|L)?TSSOP/, { pitch: 0.65, bodyWidth: 4.4 }],
  [/^(MSOP|VSSOP)/, { pitch: 0.65, bodyWidth: 3.0 }],
  [/^QSOP/, { pitch: 0.635, bodyWidth: 3.9 }],
  [/^SSOP/, { pitch: 0.65, bodyWidth: 5.3 }],
  [/^TVSOP/, { pitch: 0.4, bodyWidth: 4.4 }],
  [/^TSOPII/, { pitch: 0.8, bodyWidth: 10.2 }],
  [/^TSOP/, { pitch: 0.5, bodyWidth: 8 }],
];

function dualRow(info: PackageInfo): LandPattern {
  const pins = Math.max(info.pins ?? 8, 2);
  const perSide = Math.ceil(pins / 2);
  const spec = DUAL_ROW_SPECS.find(([pattern]) => pattern.test(info.variant ?? ''))?.[1];
  const pitch = info.pitchMm ?? spec?.pitch ?? 1.27;
  const bodyWidth = info.bodyWidthMm ?? spec?.bodyWidth ?? (pins >= 20 ? 7.5 : 3.9);
  const padH = pitch >= 1 ? 1.55 : 1.4;
  // An odd count (SO-7) leaves out one lead of the bottom row, as the package does.
  const skip = pins % 2 === 1 && perSide >= 2 ? new Set([perSide - 2]) : new Set<number>();
  const pads = dualRows(perSide, pitch, bodyWidth / 2 + 0.8, pitch * 0.55, padH, skip);
  if (info.exposedPad) pads.push(smd(0, 0, Math.max(1, (perSide - 1) * pitch * 0.55), bodyWidth * 0.55, 0.05));
  return pattern(pads, { w: (perSide - 1) * pitch + 1.2, h: bodyWidth }, { pitchMm: pitch });
}

function dip(info: PackageInfo): LandPattern {
  const pins = Math.max(info.pins ?? 8, 4);
  const perSide = Math.ceil(pins / 2);
  const pitch = info.pitchMm ?? 2.54;
  const wide = (info.bodyWidthMm ?? 0) > 10 || pins >= 24;
  const rowSpacing = wide ? 15.24 : 7.62;
  const xs = spread(perSide, pitch);
  const pads = [
    ...xs.map((x, i) => tht(x, -rowSpacing / 2, 1.6, 0.8, i === 0)),
    ...xs.map((x) => tht(x, rowSpacing / 2, 1.6, 0.8)).reverse(),
  ];
  return pattern(pads, { w: perSide * pitch + 0.6, h: rowSpacing - 1.4 }, { pitchMm: pitch, throughHole: true });
}

function sip(info: PackageInfo): LandPattern {
  const pins = Math.max(info.pins ?? 4, 2);
  const bridge = /^(KBU|GBU|GBJ|GBL)/.test(info.variant ?? '');
  const pitch = info.pitchMm ?? (bridge ? 5.0 : 2.54);
  const size = bridge ? 2.2 : 1.8;
  const pads = spread(pins, pitch).map((x, i) => tht(x, 0, size, size * 0.55, i === 0));
  return pattern(pads, { w: pins * pitch + 1, h: bridge ? 7 : 3.5 }, { pitchMm: pitch, throughHole: true });
}

/** Pads on four sides, pad 1 at the left end of the top row, numbered anticlockwise. */
function quadPads(countX: number, countY: number, pitch: number, edgeX: number, edgeY: number, padW: number, padL: number): LandPad[] {
  const xs = spread(countX, pitch);
  const ys = spread(countY, pitch);
  const left = ys.map((y) => smd(-edgeX, y, padL, padW));
  const bottom = xs.map((x) => smd(x, edgeY, padW, padL));
  const right = ys.map((y) => smd(edgeX, y, padL, padW)).reverse();
  const top = xs.map((x) => smd(x, -edgeY, padW, padL)).reverse();
  return [...left, ...bottom, ...right, ...top];
}

function sidesFor(pins: number, body: Size): { countX: number; countY: number } {
  const half = Math.max(2, Math.round(pins / 2));
  const countX = Math.max(1, Math.round((half * body.w) / (body.w + body.h)));
  return { countX, countY: Math.max(1, half - countX) };
}

function quadFlat(info: PackageInfo): LandPattern {
  const pins = Math.max(info.pins ?? 44, 8);
  const guessSide = (pins / 4) * 0.5 + 1.5;
  const body = info.bodyMm ?? { w: guessSide, h: guessSide };
  const { countX, countY } = sidesFor(pins, body);
  const pitch = nearestPitch(Math.max(body.w / (countX + 1), body.h / (countY + 1)), [0.4, 0.5, 0.65, 0.8, 1.0]);
  const pads = quadPads(countX, countY, pitch, body.w / 2 + 1.0, body.h / 2 + 1.0, pitch * 0.55, 1.5);
  if (info.exposedPad) pads.push(smd(0, 0, body.w * 0.5, body.h * 0.5, 0.04));
  return pattern(pads, body, { pitchMm: pitch, pinOne: { x: -body.w / 2 + 0.8, y: -body.h / 2 + 0.8 } });
}

function quadNoLead(info: PackageInfo): LandPattern {
  const pins = Math.max(info.pins ?? 16, 8);
  const guessSide = (pins / 4) * 0.5 + 1;
  const body = info.bodyMm ?? { w: guessSide, h: guessSide };
  const { countX, countY } = sidesFor(pins, body);
  // The largest standard pitch that leaves the corners free, so pads of two sides never touch.
  const room = Math.min(body.w / (countX + 2), body.h / (countY + 2));
  const pitch = [0.8, 0.65, 0.5, 0.4, 0.35].find((candidate) => candidate <= room) ?? 0.35;
  const pads = quadPads(countX, countY, pitch, body.w / 2 - 0.05, body.h / 2 - 0.05, pitch * 0.55, 0.85);
  if (info.exposedPad !== false) pads.push(smd(0, 0, body.w * 0.55, body.h * 0.55, 0.04));
  return pattern(pads, body, { pitchMm: pitch, pinOne: { x: -body.w / 2 - 0.5, y: -body.h / 2 - 0.5 } });
}

function dualNoLead(info: PackageInfo): LandPattern {
  const pins = info.pins ?? 8;
  const body = info.bodyMm ?? { w: 3, h: 3 };
  if (pins <= 2) return twoTerminal(body, body.w * 0.35, body.h * 0.8, body.w / 2 - body.w * 0.12, true);
  const perSide = Math.ceil(pins / 2);
  // Pads run along the longer side's edges; the drawing puts that side horizontally.
  const along = Math.max(body.w, body.h);
  const across = Math.min(body.w, body.h);
  const pitch = nearestPitch(along / (perSide + 0.5), [0.4, 0.5, 0.65, 0.95, 1.27]);
  const padL = Math.min(0.8, across * 0.35);
  const skip = pins % 2 === 1 ? new Set([Math.floor(perSide / 2)]) : new Set<number>();
  const pads = dualRows(perSide, pitch, across / 2 - padL * 0.3, pitch * 0.55, padL, skip);
  if (info.exposedPad) pads.push(smd(0, 0, Math.max(pitch, along * 0.6), across * 0.45, 0.04));
  return pattern(pads, { w: along, h: across }, { pitchMm: pitch, pinOne: { x: -along / 2 - 0.4, y: -across / 2 - 0.4 } });
}

/** Balls drawn per row at most; bigger arrays are drawn as their corner of this size. */
const MAX_BALLS_PER_ROW = 34;

function bga(info: PackageInfo): LandPattern {
  const pins = Math.max(info.pins ?? 64, 4);
  const grid = Math.ceil(Math.sqrt(pins));
  const isCsp = /CSP/.test(info.variant ?? '');
  const fromBody = info.bodyMm ? info.bodyMm.w / (grid + 1) : null;
  const pitch = nearestPitch(fromBody ?? (isCsp ? 0.4 : pins > 400 ? 1.0 : 0.8), [0.35, 0.4, 0.5, 0.65, 0.8, 1.0, 1.27]);
  const drawn = Math.min(grid, MAX_BALLS_PER_ROW);
  const centres = spread(drawn, pitch);
  const size = pitch * 0.5;
  const pads: LandPad[] = [];
  for (const y of centres) for (const x of centres) pads.push({ x, y, w: size, h: size, radius: size / 2, ball: true });
  const side = info.bodyMm?.w ?? (drawn + 1) * pitch;
  return pattern(pads, { w: side, h: info.bodyMm?.h ?? side }, { pitchMm: pitch, pinOne: { x: -side / 2 - 0.5, y: -side / 2 - 0.5 } });
}

function to92(info: PackageInfo): LandPattern {
  const pins = clamp(info.pins ?? 3, 2, 4);
  const pads = spread(pins, 1.27).map((x, i) => ({ ...tht(x, 0, 1.05, 0.7, i === 0), h: 1.6, radius: i === 0 ? 0.1 : 0.52 }));
  return pattern(pads, { w: 4.8, h: 3.8 }, { pitchMm: 1.27, throughHole: true, round: true });
}

function toPower(info: PackageInfo): LandPattern {
  const variant = info.variant ?? '';
  const pins = clamp(info.pins ?? 3, 2, 7);
  const big = /247|3P/.test(variant);
  const pitch = big ? 5.45 : /126/.test(variant) ? 2.28 : pins > 3 ? 1.7 : 2.54;
  const padW = Math.min(pitch * 0.75, 2.4);
  const pads = spread(pins, pitch).map((x, i) => ({ ...tht(x, 0, padW, big ? 1.5 : 1.1, i === 0), h: padW * 1.5, radius: i === 0 ? 0.15 : padW / 2 }));
  const body = big ? { w: 16, h: 5 } : /126/.test(variant) ? { w: 8, h: 3.2 } : { w: 10.4, h: 4.6 };
  return pattern(pads, body, { pitchMm: pitch, throughHole: true });
}

function dpak(info: PackageInfo): LandPattern {
  const large = (info.bodyMm?.w ?? 6.5) >= 9;
  const body = info.bodyMm ?? { w: 6.5, h: 6 };
  const pins = clamp(info.pins ?? 3, 3, 7);
  // Three-pin DPAKs have the middle lead cut off: only the outer two leads have pads.
  const leads = pins === 3 ? 2 : pins;
  const pitch = pins === 3 ? (large ? 5.08 : 4.57) : pins === 5 ? 1.7 : 1.27;
  const padW = pins === 3 ? (large ? 1.1 : 1.0) : pitch * 0.55;
  const padH = large ? 3.0 : 1.6;
  const rowY = body.h / 2 + padH / 2 + 0.4;
  const pads = spread(leads, pitch).map((x) => smd(x, rowY, padW, padH));
  pads.push(smd(0, -body.h * 0.08, body.w * 0.9, body.h * 0.95, 0.04));
  return pattern(pads, body, { pitchMm: pins === 3 ? pitch / 2 : pitch });
}

function radial(info: PackageInfo): LandPattern {
  const pitch = info.pitchMm ?? 2.5;
  const size = pitch >= 5 ? 2 : 1.6;
  const pads = [tht(-pitch / 2, 0, size, size / 2, true), tht(pitch / 2, 0, size, size / 2)];
  const body = info.bodyMm;
  if (body && Math.abs(body.w - body.h) < 0.01) return pattern(pads, body, { pitchMm: pitch, throughHole: true, round: true });
  if (body) return pattern(pads, { w: Math.max(body.w, pitch + size + 0.6), h: Math.min(body.h, body.w) * 0.6 }, { pitchMm: pitch, throughHole: true });
  // Box film capacitors from 7.5 mm pitch up, ceramic discs below.
  if (pitch >= 7.5) return pattern(pads, { w: pitch + 3, h: Math.min(pitch * 0.6, 9) }, { pitchMm: pitch, throughHole: true });
  return pattern(pads, { w: pitch + 2.5, h: pitch + 2.5 }, { pitchMm: pitch, throughHole: true, round: true });
}

function radialCan(info: PackageInfo): LandPattern {
  const diameter = info.bodyMm?.w ?? 5;
  const pitch = info.pitchMm ?? (diameter <= 5 ? 2 : diameter <= 6.3 ? 2.5 : diameter <= 8 ? 3.5 : diameter <= 13 ? 5 : 7.5);
  const size = diameter >= 10 ? 2.2 : 1.6;
  const pads = [tht(-pitch / 2, 0, size, size / 2, true), tht(pitch / 2, 0, size, size / 2)];
  return pattern(pads, { w: diameter, h: diameter }, { pitchMm: pitch, throughHole: true, round: true });
}

const AXIAL_SIZES: ReadonlyArray<readonly [RegExp, { pitch: number; body: Size }]> = [
  [/^DO-?35/, { pitch: 7.62, body: { w: 4, h: 2 } }],
  [/^DO-?15/, { pitch: 12.7, body: { w: 7.6, h: 3.6 } }],
  [/^DO-?(201|27)/, { pitch: 15.24, body: { w: 9.5, h: 5.3 } }],
];

function axial(info: PackageInfo): LandPattern {
  const spec = AXIAL_SIZES.find(([pattern]) => pattern.test(info.variant ?? ''))?.[1] ?? { pitch: 10.16, body: { w: 5.2, h: 2.7 } };
  const pads = [tht(-spec.pitch / 2, 0, 2, 1, true), tht(spec.pitch / 2, 0, 2, 1)];
  return pattern(pads, spec.body, { pitchMm: spec.pitch, throughHole: true, pinOne: { x: -spec.body.w / 2 + 0.5, y: 0 } });
}

function crystal(info: PackageInfo): LandPattern {
  if ((info.variant ?? '').includes('SMD')) {
    const pads = [smd(-4.75, 0, 5.5, 2), smd(4.75, 0, 5.5, 2)];
    return pattern(pads, { w: 11.4, h: 4.7 }, { pinOne: null });
  }
  const pads = [tht(-2.44, 0, 1.6, 0.8), tht(2.44, 0, 1.6, 0.8)];
  return pattern(pads, { w: 11, h: 4.7 }, { pitchMm: 4.88, throughHole: true, pinOne: null });
}

function smdCan(info: PackageInfo): LandPattern {
  const diameter = info.bodyMm?.w ?? 6.3;
  const padW = diameter * 0.42;
  const padH = Math.max(1.2, diameter * 0.25);
  return twoTerminal({ w: diameter, h: diameter }, padW, padH, diameter / 2 - padW * 0.1, true);
}

function smdBlock(info: PackageInfo): LandPattern {
  const body = info.bodyMm ?? { w: 3.2, h: 2.5 };
  const pins = Math.max(info.pins ?? 2, 2);
  if (pins === 2) return twoTerminal(body, body.w * 0.3, body.h * 0.85, body.w / 2 - body.w * 0.08, false);
  if (pins === 4) {
    const w = body.w * 0.35;
    const h = body.h * 0.32;
    const x = body.w / 2 - w * 0.4;
    const y = body.h / 2 - h * 0.4;
    return pattern([smd(-x, y, w, h), smd(x, y, w, h), smd(x, -y, w, h), smd(-x, -y, w, h)], body, {
      pinOne: { x: -x - w / 2 - 0.4, y: y + h / 2 + 0.4 },
    });
  }
  const perSide = Math.ceil(pins / 2);
  const pitch = info.pitchMm ?? nearestPitch(body.w / (perSide + 0.5), [0.5, 0.65, 0.8, 1.0, 1.27, 2.0, 2.54]);
  const pads = dualRows(perSide, pitch, body.h / 2 + 0.3, pitch * 0.55, 1.2);
  return pattern(pads, body, { pitchMm: pitch });
}

/** Kinds of part whose unnamed packages are drawn as a two-terminal chip or block. */
const CHIP_KINDS: ReadonlySet<LookKind> = new Set(['resistor', 'capacitor', 'ferrite', 'fuse', 'varistor', 'thermistor', 'tantalum']);
const BLOCK_KINDS: ReadonlySet<LookKind> = new Set(['module', 'connector', 'switch', 'crystal', 'led', 'inductor', 'electrolytic']);

/** Unknown package names: a footprint typical of the kind of part, SOIC-8 for ICs (as the part drawing does). */
function generic(kind: LookKind): LandPattern {
  if (CHIP_KINDS.has(kind)) return chip({ w: 3.2, h: 1.6 });
  if (BLOCK_KINDS.has(kind)) return smdBlock({ family: 'smd-block', pins: 2 });
  if (kind === 'diode') return diode({ family: 'diode', bodyMm: { w: 4.3, h: 2.6 } });
  return dualRow({ family: 'dual-row', pins: 8, variant: 'SOIC-8' });
}

/**
 * The recommended land pattern (PCB footprint) of a parsed package, in mm, after the usual
 * IPC-7351 proportions: good enough to show the pad arrangement, pitch and size on a product
 * page, not a substitute for the datasheet's own drawing. `kind` picks a typical footprint for
 * packages the parser does not recognise.
 */
export function landPatternFor(info: PackageInfo, kind: LookKind = 'ic'): LandPattern {
  switch (info.family) {
    case 'chip':
      return chip(info.bodyMm ?? { w: 1.6, h: 0.8 });
    case 'chip-array':
      return chipArray(info);
    case 'tantalum': {
      const body = info.bodyMm ?? { w: 3.5, h: 2.8 };
      return twoTerminal(body, body.w * 0.3 + 0.3, body.h * 0.8, body.w / 2, true);
    }
    case 'melf': {
      const body = info.bodyMm ?? { w: 3.5, h: 1.5 };
      return twoTerminal(body, body.w * 0.3 + 0.3, body.h + 0.2, body.w / 2, true);
    }
    case 'diode':
      return diode(info);
    case 'sot':
      return sot(info);
    case 'sot-tab':
      return sotTab(info);
    case 'dual-row':
      return dualRow(info);
    case 'dip':
      return dip(info);
    case 'sip':
      return sip(info);
    case 'quad-flat':
      return quadFlat(info);
    case 'quad-no-lead':
      return quadNoLead(info);
    case 'dual-no-lead':
      return dualNoLead(info);
    case 'bga':
      return bga(info);
    case 'to-92':
      return to92(info);
    case 'to-power':
      return toPower(info);
    case 'dpak':
      return dpak(info);
    case 'radial':
      return radial(info);
    case 'radial-can':
      return radialCan(info);
    case 'axial':
      return axial(info);
    case 'crystal':
      return crystal(info);
    case 'smd-can':
      return smdCan(info);
    case 'smd-block':
      return smdBlock(info);
    case 'generic':
      return generic(kind);
  }
}
