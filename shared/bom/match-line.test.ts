import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseComponentValue, valueKey } from './component-value.ts';
import { packageOfFootprint } from './footprint-package.ts';
import { kindOfLine, lineParameters, matchBomLine } from './match-line.ts';
import { mpnKey } from './part-number.ts';
import { PartIndex, type CatalogPartRow } from './part-index.ts';
import type { BomMatchLineIn } from './schemas.ts';

// Real parts of the demo catalogue (server/seed/data/electronic-parts.json), as the seed stores them.
interface RawPart {
  lcsc: string;
  mpn: string;
  package: string;
  description: string;
  category: string;
  stock: number;
  library: string;
}
const raw = JSON.parse(readFileSync(new URL('../../server/seed/data/electronic-parts.json', import.meta.url), 'utf8')) as { parts: RawPart[] };
const rows: CatalogPartRow[] = raw.parts.map((part, i) => ({
  id: i + 1,
  sku: part.lcsc,
  mpn: part.mpn,
  package: part.package,
  description: part.description,
  category: part.category,
  inventory: part.stock,
  basic: part.library === 'base',
}));
const index = PartIndex.fromRows(rows);
const bySku = (sku: string) => index.bySku(sku)!;

const line = (fields: Partial<BomMatchLineIn>): BomMatchLineIn => ({ quantity: 1, ...fields });

describe('matchBomLine on the demo catalogue', () => {
  it('is exact by an LCSC code in the sku column, in a link or in another column', () => {
    expect(matchBomLine(line({ sku: 'C6187' }), index, 10)).toMatchObject({ status: 'exact', reasonKey: 'sku', reasonDetail: 'C6187', selected: true, product: { sku: 'C6187' } });
    expect(matchBomLine(line({ link: 'https://www.lcsc.com/product-detail/Regulators_AMS-AMS1117-5-0_C6187.html' }), index, 10)).toMatchObject({ status: 'exact', product: { sku: 'C6187' } });
    expect(matchBomLine(line({ description: 'LDO 5V, LCSC C6187' }), index, 10)).toMatchObject({ status: 'exact', product: { sku: 'C6187' } });
  });

  it('takes a code from an MPN cell only when the cell is the code', () => {
    expect(matchBomLine(line({ mpn: 'C6187' }), index, 10)).toMatchObject({ status: 'exact', reasonKey: 'sku' });
    expect(matchBomLine(line({ mpn: 'XYZ-C6187-Q' }), index, 10).status).not.toBe('exact');
  });

  it('asks to check when the code and the MPN disagree', () => {
    expect(matchBomLine(line({ sku: 'C6187', mpn: 'NE555DR' }), index, 10)).toMatchObject({ status: 'check', selected: false });
  });

  it('is exact by MPN whatever the case, spaces or packaging suffix', () => {
    for (const mpn of ['AMS1117-5.0', 'ams1117-5.0', 'AMS1117-5.0TR', 'AMS1117-5.0 T&R', 'AMS1117 5.0']) {
      expect(matchBomLine(line({ mpn }), index, 10)).toMatchObject({ status: 'exact', reasonKey: 'mpn', product: { sku: 'C6187' }, selected: true });
    }
  });

  it('reads a part number in the value cell when there is no MPN (KiCad keeps it there)', () => {
    const match = matchBomLine(line({ designators: ['D1'], value: '1N4148W', footprint: 'Diode_SMD:D_SOD-123' }), index, 1);
    expect(match).toMatchObject({ status: 'exact', reasonKey: 'mpn', selected: true, product: { mpn: '1N4148W', packageName: 'SOD-123' } });
    // The footprint names another package than every 1N4148W we sell: the user checks.
    expect(matchBomLine(line({ designators: ['D1'], value: '1N4148W', footprint: 'D_SOD-323' }), index, 1)).toMatchObject({ status: 'check', selected: false });
    // A value is never read as a part number, even where a product's MPN is that text.
    expect(matchBomLine(line({ designators: ['C1'], value: '47uF', footprint: 'C_0805_2012Metric' }), index, 1).status).not.toBe('exact');
  });

  it('offers a close MPN to check, never selected', () => {
    const match = matchBomLine(line({ designators: ['U1'], mpn: 'STM32F103VET8' }), index, 1);
    expect(match).toMatchObject({ status: 'check', reasonKey: 'close_mpn', selected: false, product: { mpn: 'STM32F103VET7' } });
  });

  it('finds an equivalent by value, package and kind', () => {
    const match = matchBomLine(line({ designators: ['C1', 'C2'], value: '100n', footprint: 'Capacitor_SMD:C_0402_1005Metric' }), index, 20);
    expect(match.status).toBe('equivalent');
    expect(match.reasonDetail).toBe('100 nF · 0402');
    expect(match.selected).toBe(true);
    expect(match.product!.packageName).toBe('0402');
    expect(valueKey(match.product!.value!)).toBe(valueKey({ dimension: 'farad', si: 1e-7 }));
  });

  it('reads 22 on an R designator as 22 Ω, and 4k7 0603 as 4.7 kΩ', () => {
    const match = matchBomLine(line({ designators: ['R7'], value: '4k7', footprint: 'R_0603_1608Metric' }), index, 10);
    expect(match.status).toBe('equivalent');
    expect(match.product!.value).toEqual({ dimension: 'ohm', si: 4700 });
    expect(lineParameters(line({ designators: ['R1'], value: '22' }), 'resistor').value).toEqual({ dimension: 'ohm', si: 22 });
  });

  it('refuses an equivalent whose voltage is lower than asked', () => {
    const asked = matchBomLine(line({ designators: ['C3'], value: '100nF 100V', footprint: 'C_0402_1005Metric' }), index, 1);
    expect(asked.status).not.toBe('equivalent');
  });

  it('suggests the family of an unknown MPN and the same value in another package', () => {
    expect(matchBomLine(line({ mpn: 'AMS1117-3.3' }), index, 1)).toMatchObject({ status: 'suggestion', selected: false, product: { mpn: 'AMS1117-5.0' } });
    const other = matchBomLine(line({ designators: ['C9'], value: '100nF', footprint: 'CP_Elec_6.3x7.7' }), index, 1);
    expect(other.status).toBe('suggestion');
    expect(other.selected).toBe(false);
  });

  it('suggests the line’s own value before an MPN family of other values', () => {
    // No 1 % 1 kΩ 0603 in the catalogue (only 5 %): not an equivalent, and the Yageo family
    // (RC0603FR-07…, every value) must not put a 45.3 kΩ part forward for a 1 kΩ line.
    const match = matchBomLine(line({ designators: ['R10'], mpn: 'RC0603FR-071KL', description: 'RES 1K OHM 1% 1/10W 0603' }), index, 10);
    expect(match.status).toBe('suggestion');
    expect(match.product!.value).toEqual({ dimension: 'ohm', si: 1000 });
    for (const alternative of match.alternatives) expect(alternative.value).toEqual({ dimension: 'ohm', si: 1000 });
  });

  it('leaves a part we do not sell as none', () => {
    expect(matchBomLine(line({ designators: ['J1'], mpn: 'XYZ-NOTHING-42', value: 'USB-C' }), index, 1)).toMatchObject({ status: 'none', product: null, selected: false });
  });

  it('lets the user’s choice win', () => {
    const chosen = bySku('C6187');
    expect(matchBomLine(line({ mpn: 'NE555DR', product_id: chosen.id }), index, 1)).toMatchObject({ status: 'exact', reasonKey: 'chosen', selected: true, product: { id: chosen.id } });
  });

  it('reads the kind of a line', () => {
    expect(kindOfLine(line({ designators: ['LED1'] }))).toBe('led');
    expect(kindOfLine(line({ value: '10uF' }))).toBe('capacitor');
    expect(kindOfLine(line({ value: '10k' }))).toBeNull();
  });
});

