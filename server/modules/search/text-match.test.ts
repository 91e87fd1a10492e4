import { describe, expect, test } from 'vitest';
import { category, indexOf, property, type FixtureCatalog, type FixtureProduct } from './catalog-fixture.ts';

let nextId = 1;
function product(fields: Partial<FixtureProduct> & Pick<FixtureProduct, 'name' | 'mpn'>): FixtureProduct {
  const id = nextId++;
  return { id, categoryId: 11, supplierId: null, price: 1000, inventory: 100, createdAt: 1_700_000_000, tagged: false, description: null, sku: `C${9000 + id}`, valueIds: [], ...fields };
}

/** A small hand-made catalogue where every ranking rule has a witness. */
const catalog: FixtureCatalog = {
  categories: [
    category(1, null, 1, 'Điện trở', 0, 'Resistors'),
    category(11, 1, 2, 'Điện trở dán', 0, 'Chip Resistor'),
    category(2, null, 1, 'IC nguồn', 1, 'Power Management'),
    category(21, 2, 2, 'IC ổn áp tuyến tính', 0, 'Linear Voltage Regulators'),
    category(3, null, 1, 'Lọc nhiễu', 2, 'Filters'),
  ],
  suppliers: [
    { id: 1, name: 'Texas Instruments', slug: 'texas-instruments' },
    { id: 2, name: 'UNI-ROYAL(Uniroyal Elec)', slug: 'uni-royal' },
  ],
  properties: [property(100, null, 'Kiểu chân'), property(101, 100, '0603')],
  products: [
    product({ name: 'LM317T Linear Regulator 1.5A TO-220', mpn: 'LM317T', categoryId: 21, supplierId: 1, inventory: 900, tagged: true }),
    product({ name: 'LM317 Adjustable Regulator TO-220', mpn: 'LM-317', categoryId: 21, supplierId: 1, inventory: 5 }),
    product({ name: 'LM3170 Regulator SOT-223', mpn: 'LM3170', categoryId: 21, inventory: 50 }),
    product({ name: 'Heatsink kit for LM317 regulators', mpn: 'HS-1', categoryId: 21, inventory: 2000 }),
    product({ name: 'AMS1117-3.3 LDO Regulator', mpn: 'AMS1117-3.3', categoryId: 21, description: 'pin compatible with lm317', inventory: 3000 }),
    product({ name: '0603WAF1002T5E Chip Resistor 10kΩ ±1% 0603', mpn: '0603WAF1002T5E', sku: 'C25804', supplierId: 2, valueIds: [101], inventory: 22_000_000, tagged: true }),
    product({ name: '0603WAF1001T5E Chip Resistor 1kΩ ±1% 0603', mpn: '0603WAF1001T5E', sku: 'C21190', supplierId: 2, valueIds: [101], inventory: 9_000_000 }),
    product({ name: 'GZ1608D601TF Ferrite Bead 600Ω@100MHz', mpn: 'GZ1608D601TF', sku: 'C1002', categoryId: 3, inventory: 10, description: 'Ferrite Beads ROHS' }),
    product({ name: 'RC0402 Chip Resistor 100Ω 0402', mpn: 'RC0402JR-07100RL', sku: 'C10020', inventory: 10 }),
  ],
};

async function names(query: string, limit = 20): Promise<string[]> {
  const index = await built;
  const byId = new Map(catalog.products.map((p) => [p.id, p.mpn]));
  return index.suggest(query, limit).productIds.map((id) => byId.get(id)!);
}

const built = indexOf(catalog);

