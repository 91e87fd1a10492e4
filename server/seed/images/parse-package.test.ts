import { describe, expect, test } from 'vitest';
import { chipCodeSizeMm, parsePackage, type PackageInfo } from './parse-package.ts';

type Expected = Omit<PackageInfo, 'variant'>;

/** Real package names from the parts catalogue and what they must parse to. */
const CASES: ReadonlyArray<readonly [string, Expected]> = [
  ['0201', { family: 'chip', pins: 2, sizeCode: '0201' }],
  ['0402', { family: 'chip', pins: 2, sizeCode: '0402' }],
  ['0603', { family: 'chip', pins: 2, sizeCode: '0603' }],
  ['2512', { family: 'chip', pins: 2, sizeCode: '2512' }],
  ['0603x4', { family: 'chip-array', pins: 8, sizeCode: '0603' }],
  ['CASE-A-3216-18(mm)', { family: 'tantalum', pins: 2, sizeCode: '3216' }],
  ['MELF-0207', { family: 'melf', pins: 2 }],
  ['SOT-23', { family: 'sot', pins: 3 }],
  ['SOT-23-3', { family: 'sot', pins: 3 }],
  ['SOT-23-5', { family: 'sot', pins: 5 }],
  ['SOT-23-6', { family: 'sot', pins: 6 }],
  ['SOT-23-5L', { family: 'sot', pins: 5 }],
  ['TSOT-23-6', { family: 'sot', pins: 6 }],
  ['SC-70-3', { family: 'sot', pins: 3 }],
  ['SC-70-5', { family: 'sot', pins: 5 }],
  ['SOT-363', { family: 'sot', pins: 6 }],
  ['SOT-143-4', { family: 'sot', pins: 4 }],
  ['SC-82AB-4', { family: 'sot', pins: 4 }],
  ['TSOP-5', { family: 'sot', pins: 5 }],
  ['SOT-89-3', { family: 'sot-tab', pins: 3 }],
  ['SOT-89-5', { family: 'sot-tab', pins: 5 }],
  ['SOT-223', { family: 'sot-tab', pins: 3 }],
  ['SOD-123', { family: 'diode', pins: 2, flatLeads: false }],
  ['SOD-123FL', { family: 'diode', pins: 2, flatLeads: true }],
  ['SOD-323', { family: 'diode', pins: 2 }],
  ['SOD-523', { family: 'diode', pins: 2 }],
  ['SMA(DO-214AC)', { family: 'diode', pins: 2 }],
  ['SMB', { family: 'diode', pins: 2 }],
  ['DO-214AB', { family: 'diode', pins: 2 }],
  ['SMAF', { family: 'diode', pins: 2, flatLeads: true }],
  ['MSOP-8', { family: 'dual-row', pins: 8, exposedPad: false }],
  ['MSOP-10', { family: 'dual-row', pins: 10 }],
  ['MSOP-8-EP', { family: 'dual-row', pins: 8, exposedPad: true }],
  ['SOIC-8', { family: 'dual-row', pins: 8, exposedPad: false }],
  ['SOIC-14', { family: 'dual-row', pins: 14 }],
  ['SOIC-28-300mil', { family: 'dual-row', pins: 28 }],
  ['TSSOP-8', { family: 'dual-row', pins: 8 }],
  ['TSSOP-14', { family: 'dual-row', pins: 14 }],
  ['SSOP-28-208mil', { family: 'dual-row', pins: 28 }],
  ['SO-7', { family: 'dual-row', pins: 7 }],
  ['SOP-4-2.54mm', { family: 'dual-row', pins: 4, pitchMm: 2.54 }],
  ['TSOPII-54', { family: 'dual-row', pins: 54 }],
  ['HTSSOP-16', { family: 'dual-row', pins: 16, exposedPad: true }],
  ['PDIP-8', { family: 'dip', pins: 8 }],
  ['PDIP-40', { family: 'dip', pins: 40 }],
  ['CDIP-14-SB', { family: 'dip', pins: 14 }],
  ['DIP', { family: 'dip', pins: 8 }],
  ['QFN-28-EP(6x6)', { family: 'quad-no-lead', pins: 28, exposedPad: true, bodyMm: { w: 6, h: 6 } }],
  ['QFN-48(7x7)', { family: 'quad-no-lead', pins: 48, exposedPad: false }],
  ['LFCSP-32(5x5)', { family: 'quad-no-lead', pins: 32, bodyMm: { w: 5, h: 5 } }],
  ['LFCSP-64(9x9)', { family: 'quad-no-lead', pins: 64, bodyMm: { w: 9, h: 9 } }],
  ['H3QFN64-EP(12x12)', { family: 'quad-no-lead', pins: 64, exposedPad: true }],
  ['QFN1616-12L', { family: 'quad-no-lead', pins: 12, sizeCode: '1616' }],
  ['UFQFPN-32(5x5)', { family: 'quad-no-lead', pins: 32 }],
  ['PLCC-44(16.6x16.6)', { family: 'quad-no-lead', pins: 44 }],
  ['LGA-20(3x3)', { family: 'quad-no-lead', pins: 20 }],
  ['DFN-8-EP(3x3)', { family: 'dual-no-lead', pins: 8, exposedPad: true, bodyMm: { w: 3, h: 3 } }],
  ['DFN1006-2L', { family: 'dual-no-lead', pins: 2, sizeCode: '1006' }],
  ['WSON-8-EP(5x6)', { family: 'dual-no-lead', pins: 8, exposedPad: true }],
  ['LFCSP-8-WD(3x3)', { family: 'dual-no-lead', pins: 8 }],
  ['PowerDI3333-8', { family: 'dual-no-lead', pins: 8 }],
  ['LQFP-48(7x7)', { family: 'quad-flat', pins: 48, bodyMm: { w: 7, h: 7 } }],
  ['TQFP-100-EP(14x14)', { family: 'quad-flat', pins: 100, exposedPad: true }],
  ['MQFP-100(14x20)', { family: 'quad-flat', pins: 100, bodyMm: { w: 14, h: 20 } }],
  ['BGA-144', { family: 'bga', pins: 144 }],
  ['FCBGA-1157', { family: 'bga', pins: 1157 }],
  ['CSP-532(23x23)', { family: 'bga', pins: 532, bodyMm: { w: 23, h: 23 } }],
  ['WLCSP-9L', { family: 'bga', pins: 9 }],
  ['TO-92-3', { family: 'to-92', pins: 3 }],
  ['TO-92', { family: 'to-92', pins: 3 }],
  ['TO-220', { family: 'to-power', pins: 3 }],
  ['TO-220-2', { family: 'to-power', pins: 2 }],
  ['TO-220-5', { family: 'to-power', pins: 5 }],
  ['ITO-220AB', { family: 'to-power', pins: 3 }],
  ['TO-247-3', { family: 'to-power', pins: 3 }],
  ['TO-252', { family: 'dpak', pins: 3 }],
  ['TO-252-2(DPAK)', { family: 'dpak', pins: 2 }],
  ['DPAK(TO-252)', { family: 'dpak', pins: 3 }],
  ['TO-263-5(DDPAK)', { family: 'dpak', pins: 5 }],
  ['Plugin', { family: 'radial', pins: 2 }],
  ['Plugin,P=5mm', { family: 'radial', pins: 2, pitchMm: 5 }],
  ['Plugin,P=7.5mm', { family: 'radial', pins: 2, pitchMm: 7.5 }],
  ['Plugin,D=5mm', { family: 'radial', pins: 2, bodyMm: { w: 5, h: 5 } }],
  ['Plugin,D5xL11mm', { family: 'radial-can', pins: 2, bodyMm: { w: 5, h: 11 } }],
  ['P=5.08mm', { family: 'radial', pins: 2, pitchMm: 5.08 }],
  ['DO-41', { family: 'axial', pins: 2 }],
  ['HC-49S', { family: 'crystal', pins: 2 }],
  ['KBU', { family: 'sip', pins: 4 }],
  ['SIP-7', { family: 'sip', pins: 7 }],
  ['SMD', { family: 'smd-block', pins: 2 }],
  ['SMD,6x6mm', { family: 'smd-block', pins: 2, bodyMm: { w: 6, h: 6 } }],
  ['SMD3225-4P', { family: 'smd-block', pins: 4, sizeCode: '3225', bodyMm: { w: 3.2, h: 2.5 } }],
  ['SMD-24P,16.6x9mm', { family: 'smd-block', pins: 24 }],
  ['SMD,D6.3xL5.4mm', { family: 'smd-can', pins: 2, bodyMm: { w: 6.3, h: 5.4 } }],
  ['-', { family: 'generic' }],
  ['', { family: 'generic' }],
  ['ESM', { family: 'generic' }],
];

