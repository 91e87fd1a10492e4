import { describe, expect, it } from 'vitest';
import { selectionFromParams } from '#shared/catalog/filter-selection.ts';
import type { PropertyGroup, SupplierRow } from '#shared/catalog/schemas.ts';
import { appliedChips, brandGroupModel, foldText, propertyGroupModels, visibleOptions, type FilterOption } from './filter-options.ts';

const groups: PropertyGroup[] = [
  {
    id: 1,
    parent_id: null,
    name: 'Điện áp',
    name_en: 'Voltage',
    children: [
      { id: 10, parent_id: 1, name: '5V', name_en: '5V', pCount: 3 },
      { id: 11, parent_id: 1, name: '12V', name_en: '12V', pCount: 0 },
    ],
  },
  { id: 2, parent_id: null, name: 'Trống', name_en: 'Empty', children: [] },
  {
    id: 3,
    parent_id: null,
    name: 'Kiểu chân',
    name_en: 'Package',
    children: [{ id: 30, parent_id: 3, name: 'SMD', name_en: 'SMD', pCount: 0 }],
  },
];

const suppliers: SupplierRow[] = [
  { id: 7, name: 'Texas Instruments', slug: 'ti', pCount: 5 },
  { id: 8, name: 'Analog Devices', slug: 'adi', pCount: 9 },
  { id: 9, name: 'Yageo', slug: 'yageo', pCount: 1 },
];

describe('propertyGroupModels', () => {
  it('counts, disables and highlights per the pending selection (spec §4)', () => {
    const models = propertyGroupModels(groups, { '10': 3, '11': 0, '30': 0 }, selectionFromParams({ prid: '30' }), 'vi');
    expect(models.map((model) => model.key)).toEqual(['p1', 'p3']);
    expect(models[0]?.options).toEqual([
      { id: 10, name: '5V', count: 3, chosen: false, disabled: false },
      { id: 11, name: '12V', count: 0, chosen: false, disabled: true },
    ]);
    expect(models[0]?.highlighted).toBe(false);
    // Chosen with no matches: still enabled so it can be un-chosen; its group is highlighted.
    expect(models[1]?.options[0]).toMatchObject({ chosen: true, disabled: false });
    expect(models[1]).toMatchObject({ highlighted: true, chosenCount: 1 });
  });

  it('disables nothing while the counts are unknown and uses English names on en', () => {
    const models = propertyGroupModels(groups, undefined, selectionFromParams({}), 'en');
    expect(models[0]?.name).toBe('Voltage');
    expect(models.flatMap((model) => model.options).some((entry) => entry.disabled)).toBe(false);
  });

  it('treats a value missing from the counts as having no matches', () => {
    const models = propertyGroupModels(groups, {}, selectionFromParams({}), 'vi');
    expect(models[0]?.options[0]).toMatchObject({ count: 0, disabled: true });
  });
});

describe('brandGroupModel', () => {
  it('offers a category brand list whole, most products first', () => {
    const model = brandGroupModel(suppliers, { '7': 2, '8': 0 }, selectionFromParams({ brand: '9' }), 'Hãng', true);
    expect(model?.options.map((entry) => [entry.name, entry.count, entry.disabled, entry.chosen])).toEqual([
      ['Analog Devices', 0, true, false],
      ['Texas Instruments', 2, false, false],
      ['Yageo', 0, false, true],
    ]);
    expect(model?.highlighted).toBe(true);
  });

  it('offers only counted or chosen brands from the full list on a search, most matches first', () => {
    const model = brandGroupModel(suppliers, { '7': 2 }, selectionFromParams({ brand: '9' }), 'Hãng', false);
    expect(model?.options.map((entry) => entry.id)).toEqual([7, 9]);
    const byMatches = brandGroupModel(suppliers, { '7': 2, '8': 1, '9': 6 }, selectionFromParams({}), 'Hãng', false);
    expect(byMatches?.options.map((entry) => entry.id)).toEqual([9, 7, 8]);
    expect(brandGroupModel(suppliers, {}, selectionFromParams({}), 'Hãng', false)).toBeNull();
  });
});

describe('visibleOptions', () => {
  const options: FilterOption[] = Array.from({ length: 10 }, (_, index) => ({
    id: index,
    name: `v${index}`,
    count: 1,
    chosen: index === 8,
    disabled: false,
  }));

  it('shows the first values and any chosen value when collapsed, all when expanded', () => {
    expect(visibleOptions(options, false, 3).map((entry) => entry.id)).toEqual([0, 1, 2, 8]);
    expect(visibleOptions(options, true, 3)).toHaveLength(10);
    expect(visibleOptions(options.slice(0, 3), false, 3)).toHaveLength(3);
  });
});

describe('appliedChips', () => {
  it('names applied values "group: value", brands by name and the stock switch, in order', () => {
    expect(appliedChips(selectionFromParams({ prid: '11,99', brand: '7', stock: 1 }), groups, suppliers, 'vi')).toEqual([
      { key: 'p11', kind: 'property', id: 11, label: 'Điện áp: 12V' },
      { key: 'p99', kind: 'property', id: 99, label: '#99' },
      { key: 'b7', kind: 'brand', id: 7, label: 'Texas Instruments' },
      { key: 'stock', kind: 'stock', id: 1, label: null },
    ]);
  });
});

describe('foldText', () => {
  it('folds case and Vietnamese diacritics', () => {
    expect(foldText('Điện Trở')).toBe('dien tro');
  });
});