describe('precision over recall', () => {
  const spellings = ['100n', '0.1uF', '104', '10uF', '1uF', '22pF', '4.7uF', '1nF', '10k', '4k7', '1K', '0R', '100R', '22', '1M', '10uH', '4u7', '600R@100MHz', '2.2k', '47k', '100nF 50V', '10k 1%', '33'];
  const footprints = ['C_0402_1005Metric', 'C_0603_1608Metric', 'R_0805_2012Metric', 'RESC1608X55N', '0201', '1206', 'L_0805_2012Metric', 'SOT-23', 'D_SMA', 'LQFP-48_7x7mm_P0.5mm', 'CP_Elec_6.3x7.7', ''];
  const prefixes = ['R', 'C', 'L', 'FB', 'D', 'U', 'Q', 'LED', 'J', ''];

  it('property: no line is ever exact or equivalent with a different value, package or kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...spellings), fc.constantFrom(...footprints), fc.constantFrom(...prefixes), fc.integer({ min: 1, max: 500 }), (value, footprint, prefix, need) => {
        const input = line({ designators: prefix ? [`${prefix}1`] : [], value, footprint });
        const match = matchBomLine(input, index, need);
        if (match.status === 'equivalent') {
          const kind = kindOfLine(input)!;
          const asked = parseComponentValue(value, kind)!;
          expect(match.product!.kind).toBe(kind);
          expect(valueKey(match.product!.value!)).toBe(valueKey(asked));
          expect(match.product!.packageName).toBe(packageOfFootprint(footprint));
          expect(match.product!.packageName).not.toBeNull();
        }
        // Nothing here names a code or an MPN: no line may be exact.
        expect(match.status).not.toBe('exact');
        if (match.status === 'check' || match.status === 'suggestion' || match.status === 'none') expect(match.selected).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('property: an exact MPN match always has the line’s MPN key', () => {
    const mpns = raw.parts.map((part) => part.mpn);
    fc.assert(
      fc.property(fc.constantFrom(...mpns), fc.constantFrom('', 'TR', '-TR', '/TR', ' T&R', '(LF)(SN)', '#PBF'), fc.boolean(), (mpn, suffix, lower) => {
        const asked = `${lower ? mpn.toLowerCase() : mpn}${suffix}`;
        const match = matchBomLine(line({ mpn: asked }), index, 1);
        if (match.status === 'exact') expect(match.product!.mpnKey).toBe(mpnKey(asked));
      }),
      { numRuns: 300 },
    );
  });
});
