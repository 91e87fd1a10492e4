import { describe, expect, it } from 'vitest';
import { PackedStrings, PackedStringsBuilder } from './packed-strings.ts';
import { PartIndex, PartIndexBuilder, type CatalogPartRow } from './part-index.ts';

const row = (id: number, fields: Partial<CatalogPartRow>): CatalogPartRow => ({ id, sku: `C${id}`, mpn: '', package: null, description: null, inventory: 0, basic: false, ...fields });

const rows: CatalogPartRow[] = [
  row(7, { mpn: 'AMS1117-3.3TR', description: 'LDO regulator', package: 'SOT-223' }),
  row(3, { mpn: 'AMS1117-5.0', description: 'LDO regulator', package: 'SOT-223' }),
  row(12, { mpn: 'CL05B104KO5NNNC', description: '16V 100nF X7R ±10% 0402 Multilayer Ceramic Capacitors MLCC', package: '0402', inventory: 5 }),
  row(15, { mpn: '0402B104K160CT', description: '16V 100nF X7R ±10% 0402 Multilayer Ceramic Capacitors MLCC', package: '0402', inventory: 900, basic: true }),
  row(20, { sku: 'ĐẶC-BIỆT-1', mpn: 'Điện trở', description: 'Chip Resistor - Surface Mount 10kΩ 0603', package: '0603' }),
];

describe('PartIndex (compact)', () => {
  const columns = () => {
    const ids = Uint32Array.from(rows.map((r) => r.id));
    const slotOfId = new Int32Array(21).fill(-1);
    rows.forEach((r, slot) => (slotOfId[r.id] = slot));
    return { ids, slotOfId, inventory: Int32Array.from(rows.map((r) => r.inventory)), basic: Uint8Array.from(rows.map((r) => (r.basic ? 1 : 0))) };
  };
  const build = (live = columns()) => {
    const builder = new PartIndexBuilder(rows.length);
    rows.forEach((r, slot) => builder.add(slot, r));
    return { index: builder.finish(live), live };
  };

  it('finds codes case-insensitively, non-ASCII ones too, and keeps the MPN as written', () => {
    const { index } = build();
    expect(index.bySku('c7')).toMatchObject({ id: 7, mpn: 'AMS1117-3.3TR', mpnKey: 'AMS11173.3', packageName: 'SOT-223' });
    expect(index.bySku('đặc-biệt-1')).toMatchObject({ id: 20, mpn: 'Điện trở' });
    expect(index.bySku('C70')).toBeNull();
    expect(index.byId(12)).toMatchObject({ sku: 'C12', kind: 'capacitor', packageName: '0402', tolerance: 10, voltage: 16 });
    expect(index.byId(13)).toBeNull();
  });

  it('looks up exact keys, prefixes and values over sorted slots', () => {
    const { index } = build();
    expect(index.byMpnKey('AMS1117').map((p) => p.id)).toEqual([]);
    expect(index.byMpnKey('AMS11173.3').map((p) => p.id)).toEqual([7]);
    expect(index.family('AMS11171.8').map((slot) => index.part(slot).id)).toEqual([7, 3]);
    expect(index.closeMpn('AMS11173.4').map((slot) => index.part(slot).id)).toEqual([7]);
    const capacitors = index.byValueAndPackage('capacitor', { dimension: 'farad', si: 1e-7 }, '0402');
    expect([...capacitors].map((slot) => index.part(slot).id).sort()).toEqual([12, 15]);
    expect(index.byValueAndPackage('capacitor', { dimension: 'farad', si: 1e-7 }, '0603')).toHaveLength(0);
    expect(index.byValue('capacitor', { dimension: 'farad', si: 100e-9 })).toHaveLength(2);
  });

  it('picks the best few by stock for the need, basic, tolerance, stock, id, as a full sort would', () => {
    const { index, live } = build();
    const all = [0, 1, 2, 3, 4];
    const ids = (need: number, limit: number) => index.best(all, need, limit).map((p) => p.id);
    // 15 (900, basic) and 12 (5) in stock, the others not; 12 is short of a need of 10.
    expect(ids(1, 5)).toEqual([15, 12, 3, 7, 20]);
    expect(ids(10, 2)).toEqual([15, 12]);
    live.inventory[2] = 2000;
    live.inventory[3] = 1;
    expect(ids(1000, 3)).toEqual([12, 15, 3]);
    expect(index.best(all, 1, 5, (slot) => slot !== 2).map((p) => p.id)).toEqual([15, 3, 7, 20]);
    expect(index.best(all, 1, 0)).toEqual([]);
  });

  it('reads stock from the live column: a change in place shows in the next look-up', () => {
    const { index, live } = build();
    expect(index.byId(12)!.inventory).toBe(5);
    live.inventory[2] = 0;
    live.basic[2] = 1;
    expect(index.byId(12)).toMatchObject({ inventory: 0, basic: true });
  });

  it('fromRows equals a builder over the same rows, and reports its bytes', () => {
    const index = PartIndex.fromRows(rows);
    expect(index.size).toBe(rows.length);
    expect(index.bySku('C15')).toEqual(build().index.bySku('C15'));
    expect(index.byteLength).toBeGreaterThan(0);
  });
});

describe('PackedStrings', () => {
  it('compares by bytes like code points and keeps slots filled out of order', () => {
    const builder = new PackedStringsBuilder(4);
    builder.set(2, 'B');
    builder.set(0, 'AB');
    builder.set(1, 'A');
    const strings = builder.finish();
    expect([0, 1, 2, 3].map((slot) => strings.get(slot))).toEqual(['AB', 'A', 'B', '']);
    expect(strings.compare(0, PackedStrings.encode('A'))).toBeGreaterThan(0);
    expect(strings.compare(1, PackedStrings.encode('A'))).toBe(0);
    expect(strings.compareSlots(1, 2)).toBeLessThan(0);
    expect(strings.hasPrefix(0, PackedStrings.encode('A'))).toBe(true);
    expect(strings.isEmpty(3)).toBe(true);
  });
});
