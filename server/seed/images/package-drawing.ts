import { drawBga, drawDip, drawDualNoLead, drawDualRow, drawQuadFlat, drawQuadNoLead } from './draw-ic.ts';
import { drawAxial, drawCrystal, drawRadial, drawRadialCan } from './draw-leaded.ts';
import { drawChip, drawChipArray, drawDiode, drawMelf, drawTantalum } from './draw-passive.ts';
import { drawDpak, drawSip, drawTo92, drawToPower } from './draw-power.ts';
import { drawSmdBlock, drawSmdCan } from './draw-smd-block.ts';
import { drawSot, drawSotTab } from './draw-small-outline.ts';
import type { BodyLook, LookKind } from './package-look.ts';
import { packageDefs, type DrawScene } from './package-paint.ts';
import type { PackageFamily, PackageInfo } from './parse-package.ts';
import { num } from './svg-markup.ts';

type Drawer = (info: PackageInfo, scene: DrawScene) => string;

/** Kinds whose generic parts look more like the SMD block drawings than like an IC. */
const BLOCK_KINDS: ReadonlySet<LookKind> = new Set(['module', 'connector', 'switch', 'crystal', 'led', 'inductor']);
/** Two-terminal kinds drawn as a mid-size chip when the package name says nothing. */
const CHIP_KINDS: ReadonlySet<LookKind> = new Set(['resistor', 'capacitor', 'ferrite', 'fuse', 'varistor', 'thermistor']);

/** Unknown or missing package names: a typical body for the category, an SOIC-8 for ICs. */
function drawGeneric(info: PackageInfo, scene: DrawScene): string {
  const kind = scene.look.kind;
  if (BLOCK_KINDS.has(kind)) return drawSmdBlock({ family: 'smd-block', pins: info.pins ?? 2 }, scene);
  if (CHIP_KINDS.has(kind)) return drawChip({ family: 'chip', bodyMm: { w: 3.2, h: 1.6 } }, scene);
  if (kind === 'tantalum') return drawTantalum({ family: 'tantalum' }, scene);
  if (kind === 'electrolytic') return drawSmdCan({ family: 'smd-can' }, scene);
  if (kind === 'diode') return drawDiode({ family: 'diode', bodyMm: { w: 4.3, h: 2.6 } }, scene);
  return drawDualRow({ family: 'dual-row', pins: 8, variant: 'SOIC-8' }, scene);
}

const DRAWERS: Readonly<Record<PackageFamily, Drawer>> = {
  chip: drawChip,
  'chip-array': drawChipArray,
  tantalum: drawTantalum,
  melf: drawMelf,
  diode: drawDiode,
  sot: drawSot,
  'sot-tab': drawSotTab,
  'dual-row': drawDualRow,
  dip: drawDip,
  sip: drawSip,
  'quad-flat': drawQuadFlat,
  'quad-no-lead': drawQuadNoLead,
  'dual-no-lead': drawDualNoLead,
  bga: drawBga,
  'to-92': drawTo92,
  'to-power': drawToPower,
  dpak: drawDpak,
  radial: drawRadial,
  'radial-can': drawRadialCan,
  axial: drawAxial,
  crystal: drawCrystal,
  'smd-can': drawSmdCan,
  'smd-block': drawSmdBlock,
  generic: drawGeneric,
};

/** Where to put the package drawing on the picture: centre and side of its square stage, in px. */
export interface Stage {
  cx: number;
  cy: number;
  size: number;
}

/** Markup of one package drawing: its defs (gradients, shadow filter) and its body. */
export interface PackageMarkup {
  defs: string;
  body: string;
}

/**
 * Draws a package outline family (see `parsePackage`) in the colours of `look`, scaled onto
 * `stage`, with a soft drop shadow. `marking` lines are laser-marked on bodies large enough.
 */
export function drawPackage(info: PackageInfo, look: BodyLook, marking: readonly string[], stage: Stage): PackageMarkup {
  const art = DRAWERS[info.family](info, { look, marking });
  const scale = stage.size / 100;
  return {
    defs: packageDefs(look),
    body: `<g transform="translate(${num(stage.cx)} ${num(stage.cy)}) scale(${num(scale)})"><g filter="url(#shadow)">${art}</g></g>`,
  };
}