describe('search ranking', () => {
  test('an exact part number comes first, then part numbers it starts, then name matches', async () => {
    expect(await names('lm317')).toEqual(['LM-317', 'LM317T', 'LM3170', 'HS-1', 'AMS1117-3.3']);
  });

  test('separators and case in part numbers do not matter', async () => {
    expect((await names('LM-317'))[0]).toBe('LM-317');
    expect((await names('lm 317'))[0]).toBe('LM-317');
    expect((await names('0603waf-1002'))[0]).toBe('0603WAF1002T5E');
  });

  test('a SKU is found exactly and as a prefix', async () => {
    expect(await names('c1002')).toEqual(['GZ1608D601TF', 'RC0402JR-07100RL']);
    expect(await names('C2580')).toEqual(['0603WAF1002T5E']);
  });

  test('matching ignores Vietnamese diacritics, in product and category names', async () => {
    const index = await built;
    const result = index.suggest('dien tro', 10);
    expect(result.total).toBe(3);
    expect(result.categories.map((c) => c.name)).toEqual(['Điện trở', 'Điện trở dán']);
    expect(index.suggest('ổn áp', 10).total).toBe(5);
  });

  test('one typo is forgiven from four letters, two from eight', async () => {
    expect(await names('ferite')).toEqual(['GZ1608D601TF']);
    expect(await names('regualtor')).toContain('LM317T');
    expect(await names('resistro')).toHaveLength(3);
    expect(await names('rezistor')).toHaveLength(3);
  });

  test('values and part numbers must be exact: no typo matches for words with digits', async () => {
    expect(await names('10k')).toEqual(['0603WAF1002T5E']);
    expect(await names('1k')).toEqual(['0603WAF1001T5E']);
  });

  test('the last word is a prefix (the user is still typing)', async () => {
    expect(await names('ferr')).toEqual(['GZ1608D601TF']);
    expect(await names('chip resistor 06')).toEqual(['0603WAF1002T5E', '0603WAF1001T5E']);
  });

  test('manufacturer and description words are found; description-only matches rank last', async () => {
    expect(await names('texas')).toEqual(['LM317T', 'LM-317']);
    const index = await built;
    expect(index.suggest('texas', 5).suppliers.map((s) => s.slug)).toEqual(['texas-instruments']);
    expect(await names('uniroyal 10k')).toEqual(['0603WAF1002T5E']);
    expect((await names('lm317')).at(-1)).toBe('AMS1117-3.3');
    expect(await names('beads')).toEqual(['GZ1608D601TF']);
  });

  test('within a tier the popular order holds: in stock, tagged, deeper stock', async () => {
    expect(await names('regulator')).toEqual(['LM317T', 'AMS1117-3.3', 'HS-1', 'LM3170', 'LM-317']);
  });

  test('a query that matches nothing, or has no words, finds nothing', async () => {
    const index = await built;
    expect(index.suggest('zzzzqqq', 8)).toEqual({ productIds: [], total: 0, categories: [], suppliers: [] });
    expect(index.suggest('%%', 8).total).toBe(0);
  });

  test('suggested categories fall back to where the matching products are', async () => {
    const index = await built;
    expect(index.suggest('lm317', 8).categories.map((c) => c.name)).toEqual(['IC ổn áp tuyến tính']);
  });

  test('a search scopes listings and filter counts, alone or inside a category', async () => {
    const index = await built;
    const listing = index.listProducts({ search: 'resistor', prid: [], brand: [], stock: false, sort: 'default', page: 1, perPage: 24 });
    expect(listing.total).toBe(3);
    const inside = index.listProducts({ search: 'regulator', categoryId: 1, prid: [], brand: [], stock: false, sort: 'default', page: 1, perPage: 24 });
    expect(inside.total).toBe(0);
    const counts = index.filterCounts({ search: 'resistor', prid: [101], brand: [], stock: false });
    expect(counts).toMatchObject({ total: 2, filters: { 101: 2 }, brands: { 2: 2 } });
    const byPrice = index.listProducts({ search: 'lm317', prid: [], brand: [], stock: false, sort: 'price_asc', page: 1, perPage: 24 });
    expect(byPrice.total).toBe(5);
  });
});

describe('relevance over many matches (tier by tier)', () => {
  test('pages through exact, prefix, strong and weak matches in that order, popular inside each', async () => {
    const products: FixtureProduct[] = [];
    for (let i = 1; i <= 6000; i++) {
      const kind = i % 5;
      products.push({
        id: i,
        categoryId: 11,
        supplierId: null,
        price: 100,
        inventory: (i * 7919) % 13,
        createdAt: 1_700_000_000,
        tagged: i % 3 === 0,
        // kind 0: MPN is exactly "wx100"; 1: MPN starts with it; 2: name word; 3: description only; 4: typo in the name
        name: kind === 2 ? `Wx100 holder ${i}` : kind === 4 ? `Wx101 gadget ${i}` : `Gadget ${i}`,
        description: kind === 3 ? 'fits every wx100' : null,
        mpn: kind === 0 ? 'WX-100' : kind === 1 ? `WX100-${i}` : `P${i}`,
        sku: `C${100_000 + i}`,
        valueIds: [],
      });
    }
    const index = await indexOf({ categories: [category(1, null, 1, 'Root'), category(11, 1, 2, 'Leaf')], suppliers: [], properties: [], products });
    const popular = (a: FixtureProduct, b: FixtureProduct) =>
      Number(b.inventory > 0) - Number(a.inventory > 0) || Number(b.tagged) - Number(a.tagged) || b.inventory - a.inventory || b.id - a.id;
    const tierOf = (p: FixtureProduct) => (p.mpn === 'WX-100' ? 0 : p.mpn.startsWith('WX100') ? 1 : p.name.startsWith('Wx100') ? 2 : 3);
    const expected = products.filter((p) => p.id % 5 !== 4).sort((a, b) => tierOf(a) - tierOf(b) || popular(a, b)).map((p) => p.id);
    const got: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 96); page++) {
      const result = index.listProducts({ search: 'wx100', prid: [], brand: [], stock: false, sort: 'relevance', page, perPage: 96 });
      expect(result.total).toBe(expected.length);
      got.push(...result.productIds);
    }
    expect(got).toEqual(expected);
    expect(index.suggest('wx100', 8).productIds).toEqual(expected.slice(0, 8));
  });
});
