import { describe, expect, test } from 'vitest';
import { packageFamilyOf } from './package-family.ts';
import { packageFilterId } from './package-filter-id.ts';
import { canDiameterOf, chipSizeOf, leadPitchOf } from './package-measures.ts';

const familyIds = (packages: readonly string[]): Array<string | null> =>
  packages.map((name) => packageFamilyOf(name)?.id ?? null);

describe('package families', () => {
  test('SOT-23 bodies, but not SOT-223', () => {
    expect(familyIds(['SOT-23', 'SOT-23-5', 'TSOT-23-6', 'SOT-23A-3', 'SC-70-5', 'SOT-363', 'TSOP-5', 'SOT-26'])).toEqual(
      Array(8).fill('sot-23'),
    );
    expect(familyIds(['SOT-223', 'SOT-223-4', 'SOT-89-3'])).toEqual(['sot-89', 'sot-89', 'sot-89']);
  });

  test('SOD, DO-214 and DPAK', () => {
    expect(familyIds(['SOD-123', 'SOD-123FL', 'SOD-523F'])).toEqual(['sod', 'sod', 'sod']);
    expect(familyIds(['SMA', 'SMB(DO-214AA)', 'SMAF', 'DO-214AC(SMA)', 'DO-214AB'])).toEqual(Array(5).fill('do-214'));
    expect(familyIds(['TO-252-2(DPAK)', 'DPAK(TO-252)', 'D2PAK-3', 'TO-263-5'])).toEqual(Array(4).fill('dpak'));
    expect(packageFamilyOf('SMD')).toBeNull();
  });

  test('gull-wing ICs, leadless ICs, QFP and BGA', () => {
    expect(familyIds(['SOIC-8', 'SO-8', 'SOP-16', 'MSOP-8-EP', 'TSSOP-14', 'SSOP-28-208mil', 'TSOP-32-12.5mm'])).toEqual(
      Array(7).fill('so'),
    );
    expect(familyIds(['QFN-28-EP(6x6)', 'UDFN-4(1x1)', 'LFCSP-64(9x9)', 'UFQFPN-32(5x5)', 'DFN1006-2L', 'PowerVDFN-8'])).toEqual(
      Array(6).fill('qfn'),
    );
    expect(familyIds(['LQFP-48(7x7)', 'TQFP-44(10x10)', 'MQFP-100(14x20)'])).toEqual(['qfp', 'qfp', 'qfp']);
    expect(familyIds(['BGA-144', 'FCBGA-841', 'WLCSP-49', 'LGA-20(3x3)'])).toEqual(Array(4).fill('bga'));
  });

  test('through-hole parts and chips', () => {
    expect(familyIds(['PDIP-8', 'TO-92-3', 'TO-220-3', 'TO-247-3', 'DO-27', 'Plugin,P=5mm', 'ITO-220AB', 'SIP-7'])).toEqual(
      Array(8).fill('through-hole'),
    );
    expect(familyIds(['0603', '2512'])).toEqual(['chip', 'chip']);
    expect(familyIds(['0603x4', 'MELF-0207', '-'])).toEqual([null, null, null]);
  });
});

describe('package measures', () => {
  test('chip size, lead pitch and can diameter', () => {
    expect(chipSizeOf('0603')).toBe('0603');
    expect(chipSizeOf('0603x4')).toBeNull();
    expect(leadPitchOf('Plugin,P=7.5mm')).toBe(7.5);
    expect(leadPitchOf('Plugin')).toBeNull();
    expect(canDiameterOf('Plugin,D12.5xL35mm')).toBe(12.5);
    expect(canDiameterOf('Plugin,P=5mm')).toBeNull();
  });
});

describe('package filter ids', () => {
  test('spellings of one package share an id', () => {
    expect(packageFilterId('PowerDI3333-8')).toBe(packageFilterId('POWERDI3333-8'));
    expect(packageFilterId('SMA(DO-214AC)')).toBe(packageFilterId('DO-214AC(SMA)'));
    expect(packageFilterId('TO-252(DPAK)')).toBe(packageFilterId('DPAK(TO-252)'));
  });

  test('sizes in brackets are part of the package, and "-" is no package', () => {
    expect(packageFilterId('LFCSP-64(9x9)')).not.toBe(packageFilterId('LFCSP-64'));
    expect(packageFilterId('CASE-A-3216-18(mm)')).toBe('case-a-3216-18-mm');
    expect(packageFilterId('SMA')).not.toBe(packageFilterId('SMA(DO-214AC)'));
    expect(packageFilterId('-')).toBeNull();
    expect(packageFilterId('')).toBeNull();
  });
});
