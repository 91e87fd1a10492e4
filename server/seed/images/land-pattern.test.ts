import { describe, expect, test } from 'vitest';
import { landPatternFor, type LandPad } from './land-pattern.ts';
import { parsePackage } from './parse-package.ts';

/** The package names of part-image.test.ts: every family, plus awkward real names. */
const PACKAGES = [
  '0201', '0603', '2512', '0603x4', 'CASE-C-6032', 'MELF', 'SOD-123', 'SOD-123FL', 'SMA(DO-214AC)', 'SMC',
  'SOT-23', 'SOT-23-5', 'SOT-23-6', 'SOT-143-4', 'SOT-363', 'SOT-89-3', 'SOT-89-5', 'SOT-223-4',
  'SOIC-8', 'SO-7', 'MSOP-10', 'TSSOP-14', 'SOIC-28-300mil', 'TSOPII-54', 'SOP-4-2.54mm', 'PDIP-8', 'PDIP-40',
  'CDIP-28', 'SIP-7', 'KBU', 'LQFP-100(14x14)', 'MQFP-240-EP(32x32)', 'QFP-128(14x20)', 'QFN-28-EP(6x6)',
  'LFCSP-64(9x9)', 'LGA-20(3x3)', 'QFN-52-EP(7x8)', 'DFN-8-EP(3x3)', 'DFN1006-2L', 'DFN-3L(1x0.6)', 'BGA-144',
  'BGA-140', 'FCBGA-1157', 'WLCSP-9L', 'TO-92-3', 'TO-220', 'TO-220-7', 'TO-220F', 'TO-247-2', 'TO-126',
  'IPAK', 'TO-252', 'TO-263-5', 'Plugin', 'Plugin,P=5mm', 'Plugin,P=37.5mm', 'Plugin,D=5mm', 'Plugin,D5xL11mm',
  'Plugin,23x46mm', 'DO-41', 'HC-49S', 'HC-49S-SMD', 'SMD,D6.3xL5.4mm', 'SMD', 'SMD3225-4P', 'SMD,6x6mm',
  'SMD-24P,16.6x9mm', '-', '',
];

function overlaps(a: LandPad, b: LandPad): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w - 1e-9 && Math.abs(a.y - b.y) * 2 < a.h + b.h - 1e-9;
}

function patternOf(name: string) {
  return landPatternFor(parsePackage(name));
}

describe('landPatternFor', () => {
  test.each(PACKAGES)('%s has positive pads that never overlap', (name) => {
    const { pads, body } = patternOf(name);
    expect(pads.length).toBeGreaterThanOrEqual(2);
    expect(body.w).toBeGreaterThan(0);
    expect(body.h).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [i, pad] of pads.entries()) {
      if (!(pad.w > 0 && pad.h > 0)) problems.push(`pad ${i + 1} has no area`);
      if (pad.drill !== undefined && pad.drill >= Math.min(pad.w, pad.h)) problems.push(`pad ${i + 1}: drill wider than the pad`);
      for (let j = i + 1; j < pads.length; j++) if (overlaps(pad, pads[j]!)) problems.push(`pads ${i + 1} and ${j + 1} overlap`);
    }
    expect(problems).toEqual([]);
  });

  test('pad counts follow the package name', () => {
    expect(patternOf('SOIC-8').pads).toHaveLength(8);
    expect(patternOf('SO-7').pads).toHaveLength(7);
    expect(patternOf('TSSOP-14').pads).toHaveLength(14);
    expect(patternOf('SOT-23').pads).toHaveLength(3);
    expect(patternOf('SOT-23-5').pads).toHaveLength(5);
    expect(patternOf('LQFP-100(14x14)').pads).toHaveLength(100);
    expect(patternOf('QFN-28-EP(6x6)').pads).toHaveLength(29);
    expect(patternOf('BGA-144').pads).toHaveLength(144);
    expect(patternOf('PDIP-40').pads).toHaveLength(40);
    expect(patternOf('TO-220').pads).toHaveLength(3);
    expect(patternOf('0603').pads).toHaveLength(2);
  });

  test('standard pitches and through-hole pads where the package has them', () => {
    expect(patternOf('SOIC-8').pitchMm).toBe(1.27);
    expect(patternOf('TSSOP-14').pitchMm).toBe(0.65);
    expect(patternOf('LQFP-100(14x14)').pitchMm).toBe(0.5);
    expect(patternOf('SOT-23').pitchMm).toBe(0.95);
    const dip = patternOf('PDIP-8');
    expect(dip.throughHole).toBe(true);
    expect(dip.pitchMm).toBe(2.54);
    expect(dip.pads.every((pad) => pad.drill !== undefined)).toBe(true);
    expect(patternOf('SOIC-8').pads.some((pad) => pad.drill !== undefined)).toBe(false);
  });

  test('pad 1 of an IC is top left, and rows sit outside the body', () => {
    const { pads, body } = patternOf('SOIC-8');
    const first = pads[0]!;
    expect(first.x).toBe(Math.min(...pads.map((pad) => pad.x)));
    expect(first.y).toBeLessThan(0);
    for (const pad of pads) expect(Math.abs(pad.y)).toBeGreaterThan(body.h / 2);
  });
});
