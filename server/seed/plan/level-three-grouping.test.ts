import { describe, expect, test } from 'vitest';
import { levelThreeBuckets, MIN_PARTS_TO_SPLIT } from './level-three-grouping.ts';
import { partsInPackages } from '#shared/catalog-plan/raw-part-fixture.ts';

const CHIP_RESISTORS = 'Chip Resistor - Surface Mount';
const summary = (buckets: ReturnType<typeof levelThreeBuckets>): Array<[string, number]> | null =>
  buckets === null ? null : buckets.map((bucket) => [bucket.nameEn, bucket.parts.length]);

describe('level-3 grouping', () => {
  test('chip resistors split by size, small to large, leftovers last as Other', () => {
    const parts = partsInPackages(24, ['0805', '0603', '0402', '0603', '0805', '0402', '1206', '0603']);
    parts.push(...partsInPackages(1, ['MELF-0207']), ...partsInPackages(2, ['2512']));
    expect(summary(levelThreeBuckets(CHIP_RESISTORS, parts))).toEqual([
      ['0402', 6],
      ['0603', 9],
      ['0805', 6],
      ['1206', 3],
      ['Other', 3],
    ]);
  });

  test('categories below the threshold stay leaves', () => {
    const parts = partsInPackages(MIN_PARTS_TO_SPLIT - 1, ['0603', '0805']);
    expect(levelThreeBuckets(CHIP_RESISTORS, parts)).toBeNull();
    expect(levelThreeBuckets(CHIP_RESISTORS, partsInPackages(MIN_PARTS_TO_SPLIT, ['0603', '0805']))).not.toBeNull();
  });

  test('a grouping with fewer than two children of three parts does not split', () => {
    const parts = [...partsInPackages(25, ['0603']), ...partsInPackages(2, ['0805'])];
    expect(levelThreeBuckets(CHIP_RESISTORS, parts)).toBeNull();
  });

  test('other categories split by package family', () => {
    const parts = partsInPackages(30, ['SOT-23', 'SOT-23-5', 'SOIC-8', 'QFN-16-EP(3x3)', 'SC-70-5', 'TO-92-3']);
    parts.push(...partsInPackages(1, ['-']));
    const buckets = levelThreeBuckets('Supervisor And Reset ICs', parts);
    expect(summary(buckets)).toEqual([
      ['SOT-23 / SC-70 family', 15],
      ['SOIC / SOP / MSOP / TSSOP', 5],
      ['QFN / DFN / LFCSP', 5],
      ['Through-hole (DIP, TO-92, TO-220…)', 5],
      ['Other', 1],
    ]);
    expect(buckets?.map((bucket) => bucket.id)).toEqual(['sot-23', 'so', 'qfn', 'through-hole', 'other']);
  });

  test('all-through-hole parts split by lead pitch instead', () => {
    const parts = partsInPackages(30, ['Plugin,P=7.5mm', 'Plugin,P=5mm', 'Plugin,P=7.5mm'], { category: 'Varistors' });
    expect(summary(levelThreeBuckets('Varistors', parts))).toEqual([
      ['Pitch 5mm', 10],
      ['Pitch 7.5mm', 20],
    ]);
  });

  test('leaded electrolytics split by can diameter', () => {
    const parts = partsInPackages(20, ['Plugin,D5xL11mm', 'Plugin,D8xL11.5mm', 'Plugin,D8xL16mm', 'Plugin,D10xL20mm']);
    expect(summary(levelThreeBuckets('Aluminum Electrolytic Capacitors - Leaded', parts))).toEqual([
      ['Diameter 5mm', 5],
      ['Diameter 8mm', 10],
      ['Diameter 10mm', 5],
    ]);
  });

  test('every part lands in exactly one bucket', () => {
    const parts = partsInPackages(57, ['SOT-23', 'SOD-123', 'SMA', 'SMD', 'TO-220', 'DFN1006-2L', 'SOT-89', '0402']);
    const buckets = levelThreeBuckets('Zener Diodes', parts) ?? [];
    const placed = buckets.flatMap((bucket) => bucket.parts.map((part) => part.lcsc));
    expect(placed.sort()).toEqual(parts.map((part) => part.lcsc).sort());
  });
});
