import { landPatternFor, type LandPad, type LandPattern } from './land-pattern.ts';
import { lookForCategory, type LookKind } from './package-look.ts';
import { parsePackage } from './parse-package.ts';
import { strokeTextElement } from './stroke-font.ts';
import { circle, ellipse, num, rect, svgDocument, type SvgImage } from './svg-markup.ts';

/** What a land-pattern picture shows: the package, and the category for unnamed packages. */
export interface LandPatternImageInput {
  packageName: string;
  category: string;
}

const SIZE = 800;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#2563eb';
const SILK = '#f4f4ee';
const DRILL = '#1c2226';
const BOARD = { x: 40, y: 40, w: 720, h: 540 };
/** Drawing area on the board, leaving room for the scale bar at the bottom. */
const STAGE = { cx: 400, cy: 292, w: 580, h: 390 };
const MAX_PX_PER_MM = 260;
const GRID_STEPS_MM = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20] as const;

/** The drawing kind for a package name the parser does not know (`-`, empty, odd names). */
function kindFor(input: LandPatternImageInput): LookKind {
  return lookForCategory(input.category, '').kind;
}

/**
 * The key under which parts share one land-pattern picture: the package name as the parser reads
 * it, plus the kind of part when the name says nothing (the footprint then depends on the kind).
 */
export function landPatternKey(input: LandPatternImageInput): string {
  const info = parsePackage(input.packageName);
  return info.family === 'generic' ? `generic:${kindFor(input)}` : (info.variant ?? info.family);
}

