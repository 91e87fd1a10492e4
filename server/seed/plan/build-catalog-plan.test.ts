import { describe, expect, test } from 'vitest';
import { buildCatalogPlan } from './build-catalog-plan.ts';
import type { CatalogPlan, PlanCategory, RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { MIN_PARTS_PER_CHILD, MIN_PARTS_TO_SPLIT } from './level-three-grouping.ts';
import { loadRawParts } from './load-raw-parts.ts';
import { rawPart } from '#shared/catalog-plan/raw-part-fixture.ts';

const OPTIONS = { exchangeRate: 26_000, marginPercent: 20 };
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const parts = loadRawParts();
const plan = buildCatalogPlan(parts, OPTIONS);
const categoryByKey = new Map(plan.categories.map((category) => [category.key, category]));
const childrenOf = (key: string | null): PlanCategory[] =>
  plan.categories.filter((category) => category.parentKey === key);
const productsUnder = (key: string): number =>
  plan.products.filter((product) => product.categoryKey === key || product.categoryKey.startsWith(`${key}/`)).length;
const product = (sku: string) => {
  const found = plan.products.find((candidate) => candidate.sku === sku);
  if (found === undefined) throw new Error(`no product ${sku}`);
  return found;
};
const duplicates = (values: readonly string[]): string[] =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('catalogue plan from the real parts file', () => {
  test('every part becomes exactly one product', () => {
    expect(plan.products).toHaveLength(parts.length);
    expect(new Set(plan.products.map((item) => item.sku))).toEqual(new Set(parts.map((part) => part.lcsc)));
  });

  test('every product sits in an existing leaf category', () => {
    const parents = new Set(plan.categories.map((category) => category.parentKey));
    for (const item of plan.products) {
      expect(categoryByKey.has(item.categoryKey), item.categoryKey).toBe(true);
      expect(parents.has(item.categoryKey), item.categoryKey).toBe(false);
    }
  });

  test('keys and slugs are unique and URL-safe', () => {
    expect(duplicates(plan.categories.map((category) => category.key))).toEqual([]);
    expect(duplicates(plan.categories.map((category) => category.slug))).toEqual([]);
    expect(duplicates(plan.products.map((item) => item.slug))).toEqual([]);
    expect(duplicates(plan.suppliers.map((supplier) => supplier.key))).toEqual([]);
    expect(duplicates(plan.suppliers.map((supplier) => supplier.slug))).toEqual([]);
    expect(duplicates(plan.properties.map((property) => property.key))).toEqual([]);
    for (const slug of [...plan.categories, ...plan.products, ...plan.suppliers].map((row) => row.slug)) {
      expect(slug).toMatch(SLUG);
    }
    expect(product('C1002').slug).toBe('gz1608d601tf-c1002');
  });

  test('levels are consistent and parents come before children', () => {
    const seen = new Set<string>();
    for (const category of plan.categories) {
      if (category.level === 1) expect(category.parentKey).toBeNull();
      else {
        const parent = categoryByKey.get(category.parentKey ?? '');
        expect(parent?.level).toBe(category.level - 1);
        expect(seen.has(category.parentKey ?? '')).toBe(true);
      }
      seen.add(category.key);
    }
  });

  test('33 groups by part count (three look-alikes merged), 182 categories (three duplicates merged), split big categories', () => {
    const roots = childrenOf(null).sort((a, b) => a.position - b.position);
    expect(roots).toHaveLength(33);
    const counts = roots.map((root) => productsUnder(root.key));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(roots[0]?.nameEn).toBe('Power Management (PMIC)');
    expect(plan.categories.filter((category) => category.level === 2)).toHaveLength(182);
    expect(plan.categories.filter((category) => category.level === 3).length).toBeGreaterThan(50);
  });

  test('sibling positions run 0, 1, 2 … and big siblings come first at level 2', () => {
    for (const parentKey of [null, ...plan.categories.map((category) => category.key)]) {
      const siblings = childrenOf(parentKey);
      expect(siblings.map((category) => category.position).sort((a, b) => a - b)).toEqual(siblings.map((_, index) => index));
    }
    const resistorCategories = childrenOf('resistors').sort((a, b) => a.position - b.position);
    expect(resistorCategories[0]?.nameEn).toBe('Chip Resistor - Surface Mount');
  });

  test('level 3 only where the rule allows it', () => {
    for (const category of plan.categories.filter((row) => row.level === 2)) {
      const children = childrenOf(category.key);
      if (children.length === 0) continue;
      expect(productsUnder(category.key)).toBeGreaterThanOrEqual(MIN_PARTS_TO_SPLIT);
      const named = children.filter((child) => child.nameEn !== 'Other');
      expect(named.length).toBeGreaterThanOrEqual(2);
      for (const child of named) expect(productsUnder(child.key)).toBeGreaterThanOrEqual(MIN_PARTS_PER_CHILD);
      const other = children.find((child) => child.nameEn === 'Other');
      if (other !== undefined) {
        expect(other.name).toBe('Khác');
        expect(other.position).toBe(children.length - 1);
      }
    }
  });

  test('chip resistors and MLCCs are split by chip size', () => {
    const sizes = childrenOf('resistors/chip-resistor-surface-mount').map((child) => child.name);
    expect(sizes).toEqual(expect.arrayContaining(['0201', '0402', '0603', '0805', '1206', '2512', 'Khác']));
    const resistor0603 = categoryByKey.get('resistors/chip-resistor-surface-mount/0603');
    expect(resistor0603).toMatchObject({ level: 3, name: '0603', nameEn: '0603', slug: 'dien-tro-dan-smd-0603' });
    expect(product('C25804').categoryKey).toBe('resistors/chip-resistor-surface-mount/0603');
    expect(product('C14663').categoryKey).toBe('capacitors/multilayer-ceramic-capacitors-mlcc-smd-smt/0603');
    expect(categoryByKey.get('resistors/chip-resistor-surface-mount')?.samplePackage).toBe('0603');
  });

  test('the two TVS/ESD spellings are one category; look-alike groups are one group', () => {
    const tvs = childrenOf('circuit-protection').filter((category) => category.nameEn.includes('(TVS/ESD)'));
    expect(tvs).toHaveLength(1);
    expect(productsUnder(tvs[0]?.key ?? '')).toBe(192);
    expect(categoryByKey.has('power-management-ics')).toBe(false);
    expect(categoryByKey.has('optoisolators')).toBe(false);
    expect(categoryByKey.has('optocouplers-leds-infrared')).toBe(false);
    expect(categoryByKey.get('power-management-pmic')).toMatchObject({ name: 'Quản lý nguồn (PMIC)' });
    const levelOne = plan.categories.filter((category) => category.level === 1).map((category) => category.name);
    expect(levelOne.filter((name) => /quản lý nguồn/i.test(name))).toEqual(['Quản lý nguồn (PMIC)']);
    expect(levelOne.filter((name) => /opto|quang/i.test(name))).toEqual(['Linh kiện quang điện tử']);
    // The merged groups' same-named categories meet: one "Power Distribution Switches", one "Voltage Reference".
    const pmic = childrenOf('power-management-pmic').map((category) => category.nameEn);
    expect(pmic.filter((name) => /Power Distribution|Voltage Reference/.test(name)).sort()).toEqual(['Power Distribution Switches', 'Voltage Reference']);
    expect(childrenOf('optoelectronics').map((category) => category.nameEn)).toEqual(expect.arrayContaining(['Logic Output Optoisolators', 'Optocouplers', 'RGB LEDs']));
  });

  test('every level-1 and level-2 category has a Vietnamese name and a tile package', () => {
    for (const category of plan.categories) {
      expect(category.samplePackage).not.toBe('');
      if (category.level < 3) expect(category.name).not.toBe(category.nameEn);
    }
    expect(categoryByKey.get('resistors')).toMatchObject({ name: 'Điện trở', nameEn: 'Resistors', slug: 'dien-tro' });
  });

  test('price tables: quantities rising, prices strictly falling, whole hundreds from 100 đ', () => {
    const problems: string[] = [];
    for (const item of plan.products) {
      const rows = item.priceBreaks;
      if (rows.length === 0 || item.price !== rows[0]?.price || rows[0]?.quantity !== item.multiples) {
        problems.push(`${item.sku}: first row`);
      }
      rows.forEach((row, index) => {
        const previous = rows[index - 1];
        if (row.price % 100 !== 0 || row.price < 100) problems.push(`${item.sku}: price ${row.price}`);
        if (previous !== undefined && !(row.quantity > previous.quantity && row.price < previous.price)) {
          problems.push(`${item.sku}: row ${index}`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(plan.products.filter((item) => item.priceBreaks.length > 1).length).toBeGreaterThan(2500);
  });

  test('multiples follow the minimum order, at least 1', () => {
    const minOrderBySku = new Map(parts.map((part) => [part.lcsc, part.minOrder]));
    for (const item of plan.products) expect(item.multiples).toBe(Math.max(1, minOrderBySku.get(item.sku) ?? 0));
  });

  test('the minimum order is a minimum, the step 1 and the reel only a choice', () => {
    const reelBySku = new Map(parts.map((part) => [part.lcsc, part.reel]));
    for (const item of plan.products) {
      expect(item.step).toBe(1);
      expect(item.reel).toBe(reelBySku.get(item.sku));
    }
    // C25774: a 10,000-piece minimum and reel, 3,188 in stock: still a minimum, never the step.
    expect(product('C25774')).toMatchObject({ multiples: 10_000, step: 1, reel: 10_000, inventory: 3188 });
  });

  test('products point at existing suppliers and property values', () => {
    const supplierKeys = new Set(plan.suppliers.map((supplier) => supplier.key));
    const valueKeys = new Set(plan.properties.filter((property) => property.parentKey !== null).map((property) => property.key));
    for (const item of plan.products) {
      expect(supplierKeys.has(item.manufacturerKey)).toBe(true);
      expect(duplicates(item.propertyKeys)).toEqual([]);
      for (const key of item.propertyKeys) expect(valueKeys.has(key), key).toBe(true);
      expect(item.propertyKeys.some((key) => key.startsWith('library-type:'))).toBe(true);
    }
    expect(plan.suppliers.length).toBe(246);
  });

  test('filter groups exist with Vietnamese names, and names are unique among siblings', () => {
    const groups = new Map(
      plan.properties.filter((property) => property.parentKey === null).map((group) => [group.key, group]),
    );
    expect(groups.get('package')).toMatchObject({ name: 'Kiểu chân', nameEn: 'Package', position: 0 });
    expect(groups.get('library-type')).toMatchObject({ name: 'Loại linh kiện', nameEn: 'Library type' });
    expect(groups.get('tolerance')).toMatchObject({ name: 'Sai số', nameEn: 'Tolerance' });
    expect(groups.get('resistance')).toMatchObject({ name: 'Điện trở', nameEn: 'Resistance' });
    expect(groups.get('capacitance')).toMatchObject({ name: 'Điện dung', nameEn: 'Capacitance' });
    expect(groups.get('voltage')).toMatchObject({ name: 'Điện áp', nameEn: 'Voltage' });
    const libraryValues = plan.properties.filter((property) => property.parentKey === 'library-type');
    expect(libraryValues.map((value) => [value.name, value.nameEn])).toEqual([
      ['Cơ bản', 'Basic'],
      ['Mở rộng', 'Extended'],
    ]);
    const siblingNames = plan.properties.map((property) => `${property.parentKey ?? ''}|${property.name}`);
    expect(duplicates(siblingNames)).toEqual([]);
    for (const group of groups.values()) {
      expect(plan.properties.some((property) => property.parentKey === group.key)).toBe(true);
    }
  });

  test('parsed values land on the right parts, in one spelling each', () => {
    expect(product('C1002').propertyKeys).toEqual(['package:0603', 'library-type:basic', 'tolerance:25']);
    expect(product('C25804').propertyKeys).toEqual(
      expect.arrayContaining(['resistance:10kohm', 'tolerance:1', 'package:0603']),
    );
    expect(product('C14663').propertyKeys).toEqual(expect.arrayContaining(['capacitance:100nf', 'voltage:50v']));
    const capacitances = plan.properties.filter((property) => property.parentKey === 'capacitance').map((value) => value.name);
    expect(capacitances).toContain('10µF');
    expect(capacitances.some((name) => name.includes('uF'))).toBe(false);
    for (const item of plan.products) {
      const family = item.categoryKey.split('/')[0];
      if (item.propertyKeys.some((key) => key.startsWith('capacitance:'))) expect(family).toBe('capacitors');
      if (item.propertyKeys.some((key) => key.startsWith('resistance:'))) {
        expect(['resistors', 'sensors', 'data-acquisition']).toContain(family);
      }
    }
  });

  test('names: MPN first, at most 120 characters, never "ROHS"', () => {
    for (const item of plan.products) {
      expect(item.name.startsWith(item.mpn.trim())).toBe(true);
      expect(item.name.length).toBeLessThanOrEqual(120);
      expect(item.name).not.toMatch(/rohs$/i);
    }
    expect(product('C1002').name).toBe('GZ1608D601TF Ferrite Bead 600Ω@100MHz ±25% 450mΩ 0603');
  });

  test('tags basic parts only, and keeps the supplier facts', () => {
    expect(product('C1002')).toMatchObject({
      productTagName: 'Cơ bản',
      libraryType: 'basic',
      inventory: 639438,
      reel: 4000,
      manufacturerKey: 'sunlord',
      description: '450mΩ ±25% 600Ω@100MHz 0603  Ferrite Beads ROHS',
    });
    const extended = plan.products.filter((item) => item.libraryType === 'extended');
    expect(extended.every((item) => item.productTagName === null)).toBe(true);
    expect(plan.products.filter((item) => item.datasheetUrl === null).length).toBe(200);
  });

  test('is deterministic, whatever the input order', () => {
    const shuffled = [...parts].sort((a, b) => (a.mpn + a.lcsc).localeCompare(b.mpn + b.lcsc)).reverse();
    expect(buildCatalogPlan(shuffled, OPTIONS)).toEqual(plan);
  });

  test('is fast', () => {
    const started = performance.now();
    buildCatalogPlan(parts, OPTIONS);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('catalogue plan from hand-made parts', () => {
  const smallPlan = (input: RawPart[]): CatalogPlan => buildCatalogPlan(input, OPTIONS);

  test('orders groups by part count and names slugs in Vietnamese', () => {
    const result = smallPlan([
      rawPart({ group: 'Capacitors', category: 'Tantalum Capacitors' }),
      rawPart(),
      rawPart(),
    ]);
    expect(result.categories.map((category) => [category.key, category.slug, category.position])).toEqual([
      ['resistors', 'dien-tro', 0],
      ['capacitors', 'tu-dien', 1],
      ['resistors/chip-resistor-surface-mount', 'dien-tro-dan-smd', 0],
      ['capacitors/tantalum-capacitors', 'tu-tantalum', 0],
    ]);
  });

  test('a category name used in two groups gets a distinct slug', () => {
    const result = smallPlan([
      rawPart({ group: 'Power Management (PMIC)', category: 'Power Distribution Switches' }),
      rawPart({ group: 'Power Management (PMIC)', category: 'Power Distribution Switches' }),
      rawPart({ group: 'Interface', category: 'Power Distribution Switches' }),
    ]);
    const slugs = result.categories.filter((category) => category.level === 2).map((category) => category.slug);
    expect(slugs).toEqual(['ic-cong-tac-phan-phoi-nguon', 'ic-cong-tac-phan-phoi-nguon-ic-giao-tiep']);
  });

  test('merges the duplicate TVS/ESD category within Circuit Protection', () => {
    const result = smallPlan([
      rawPart({ group: 'Circuit Protection', category: 'ESD And Surge Protection (TVS/ESD)' }),
      rawPart({ group: 'Circuit Protection', category: 'Electrostatic And Surge Protection (TVS/ESD)' }),
    ]);
    const keys = new Set(result.products.map((item) => item.categoryKey));
    expect([...keys]).toEqual(['circuit-protection/esd-and-surge-protection-tvs-esd']);
  });

  test('minimum order moves the first price break and sets multiples', () => {
    const [item] = smallPlan([
      rawPart({ minOrder: 50, priceBreaksUsd: [[1, 0.5], [10, 0.4], [100, 0.3]] }),
    ]).products;
    expect(item?.multiples).toBe(50);
    expect(item?.priceBreaks).toEqual([
      { quantity: 50, price: 12_500 },
      { quantity: 100, price: 9_400 },
    ]);
    expect(item?.price).toBe(12_500);
  });

  test('attributes become filter groups; placeholders are skipped; mapped ones feed parsed groups', () => {
    const result = smallPlan([
      rawPart({
        group: 'Data Acquisition',
        category: 'Digital Potentiometers',
        description: 'SPI MSOP-8  Digital Potentiometers ROHS',
        package: 'MSOP-8',
        attributes: [
          { name: 'Supply Voltage', value: '2.7V~5.5V' },
          { name: 'Watchdog', value: '-' },
          { name: 'Resistance Value (Ohms)', value: '10kΩ' },
          { name: 'Precision', value: '±20%' },
        ],
      }),
    ]);
    expect(result.products[0]?.propertyKeys).toEqual([
      'package:msop-8',
      'library-type:basic',
      'tolerance:20',
      'resistance:10kohm',
      'attribute-supply-voltage:2-7v-5-5v',
    ]);
    expect(result.properties.find((property) => property.key === 'attribute-supply-voltage')?.name).toBe('Điện áp nguồn');
    expect(result.properties.some((property) => property.key.startsWith('attribute-watchdog'))).toBe(false);
  });

  test('rejects a repeated SKU and a bad exchange rate', () => {
    const part = rawPart();
    expect(() => buildCatalogPlan([part, { ...part }], OPTIONS)).toThrow('appears twice');
    expect(() => buildCatalogPlan([rawPart()], { exchangeRate: 0, marginPercent: 20 })).toThrow('exchange rate');
  });
});
