import { describe, expect, it } from 'vitest';
import { BOM_BENCH_LINES, bomRequestPool } from './bom-requests.ts';
import { createPrng } from './prng.ts';

const parts = [
  { sku: 'C6187', mpn: 'AMS1117-5.0', package: 'SOT-223', description: 'LDO' },
  { sku: 'C1525', mpn: 'CL05B104KO5NNNC', package: '0402', description: '16V 100nF X7R ±10% 0402  Multilayer Ceramic Capacitors MLCC - SMD/SMT ROHS' },
];

describe('bomRequestPool', () => {
  it('gives the same 200-line BOMs for the same seed', () => {
    const first = bomRequestPool(parts, 3, createPrng(7));
    expect(first).toHaveLength(3);
    expect(first.every((bom) => bom.lines.length === BOM_BENCH_LINES)).toBe(true);
    expect(bomRequestPool(parts, 3, createPrng(7))).toEqual(first);
  });

  it('writes lines by code, by MPN, by value and footprint, and for parts not sold', () => {
    const lines = bomRequestPool(parts, 2, createPrng(3)).flatMap((bom) => bom.lines);
    expect(lines.some((line) => line.sku === 'C6187' || line.sku === 'C1525')).toBe(true);
    expect(lines.some((line) => line.value === '100n' && line.footprint === 'C_0402_Metric')).toBe(true);
    expect(lines.some((line) => line.mpn?.startsWith('NOT-SOLD-'))).toBe(true);
  });
});
