import { describe, expect, test } from 'vitest';
import { DEMO_IDS, DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import { assemblyCatalog, defaultSelection, fabricationCatalog, selectionProblems, stencilCatalog } from './property-selection.ts';

const allSpecifications = [...CONFIG.specifications, ...CONFIG.assembly.specifications, ...CONFIG.stencil.specifications];
const allProperties = [...CONFIG.specification_properties, ...CONFIG.assembly.properties, ...CONFIG.stencil.properties];

function duplicates(ids: readonly number[]): number[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

describe('the demo configuration is consistent (the seed relies on it)', () => {
  test('ids are unique across the three forms', () => {
    expect(duplicates(allSpecifications.map((spec) => spec.id))).toEqual([]);
    expect(duplicates(allProperties.map((property) => property.id))).toEqual([]);
    expect(duplicates(CONFIG.pcb_types.map((type) => type.id))).toEqual([]);
  });

  test('every reference points at something that exists', () => {
    const specIds = new Set(allSpecifications.map((spec) => spec.id));
    const propertyIds = new Set(allProperties.map((property) => property.id));
    const typeIds = new Set(CONFIG.pcb_types.map((type) => type.id));
    const groupIds = new Set(CONFIG.specification_groups.map((group) => group.id));
    expect(allProperties.filter((p) => !specIds.has(p.pcb_specification_id))).toEqual([]);
    expect(CONFIG.property_disables.filter((d) => !propertyIds.has(d.property_id) || !propertyIds.has(d.disable_id))).toEqual([]);
    expect(allSpecifications.filter((s) => s.parent_id !== null && !specIds.has(s.parent_id))).toEqual([]);
    expect(allSpecifications.filter((s) => s.pcb_type_id !== null && !typeIds.has(s.pcb_type_id))).toEqual([]);
    expect(CONFIG.specifications.filter((s) => s.group_id !== null && !groupIds.has(s.group_id))).toEqual([]);
    expect(specIds.has(CONFIG.assembly.quantity_specification_id)).toBe(true);
    const namedIds = [
      ...Object.values(DEMO_IDS).filter((value) => typeof value === 'number'),
      ...Object.values(DEMO_IDS.assembly),
      DEMO_IDS.stencil.thickness012,
      DEMO_IDS.stencil.bothSides,
      DEMO_IDS.stencil.electropolish,
    ];
    expect(namedIds.filter((id) => !propertyIds.has(id))).toEqual([]);
  });

  test('at most one default per specification; swatches carry a colour', () => {
    for (const spec of allSpecifications) {
      const properties = allProperties.filter((p) => p.pcb_specification_id === spec.id);
      expect(properties.filter((p) => p.property_default).length, spec.name).toBeLessThanOrEqual(1);
      if (spec.specification_type === 2) expect(properties.every((p) => p.property_mask !== null), spec.name).toBe(true);
    }
  });

  test('every form opens with a valid selection', () => {
    const catalogs = [...CONFIG.pcb_types.map((type) => fabricationCatalog(CONFIG, type.id)), assemblyCatalog(CONFIG), stencilCatalog(CONFIG)];
    for (const catalog of catalogs) expect(selectionProblems(catalog, defaultSelection(catalog))).toEqual([]);
  });

  test('each type lists quantities starting at the default 5, and has area rows', () => {
    for (const type of CONFIG.pcb_types) {
      expect(type.pcb_quantities.filter((row) => row.show_list)[0]?.quantity, type.name).toBe(5);
      expect(type.pcb_area_prices.length, type.name).toBeGreaterThan(0);
    }
  });

  test('money is whole VND', () => {
    const amounts = [
      ...CONFIG.pcb_types.flatMap((type) => type.pcb_area_prices.map((row) => row.price)),
      ...allProperties.map((p) => p.setup_fee),
      ...CONFIG.setup_width_fees.map((row) => row.price),
      ...CONFIG.setup_quantity_fees.map((row) => row.price),
      ...CONFIG.build_times.map((row) => row.price),
      ...CONFIG.assembly.areas.map((row) => row.price),
      ...CONFIG.stencil.sizes.map((row) => row.price),
    ];
    expect(amounts.filter((amount) => !Number.isInteger(amount) || amount < 0)).toEqual([]);
  });

  test('every shown text has an English one (English mode), and English names are not the Vietnamese ones copied', () => {
    const named = [
      ...CONFIG.pcb_types,
      ...CONFIG.specification_groups,
      ...allSpecifications,
      ...allProperties,
      ...CONFIG.assembly.areas,
      ...CONFIG.stencil.sizes,
      ...CONFIG.quotes,
    ];
    expect(named.filter((row) => !row.name_en?.trim()).map((row) => row.name)).toEqual([]);
    expect(allSpecifications.filter((spec) => (spec.description === null) !== (spec.description_en === null)).map((spec) => spec.name)).toEqual([]);
    expect(allSpecifications.filter((spec) => (spec.alert === null) !== (spec.alert_en === null)).map((spec) => spec.name)).toEqual([]);
    expect(CONFIG.quotes.filter((quote) => !quote.description_en?.trim()).map((quote) => quote.name)).toEqual([]);
    // Vietnamese letters (đ, ơ, ư, ă, â, ê, ô and the tone marks) never appear in the English texts.
    const vietnamese = /[đơưăâêôàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i;
    expect(named.map((row) => row.name_en ?? '').filter((name) => vietnamese.test(name))).toEqual([]);
  });

  test('the English names the issue names: thickness and solder mask colour', () => {
    expect(CONFIG.specifications.find((spec) => spec.short_name === 'thickness')?.name_en).toBe('Board thickness');
    expect(CONFIG.specifications.find((spec) => spec.short_name === 'mask_colour')?.name_en).toBe('Solder mask colour');
  });
});
