import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assemblyQuantityPercent } from './assembly-price.ts';
import { DEMO_IDS, DEMO_PCB_CONFIG } from './demo-config.ts';
import { assemblyCatalog, defaultSelection, fabricationCatalog, selectionProblems, type PropertyCatalog } from './property-selection.ts';
import { fitsQuantity, followQuantity, quantityOptionProblem, quantityRangeText } from './quantity-options.ts';

const assembly = assemblyCatalog(DEMO_PCB_CONFIG);
const { qty1, qty10, qty50, qty200, smdOnly, bgaNo } = DEMO_IDS.assembly;

describe('fitsQuantity', () => {
  test('both ends are included; no limit fits every quantity', () => {
    expect(fitsQuantity({ min_quantity: 10, max_quantity: 49 }, 10)).toBe(true);
    expect(fitsQuantity({ min_quantity: 10, max_quantity: 49 }, 49)).toBe(true);
    expect(fitsQuantity({ min_quantity: 10, max_quantity: 49 }, 50)).toBe(false);
    expect(fitsQuantity({ min_quantity: 200, max_quantity: null }, 20)).toBe(false);
    expect(fitsQuantity({ min_quantity: null, max_quantity: null }, 1_000_000)).toBe(true);
    // A configuration cached before the limits existed has none.
    expect(fitsQuantity({}, 3)).toBe(true);
  });
});

describe('quantityOptionProblem (the server check)', () => {
  test('names the "from 200 boards" answer chosen with 20 boards', () => {
    const problem = quantityOptionProblem(assembly, [smdOnly, qty200, bgaNo], 20);
    expect(problem?.property.id).toBe(qty200);
    expect(quantityRangeText(problem!.property)).toBe('from 200');
    expect(quantityOptionProblem(assembly, [smdOnly, qty200, bgaNo], 200)).toBeNull();
    expect(quantityOptionProblem(assembly, [smdOnly, qty1], 20)?.property.id).toBe(qty1);
  });

  test('the demo configuration bounds exactly the assembly quantity question, without gaps or overlaps', () => {
    const bounded = [...DEMO_PCB_CONFIG.specification_properties, ...DEMO_PCB_CONFIG.assembly.properties, ...DEMO_PCB_CONFIG.stencil.properties].filter(
      (property) => property.min_quantity !== null || property.max_quantity !== null,
    );
    expect(bounded.map((property) => property.id)).toEqual([qty1, qty10, qty50, qty200]);
    for (let quantity = 1; quantity <= 1000; quantity += 1) {
      expect(bounded.filter((property) => fitsQuantity(property, quantity))).toHaveLength(1);
    }
  });
});

describe('followQuantity (the page moves the choice with the quantity)', () => {
  test('answers the quantity question and moves the answer when the quantity crosses a limit', () => {
    const start = defaultSelection(assembly);
    expect(start).not.toContain(qty1);
    expect(followQuantity(assembly, start, 5)).toContain(qty1);
    const twenty = followQuantity(assembly, [smdOnly, qty200, bgaNo], 20);
    expect(twenty).toEqual([smdOnly, qty10, bgaNo]);
    expect(followQuantity(assembly, twenty, 120)).toEqual([smdOnly, qty50, bgaNo]);
    expect(followQuantity(assembly, twenty, 200)).toEqual([smdOnly, qty200, bgaNo]);
  });

  test('leaves a fitting selection, answers without limits and an empty quantity alone', () => {
    expect(followQuantity(assembly, [smdOnly, qty10, bgaNo], 30)).toEqual([smdOnly, qty10, bgaNo]);
    expect(followQuantity(assembly, [smdOnly, qty200], 0)).toEqual([smdOnly, qty200]);
    const fabrication = fabricationCatalog(DEMO_PCB_CONFIG, DEMO_IDS.types.fr4);
    const selection = defaultSelection(fabrication);
    expect(followQuantity(fabrication, selection, 1000)).toEqual(selection);
  });

  test('a bounded answer in a question with unbounded ones is replaced, not added', () => {
    const catalog: PropertyCatalog = {
      specifications: [{ ...assembly.specifications[0]!, id: 1 }],
      properties: [
        { ...assembly.properties[0]!, id: 11, pcb_specification_id: 1, min_quantity: null, max_quantity: null },
        { ...assembly.properties[0]!, id: 12, pcb_specification_id: 1, min_quantity: 100, max_quantity: null },
      ],
      disables: [],
    };
    expect(followQuantity(catalog, [], 500)).toEqual([]);
    expect(followQuantity(catalog, [12], 50)).toEqual([11]);
  });

  test('property: whatever the quantity and the choice, what the page sends passes the server check and the discount is its own', () => {
    const quantityAnswers: number[] = [qty1, qty10, qty50, qty200];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...quantityAnswers, null), (quantity, chosen) => {
        const selection = followQuantity(assembly, chosen === null ? [smdOnly] : [smdOnly, chosen], quantity);
        expect(quantityOptionProblem(assembly, selection, quantity)).toBeNull();
        expect(selectionProblems(assembly, selection)).toEqual([]);
        const answer = DEMO_PCB_CONFIG.assembly.properties.find((property) => quantityAnswers.includes(property.id) && fitsQuantity(property, quantity))!;
        expect(assemblyQuantityPercent(DEMO_PCB_CONFIG.assembly, selection)).toBe(answer.increase_price);
      }),
    );
  });
});