describe('parsePackage', () => {
  test.each(CASES)('%s', (name, expected) => {
    expect(parsePackage(name)).toMatchObject(expected);
  });

  test('ignores case and surrounding spaces', () => {
    expect(parsePackage('  soic-8 ')).toMatchObject({ family: 'dual-row', pins: 8 });
    expect(parsePackage('plugin,p=5mm')).toMatchObject({ family: 'radial', pitchMm: 5 });
  });

  test('keeps the normalised name as the variant', () => {
    expect(parsePackage('TO-220F').variant).toBe('TO-220F');
    expect(parsePackage('Plugin,P=5mm').variant).toBe('PLUGIN,P=5MM');
  });

  test('never throws and always returns a family, whatever the text', () => {
    for (const name of ['???', 'QFN', 'BGA', 'SOIC', 'TO-', 'SMD,', 'Plugin,P=mm', '9999', 'x'.repeat(300)]) {
      expect(parsePackage(name).family).toBeTypeOf('string');
    }
  });
});

describe('chipCodeSizeMm', () => {
  test('reads imperial codes as hundredths of an inch', () => {
    expect(chipCodeSizeMm('0603').w).toBeCloseTo(1.524, 3);
    expect(chipCodeSizeMm('0603').h).toBeCloseTo(0.762, 3);
    expect(chipCodeSizeMm('2512').w).toBeGreaterThan(chipCodeSizeMm('1206').w);
  });
});
