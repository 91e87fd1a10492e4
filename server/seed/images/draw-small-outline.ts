import type { PackageInfo } from './parse-package.ts';
import { bodySlab, markingText, metalSlab, pinOneDot, spread, sqrtScale, type DrawScene } from './package-paint.ts';

/** Which of the lead slots (left to right) carry a lead on the bottom and top rows. */
function sotRows(pins: number): { slots: number; bottom: number[]; top: number[] } {
  if (pins >= 7) return { slots: 4, bottom: [0, 1, 2, 3], top: pins === 8 ? [0, 1, 2, 3] : [0, 1, 3] };
  if (pins === 6) return { slots: 3, bottom: [0, 1, 2], top: [0, 1, 2] };
  if (pins === 5) return { slots: 3, bottom: [0, 1, 2], top: [0, 2] };
  if (pins === 4) return { slots: 3, bottom: [0, 2], top: [0, 2] };
  return { slots: 3, bottom: [0, 2], top: [1] };
}

/**
 * Small-outline transistor (SOT-23, SOT-323, SC-70, SOT-563, …) from above: a small body with
 * gull-wing legs on the two long sides, as many as the name says.
 */
export function drawSot(info: PackageInfo, scene: DrawScene): string {
  const size = info.bodyMm ?? { w: 2.9, h: 1.6 };
  const length = sqrtScale(size.w, 1, 2.9, 38, 60);
  const height = Math.max((length * size.h) / size.w, 24);
  const depth = height * 0.12;
  const x = -length / 2;
  const y = -height / 2 - depth / 2;
  const rows = sotRows(info.pins ?? 3);
  const centres = spread(rows.slots, (length * 0.95) / rows.slots);
  const legW = (length / rows.slots) * 0.36;
  const legL = height * 0.42;
  let out = '';
  rows.top.forEach((slot) => {
    const cx = centres[slot] ?? 0;
    out += metalSlab(cx - legW / 2, y - legL, legW, legL + 2, 0, 'x', 0.4);
  });
  rows.bottom.forEach((slot, index) => {
    const cx = centres[slot] ?? 0;
    const w = rows.top.length === 2 && rows.bottom.length === 2 && index === 0 ? legW * 1.5 : legW;
    out += metalSlab(cx - w / 2, y + height - 2, w, legL + 2 + depth, 0, 'x', 0.4);
  });
  out += bodySlab(x, y, length, height, scene.look, 1, depth);
  out += pinOneDot((centres[0] ?? 0) + legW * 0.2, y + height * 0.7, Math.min(height * 0.09, 2.6), scene.look);
  return out;
}

/**
 * Power small-outline with a tab (SOT-89, SOT-223): three leads on one side and the wide tab
 * (plus two small leads for the 5-pin SOT-89) on the other.
 */
export function drawSotTab(info: PackageInfo, scene: DrawScene): string {
  const large = (info.bodyMm?.w ?? 4.5) > 5;
  const length = large ? 70 : 58;
  const height = length * (large ? 0.5 : 0.56);
  const depth = height * 0.12;
  const x = -length / 2;
  const y = -height / 2 - depth / 2 + height * 0.1;
  const centres = spread(3, length * (large ? 0.33 : 0.34));
  const legW = length * (large ? 0.1 : 0.13);
  const legL = height * (large ? 0.45 : 0.36);
  const tabW = length * (large ? 0.46 : 0.3);
  const tabOut = height * (large ? 0.36 : 0.3);
  let out = metalSlab(-tabW / 2, y - tabOut, tabW, tabOut + height * 0.5, 0, 'x', 0.6);
  if ((info.pins ?? 3) >= 5) {
    for (const slot of [0, 2]) {
      out += metalSlab((centres[slot] ?? 0) - legW * 0.4, y - legL * 0.7, legW * 0.8, legL, 0, 'x', 0.4);
    }
  }
  centres.forEach((cx, index) => {
    const w = !large && index === 1 ? legW * 1.3 : legW;
    out += metalSlab(cx - w / 2, y + height - 2, w, legL + 2 + depth, 0, 'x', 0.4);
  });
  out += bodySlab(x, y, length, height, scene.look, 1, depth);
  out += pinOneDot((centres[0] ?? 0), y + height * 0.72, 2.2, scene.look);
  out += markingText(scene.marking.slice(0, 1), 0, y + height * 0.42, length * 0.75, height * 0.45, scene.look);
  return out;
}
