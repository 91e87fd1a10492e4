import { describe, expect, it } from 'vitest';
import { packageOfFootprint } from './footprint-package.ts';

// Real footprint names from KiCad's libraries, Altium IPC-7351 names, Eagle packages, and the
// catalogue's own package names.
const FOOTPRINTS: readonly [string, string | null][] = [
  // KiCad
  ['Resistor_SMD:R_0603_1608Metric', '0603'],
  ['R_0603_1608Metric', '0603'],
  ['R_0805_2012Metric_Pad1.20x1.40mm_HandSolder', '0805'],
  ['C_0402_1005Metric', '0402'],
  ['Capacitor_SMD:C_1206_3216Metric', '1206'],
  ['C_0201_0603Metric', '0201'],
  ['L_0805_2012Metric', '0805'],
  ['LED_SMD:LED_0603_1608Metric', '0603'],
  ['R_2512_6332Metric', '2512'],
  ['Package_TO_SOT_SMD:SOT-23', 'SOT-23'],
  ['SOT-23-5', 'SOT-23-5'],
  ['SOT-23-5_HandSoldering', 'SOT-23-5'],
  ['SOT-23-6', 'SOT-23-6'],
  ['SOT-223-3_TabPin2', 'SOT-223'],
  ['SOT-89-3', 'SOT-89'],
  ['SOT-363_SC-70-6', 'SOT-363'],
  ['D_SOD-323', 'SOD-323'],
  ['D_SOD-123', 'SOD-123'],
  ['D_SOD-123F', 'SOD-123F'],
  ['D_SMA', 'SMA'],
  ['D_SMB', 'SMB'],
  ['D_SMC', 'SMC'],
  ['Package_QFP:LQFP-48_7x7mm_P0.5mm', 'LQFP-48'],
  ['TQFP-32_7x7mm_P0.8mm', 'TQFP-32'],
  ['QFN-32-1EP_5x5mm_P0.5mm_EP3.45x3.45mm', 'QFN-32'],
  ['SOIC-8_3.9x4.9mm_P1.27mm', 'SOIC-8'],
  ['SOIC-16W_7.5x10.3mm_P1.27mm', 'SOIC-16W'],
  ['TSSOP-20_4.4x6.5mm_P0.65mm', 'TSSOP-20'],
  ['MSOP-10_3x3mm_P0.5mm', 'MSOP-10'],
  ['DIP-8_W7.62mm', 'DIP-8'],
  ['TO-220-3_Vertical', 'TO-220'],
  ['TO-252-2', 'TO-252'],
  ['Crystal_SMD_3225-4Pin_3.2x2.5mm', 'SMD3225'],
  ['Crystal_HC49-U_Vertical', 'HC-49'],
  ['CP_Elec_6.3x7.7', null],
  ['R_Array_Convex_4x0603', null],
  ['PinHeader_1x04_P2.54mm_Vertical', null],
  // Altium IPC-7351
  ['RESC1608X55N', '0603'],
  ['CAPC1005X55N', '0402'],
  ['CAPC2012X127N', '0805'],
  ['INDC3216X100N', '1206'],
  ['SOIC127P600X175-8N', 'SOIC-8'],
  ['SOT95P280X145-5N', 'SOT-23-5'],
  ['SOT95P237X112-3N', 'SOT-23'],
  // Eagle
  ['R0603', '0603'],
  ['C0805', '0805'],
  ['R0402', '0402'],
  ['SOT23', 'SOT-23'],
  ['SOT23-5', 'SOT-23-5'],
  ['SO08', 'SOIC-8'],
  ['DIL08', null],
  // the catalogue's names
  ['0603', '0603'],
  ['SMA(DO-214AC)', 'SMA'],
  ['DO-214AC', 'SMA'],
  ['SMB(DO-214AA)', 'SMB'],
  ['DO-214AB', 'SMC'],
  ['SOT-23-3', 'SOT-23'],
  ['SOT-23-5L', 'SOT-23-5'],
  ['SC-70-5', 'SOT-353'],
  ['SOD-123FL', 'SOD-123F'],
  ['LQFP-48(7x7)', 'LQFP-48'],
  ['QFN-64-EP(9x9)', 'QFN-64'],
  ['SOIC-8-150mil', 'SOIC-8'],
  ['SO-8', 'SOIC-8'],
  ['PDIP-8', 'DIP-8'],
  ['TO-220AB', 'TO-220'],
  ['SMD3225-4P', 'SMD3225'],
  ['0603x4', null],
  ['Plugin,P=5mm', null],
  ['-', null],
  ['', null],
];

describe('packageOfFootprint', () => {
  it.each(FOOTPRINTS)('%s → %s', (footprint, expected) => {
    expect(packageOfFootprint(footprint)).toBe(expected);
  });

  it('knows at least forty real footprint names', () => {
    expect(FOOTPRINTS.filter(([, expected]) => expected !== null).length).toBeGreaterThanOrEqual(40);
  });

  it('never folds two chip sizes into one', () => {
    const sizes = ['0201', '0402', '0603', '0805', '1206', '1210', '2512'];
    expect(new Set(sizes.map((size) => packageOfFootprint(`R_${size}`))).size).toBe(sizes.length);
  });
});