function formatMm(value: number): string {
  return String(Math.round(value * 100) / 100);
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boundsOf(pattern: LandPattern): Box {
  const box: Box = { minX: -pattern.body.w / 2, minY: -pattern.body.h / 2, maxX: pattern.body.w / 2, maxY: pattern.body.h / 2 };
  const grow = (x: number, y: number) => {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  };
  for (const pad of pattern.pads) {
    grow(pad.x - pad.w / 2, pad.y - pad.h / 2);
    grow(pad.x + pad.w / 2, pad.y + pad.h / 2);
  }
  if (pattern.pinOne) grow(pattern.pinOne.x, pattern.pinOne.y);
  return box;
}

/** Maps mm (pattern coordinates) to px on the picture. */
interface Projection {
  scale: number;
  x(mm: number): number;
  y(mm: number): number;
}

function projectionFor(pattern: LandPattern): Projection {
  const box = boundsOf(pattern);
  const width = Math.max(box.maxX - box.minX, 0.5);
  const height = Math.max(box.maxY - box.minY, 0.5);
  const scale = Math.min(STAGE.w / width, STAGE.h / height, MAX_PX_PER_MM);
  const midX = (box.minX + box.maxX) / 2;
  const midY = (box.minY + box.maxY) / 2;
  return { scale, x: (mm) => STAGE.cx + (mm - midX) * scale, y: (mm) => STAGE.cy + (mm - midY) * scale };
}

/** The smallest grid step (mm) whose lines are at least 28 px apart. */
function gridStep(scale: number): number {
  return GRID_STEPS_MM.find((step) => step * scale >= 28) ?? 20;
}

function boardGrid(step: number, scale: number, projection: Projection): string {
  const px = step * scale;
  let d = '';
  // Grid lines pass through the pattern's origin so pads sit on it the way a CAD tool shows them.
  const startX = projection.x(0) - Math.floor((projection.x(0) - BOARD.x) / px) * px;
  for (let x = startX; x < BOARD.x + BOARD.w; x += px) d += `M${num(x)} ${BOARD.y}V${BOARD.y + BOARD.h}`;
  const startY = projection.y(0) - Math.floor((projection.y(0) - BOARD.y) / px) * px;
  for (let y = startY; y < BOARD.y + BOARD.h; y += px) d += `M${BOARD.x} ${num(y)}H${BOARD.x + BOARD.w}`;
  return `<path d="${d}" stroke="#ffffff" stroke-opacity="0.08" stroke-width="1" fill="none"/>`;
}

function padMarkup(pad: LandPad, projection: Projection): string {
  const { scale } = projection;
  const cx = projection.x(pad.x);
  const cy = projection.y(pad.y);
  const copper = { fill: 'url(#copper)', stroke: '#9c7a22', strokeWidth: 1 };
  if (pad.ball) return circle(cx, cy, Math.max((pad.w * scale) / 2, 1.5), copper);
  const w = Math.max(pad.w * scale, 2);
  const h = Math.max(pad.h * scale, 2);
  let out = rect(cx - w / 2, cy - h / 2, w, h, copper, Math.min(pad.radius * scale, w / 2, h / 2));
  if (pad.drill !== undefined) out += circle(cx, cy, Math.max((pad.drill * scale) / 2, 1.5), { fill: DRILL });
  return out;
}

function silkscreen(pattern: LandPattern, projection: Projection): string {
  const { scale } = projection;
  const w = pattern.body.w * scale;
  const h = pattern.body.h * scale;
  const paint = { stroke: SILK, strokeWidth: 3 };
  let out = pattern.body.round ?
      ellipse(projection.x(0), projection.y(0), w / 2, h / 2, paint)
    : rect(projection.x(0) - w / 2, projection.y(0) - h / 2, w, h, paint, Math.min(6, w / 6, h / 6));
  if (pattern.pinOne) out += circle(projection.x(pattern.pinOne.x), projection.y(pattern.pinOne.y), 6, { fill: SILK });
  return out;
}

function scaleBar(step: number, scale: number): string {
  const x = BOARD.x + 30;
  const y = BOARD.y + BOARD.h - 26;
  const length = step * scale;
  const d = `M${num(x)} ${y - 7}V${y + 7}M${num(x)} ${y}H${num(x + length)}M${num(x + length)} ${y - 7}V${y + 7}`;
  return (
    `<path d="${d}" stroke="${SILK}" stroke-width="3" stroke-linecap="round" fill="none"/>` +
    strokeTextElement(`${formatMm(step)} mm`, { x: x + length + 14, y: y + 7, size: 15, color: SILK })
  );
}

function padSummary(pattern: LandPattern): string {
  const balls = pattern.pads.filter((pad) => pad.ball).length;
  const count = balls > 0 ? `${balls} balls` : `${pattern.pads.length} ${pattern.throughHole ? 'through-hole pads' : 'pads'}`;
  return pattern.pitchMm === null ? count : `${count}, pitch ${formatMm(pattern.pitchMm)} mm`;
}

function copperDefs(): string {
  return (
    `<radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e8ebf0"/></radialGradient>` +
    `<linearGradient id="mask" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d7048"/><stop offset="1" stop-color="#0f4a2f"/></linearGradient>` +
    `<linearGradient id="copper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d77e"/><stop offset="0.5" stop-color="#d9b24a"/><stop offset="1" stop-color="#b88f2c"/></linearGradient>`
  );
}

/**
 * Draws an 800 × 800 picture of a package's recommended land pattern (PCB footprint), top view,
 * to scale: gold pads and drilled holes on green solder mask, the body outline and pin-1 dot in
 * silkscreen, a millimetre grid and scale bar, and under the board the package name and a summary
 * (pad count and pitch). The gallery's second picture beside the part drawing; one picture serves
 * every part in the same package. Deterministic and font-free like the part drawings.
 */
export function drawLandPatternImage(input: LandPatternImageInput): SvgImage {
  const info = parsePackage(input.packageName);
  const pattern = landPatternFor(info, kindFor(input));
  const projection = projectionFor(pattern);
  const step = gridStep(projection.scale);
  const label = info.family === 'generic' ? 'Typical footprint' : input.packageName.trim();
  const body =
    rect(0, 0, SIZE, SIZE, { fill: 'url(#backdrop)' }) +
    rect(BOARD.x, BOARD.y, BOARD.w, BOARD.h, { fill: 'url(#mask)', stroke: '#0b3a24', strokeWidth: 2 }, 26) +
    boardGrid(step, projection.scale, projection) +
    silkscreen(pattern, projection) +
    pattern.pads.map((pad) => padMarkup(pad, projection)).join('') +
    scaleBar(step, projection.scale) +
    strokeTextElement(label, { x: SIZE / 2, y: 660, size: 40, anchor: 'middle', maxWidth: 720, color: INK, weight: 0.14 }) +
    strokeTextElement('Recommended land pattern, top view', { x: SIZE / 2, y: 708, size: 19, anchor: 'middle', maxWidth: 700, color: MUTED }) +
    strokeTextElement(padSummary(pattern), { x: SIZE / 2, y: 748, size: 18, anchor: 'middle', maxWidth: 700, color: ACCENT });
  return { svg: svgDocument(SIZE, SIZE, copperDefs(), body), width: SIZE, height: SIZE };
}
