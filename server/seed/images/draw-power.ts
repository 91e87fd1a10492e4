import type { PackageInfo } from './parse-package.ts';
import {
  BODY_FILL,
  bodySlab,
  chamferedRectData,
  markingText,
  METAL_ACROSS_X,
  METAL_EDGE,
  metalRect,
  metalSlab,
  spread,
  type DrawScene,
} from './package-paint.ts';
import { clamp, num, polygonData, shade } from './svg-markup.ts';

/** Bottom of the leads of front-view through-hole parts, in stage units. */
const LEAD_END_Y = 46;

/** A rectangle with a round hole punched through it (even-odd fill), e.g. a TO-220 tab. */
function plateWithHole(x: number, y: number, w: number, h: number, holeX: number, holeY: number, holeR: number, radius: number): string {
  const r = Math.min(radius, w / 2, h / 2);
  const outline =
    `M${num(x + r)} ${num(y)}H${num(x + w - r)}Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + r)}` +
    `V${num(y + h)}H${num(x)}V${num(y + r)}Q${num(x)} ${num(y)} ${num(x + r)} ${num(y)}Z`;
  const hole =
    `M${num(holeX - holeR)} ${num(holeY)}a${num(holeR)} ${num(holeR)} 0 1 0 ${num(holeR * 2)} 0` +
    `a${num(holeR)} ${num(holeR)} 0 1 0 ${num(-holeR * 2)} 0Z`;
  return outline + hole;
}

function frontLead(cx: number, topY: number, shoulderW: number, pinW: number, shoulderL: number): string {
  return (
    metalRect(cx - pinW / 2, topY + shoulderL - 0.5, pinW, LEAD_END_Y - topY - shoulderL + 0.5, 'x', 0.3) +
    metalRect(cx - shoulderW / 2, topY, shoulderW, shoulderL, 'x', 0.3)
  );
}

/** TO-92 seen from the flat face: round-shouldered body and straight leads. */
export function drawTo92(info: PackageInfo, scene: DrawScene): string {
  const w = 40;
  const top = -42;
  const bottom = -4;
  const r = 13;
  const d =
    `M${-w / 2} ${bottom}V${top + r}A${r} ${r} 0 0 1 ${-w / 2 + r} ${top}H${w / 2 - r}` +
    `A${r} ${r} 0 0 1 ${w / 2} ${top + r}V${bottom}Z`;
  let out = '';
  for (const cx of spread(clamp(info.pins ?? 3, 2, 4), 11.5)) out += frontLead(cx, bottom - 1, 2.6, 2.6, 4);
  out += `<path d="${d}" fill="${BODY_FILL}" stroke="${shade(scene.look.body, -0.3)}" stroke-width="0.35"/>`;
  out += `<rect x="${-w / 2}" y="${bottom - 3}" width="${w}" height="3" fill="${shade(scene.look.body, -0.25)}"/>`;
  out += markingText(scene.marking, 0, top + 19, w * 0.86, 20, scene.look);
  return out;
}

interface PowerStyle {
  width: number;
  bodyH: number;
  tabH: number;
  metalTab: boolean;
  hole: boolean;
  pitch: number;
}

function powerStyle(variant: string, pins: number): PowerStyle {
  const big = /247|3P|^TO-?3$/.test(variant);
  const small = /126|251|IPAK/.test(variant);
  const fullPack = /^ITO|^TO-?220(F|FP|IS|SIS)|-FP$/.test(variant) || big || /126/.test(variant);
  const scale = big ? 3.4 : small ? 4.8 : 4.4;
  const pitchMm = big ? 5.45 : pins >= 7 ? 1.27 : pins >= 5 ? 1.7 : 2.54;
  return {
    width: big ? 54 : small ? 34 : 44,
    bodyH: big ? 44 : small ? 30 : 36,
    tabH: big ? 26 : small ? (fullPack ? 16 : 8) : 24,
    metalTab: !fullPack,
    hole: !/251|IPAK/.test(variant),
    pitch: pitchMm * scale,
  };
}

/**
 * Through-hole power package (TO-220, TO-247, TO-3P, TO-126, IPAK) from the front: metal tab with
 * its mounting hole (or an all-plastic full-pack), body, and shouldered leads.
 */
export function drawToPower(info: PackageInfo, scene: DrawScene): string {
  const pins = clamp(info.pins ?? 3, 2, 7);
  const style = powerStyle(info.variant ?? 'TO-220', pins);
  const top = -46;
  const bodyTop = top + style.tabH;
  const bodyBottom = bodyTop + style.bodyH;
  const x = -style.width / 2;
  const holeY = top + style.tabH * 0.5;
  const holeR = style.width * 0.085;
  const leadCentres = pins === 2 ? spread(2, style.pitch * 2) : spread(pins, style.pitch);
  const shoulderW = Math.min(style.pitch * 0.6, 7);
  let out = '';
  for (const cx of leadCentres) out += frontLead(cx, bodyBottom - 1, shoulderW, shoulderW * 0.55, 6);
  const edge = shade(scene.look.body, -0.3);
  if (style.metalTab) {
    const plate = style.hole ? plateWithHole(x + 1, top, style.width - 2, style.tabH + 4, 0, holeY, holeR, 2.5) : '';
    out += style.hole ?
        `<path d="${plate}" fill="${METAL_ACROSS_X}" fill-rule="evenodd" stroke="${METAL_EDGE}" stroke-width="0.3"/>`
      : metalSlab(x + 3, top, style.width - 6, style.tabH + 4, 0, 'x', 1.5);
    out += bodySlab(x, bodyTop, style.width, style.bodyH, scene.look, 1.2, 0);
  } else {
    const plate = plateWithHole(x, top, style.width, style.tabH + style.bodyH, 0, holeY, holeR, 3);
    out += `<path d="${plate}" fill="${BODY_FILL}" fill-rule="evenodd" stroke="${edge}" stroke-width="0.35"/>`;
    out += `<circle cx="0" cy="${num(holeY)}" r="${num(holeR + 1.2)}" fill="none" stroke="${shade(scene.look.body, 0.18)}" stroke-width="0.6"/>`;
  }
  out += `<rect x="${num(x)}" y="${num(bodyBottom - 2.5)}" width="${num(style.width)}" height="2.5" fill="${edge}"/>`;
  out += markingText(scene.marking, 0, bodyTop + style.bodyH * 0.48, style.width * 0.84, style.bodyH * 0.62, scene.look);
  return out;
}

/** Surface-mount power package (DPAK/TO-252, D2PAK/TO-263) from above: tab, body, leads. */
export function drawDpak(info: PackageInfo, scene: DrawScene): string {
  const large = (info.bodyMm?.w ?? 6.5) >= 9;
  const w = large ? 60 : 52;
  const h = w * 0.74;
  const scale = w / (large ? 10 : 6.5);
  const top = -40;
  const x = -w / 2;
  const tabW = w * 0.8;
  const tabOut = w * 0.13;
  const pins = clamp(info.pins ?? 3, 2, 7);
  const leadTop = top + h - 1;
  const leadL = 20;
  let out = '';
  const tab = polygonData([
    [-tabW / 2 + 3, top - tabOut],
    [tabW / 2 - 3, top - tabOut],
    [tabW / 2, top - tabOut + 3],
    [tabW / 2, top + 4],
    [-tabW / 2, top + 4],
    [-tabW / 2, top - tabOut + 3],
  ]);
  out += `<path d="${tab}" fill="${METAL_ACROSS_X}" stroke="${METAL_EDGE}" stroke-width="0.3"/>`;
  if (pins <= 3) {
    const pitch = (large ? 2.54 : 2.28) * scale;
    const leadW = 0.85 * scale;
    for (const cx of [-pitch, pitch]) out += metalSlab(cx - leadW / 2, leadTop, leadW, leadL, 0, 'x', 0.4);
    if (pins === 3) out += metalSlab(-leadW / 2, leadTop, leadW, 7 + h * 0.05, 0, 'x', 0.4);
  } else {
    const pitch = (w * 0.78) / (pins - 1);
    for (const cx of spread(pins, pitch)) out += metalSlab(cx - pitch * 0.24, leadTop, pitch * 0.48, leadL, 0, 'x', 0.4);
  }
  out += bodySlab(x, top, w, h, scene.look, 1.5, h * 0.05);
  out += markingText(scene.marking, 0, top + h * 0.52, w * 0.82, h * 0.55, scene.look);
  return out;
}

/**
 * Single in-line package from the front (SIP, and bridge rectifiers like KBU/GBU): a row of
 * leads under a flat body with a chamfered pin-1 corner.
 */
export function drawSip(info: PackageInfo, scene: DrawScene): string {
  const pins = clamp(info.pins ?? 4, 2, 12);
  const bridge = /^(KBU|GBU|GBJ|GBL)/.test(info.variant ?? '');
  const w = Math.min(78, pins * (bridge ? 17 : 10) + 12);
  const h = bridge ? w * 0.58 : Math.max(w * 0.38, 22);
  const top = -44;
  const x = -w / 2;
  const pitch = (w - 12) / pins;
  const leadW = bridge ? 3.6 : 2.4;
  let out = '';
  for (const cx of spread(pins, pitch)) out += metalRect(cx - leadW / 2, top + h - 1, leadW, LEAD_END_Y - top - h + 1, 'x', 0.3);
  const outline = chamferedRectData(x, top, w, h, Math.min(w, h) * 0.14);
  out += `<path d="${outline}" fill="${BODY_FILL}" stroke="${shade(scene.look.body, -0.3)}" stroke-width="0.35"/>`;
  out += markingText(scene.marking, 0, top + h * 0.5, w * 0.8, h * 0.6, scene.look);
  return out;
}
