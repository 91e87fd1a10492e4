import { describe, expect, test } from 'vitest';
import { DEMO_IDS as ID, DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import {
  assemblyCatalog,
  defaultSelection,
  disabledBy,
  fabricationCatalog,
  isSelectable,
  selectionProblems,
  selectProperty,
  specificationControl,
  stencilCatalog,
} from './property-selection.ts';

const FR4 = fabricationCatalog(CONFIG, ID.types.fr4);
const ALUMINIUM = fabricationCatalog(CONFIG, ID.types.aluminium);

describe('catalogues', () => {
  test('a type sees the common specifications and its own, not other types\'', () => {
    const ids = FR4.specifications.map((spec) => spec.id);
    expect(ids).toContain(1);
    expect(ids).toContain(11);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(5);
    expect(ALUMINIUM.properties.some((p) => p.id === ID.fourLayers)).toBe(false);
  });

  test('input_type decides the control (spec §3)', () => {
    expect(specificationControl({ input_type: 1 }, 'fabrication')).toBe('buttons');
    expect(specificationControl({ input_type: 2 }, 'fabrication')).toBe('dropdown');
    expect(specificationControl({ input_type: 4 }, 'fabrication')).toBe('number');
    expect(specificationControl({ input_type: 3 }, 'assembly')).toBe('buttons');
    expect(specificationControl({ input_type: 1 }, 'assembly')).toBe('number');
    expect(specificationControl({ input_type: 1 }, 'stencil')).toBe('buttons');
  });
});

describe('default selection', () => {
  test('each group\'s default, in form order', () => {
    expect(defaultSelection(FR4)).toEqual([102, 115, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210]);
    expect(defaultSelection(ALUMINIUM)).toContain(ID.aluminiumOneLayer);
  });

  test('required assembly questions start empty; optional ones take their default', () => {
    expect(defaultSelection(assemblyCatalog(CONFIG))).toEqual([ID.assembly.bgaNo, 561]);
    expect(defaultSelection(stencilCatalog(CONFIG))).toEqual([802, 811, 821]);
  });

  test('a default ruled out by an earlier choice is substituted', () => {
    const catalog = {
      specifications: FR4.specifications,
      properties: FR4.properties.map((p) => (p.id === ID.maskWhite ? { ...p, property_default: true } : p.id === ID.maskGreen ? { ...p, property_default: false } : p)),
      disables: FR4.disables,
    };
    const selected = defaultSelection(catalog);
    expect(selected).toContain(ID.maskWhite);
    expect(selected).toContain(ID.silkBlack);
    expect(selected).not.toContain(ID.silkWhite);
  });
});

describe('choosing (spec §4)', () => {
  const defaults = defaultSelection(FR4);

  test('a single-choice group replaces its previous choice', () => {
    const { selected, removed, substituted } = selectProperty(FR4, defaults, ID.maskRed);
    expect(selected).toContain(ID.maskRed);
    expect(selected).not.toContain(ID.maskGreen);
    expect([removed, substituted]).toEqual([[], []]);
  });

  test('white mask removes white silkscreen and substitutes black', () => {
    const change = selectProperty(FR4, defaults, ID.maskWhite);
    expect(change.removed).toEqual([ID.silkWhite]);
    expect(change.substituted).toEqual([ID.silkBlack]);
    expect(change.selected).toEqual([102, 115, 124, 131, 140, 150, 160, 170, 180, 190, 200, 210]);
  });

  test('with white mask chosen, white silkscreen is not selectable and clicking it changes nothing', () => {
    const withWhite = selectProperty(FR4, defaults, ID.maskWhite).selected;
    expect(isSelectable(FR4, withWhite, ID.silkWhite)).toBe(false);
    expect(selectProperty(FR4, withWhite, ID.silkWhite).selected).toEqual(withWhite);
  });

  test('disables are one-way: black silkscreen selected, black mask still selectable and removes it', () => {
    const blackText = selectProperty(FR4, defaults, ID.silkBlack).selected;
    expect(isSelectable(FR4, blackText, ID.maskBlack)).toBe(true);
    const change = selectProperty(FR4, blackText, ID.maskBlack);
    expect(change.removed).toEqual([ID.silkBlack]);
    expect(change.substituted).toEqual([ID.silkWhite]);
  });

  test('2 oz copper removes 0.1 mm tracks and falls back to the default 0.2 mm', () => {
    const fine = selectProperty(FR4, defaults, ID.track01).selected;
    const change = selectProperty(FR4, fine, ID.copperTwoOz);
    expect(change.removed).toEqual([ID.track01]);
    expect(change.substituted).toEqual([ID.track02]);
  });

  test('a thin board removes gold fingers (substitute "Không"); the substitute never cascades', () => {
    const fingers = selectProperty(FR4, defaults, ID.goldFingersYes).selected;
    const change = selectProperty(FR4, fingers, ID.thickness04);
    expect(change.removed).toEqual([ID.goldFingersYes]);
    expect(change.substituted).toEqual([ID.goldFingersNo]);
    expect(selectionProblems(FR4, change.selected)).toEqual([]);
  });

  test('single layer removes castellated holes', () => {
    const castellated = selectProperty(FR4, defaults, ID.castellatedYes).selected;
    const change = selectProperty(FR4, castellated, ID.oneLayer);
    expect(change.selected).toContain(ID.castellatedNo);
    expect(isSelectable(FR4, change.selected, ID.castellatedYes)).toBe(false);
  });

  test('aluminium rules out thin cores and castellated holes', () => {
    const selected = defaultSelection(ALUMINIUM);
    expect(disabledBy(ALUMINIUM.disables, selected)).toEqual(new Set([ID.castellatedYes, ID.thickness04, ID.thickness06]));
    expect(isSelectable(ALUMINIUM, selected, ID.thickness04)).toBe(false);
  });

  test('a group with nothing available is left empty', () => {
    const catalog = {
      specifications: [
        { ...FR4.specifications[0]!, id: 1 },
        { ...FR4.specifications[0]!, id: 2 },
      ],
      properties: [
        { ...FR4.properties[0]!, id: 1, pcb_specification_id: 1, property_default: true },
        { ...FR4.properties[0]!, id: 2, pcb_specification_id: 1 },
        { ...FR4.properties[0]!, id: 3, pcb_specification_id: 2, property_default: true },
      ],
      disables: [{ property_id: 2, disable_id: 3 }],
    };
    expect(selectProperty(catalog, [1, 3], 2)).toEqual({ selected: [2], removed: [3], substituted: [] });
  });

  test('unknown ids change nothing', () => {
    expect(selectProperty(FR4, defaults, 9999).selected).toEqual(defaults);
  });
});

describe('selectionProblems (the server\'s check of property_selected)', () => {
  test('a valid selection has none', () => {
    expect(selectionProblems(FR4, defaultSelection(FR4))).toEqual([]);
  });

  test('unknown ids, two in one group and a disabled pair are named', () => {
    expect(selectionProblems(FR4, [ID.fourLayers])).toEqual([{ kind: 'unknown_property', property_id: ID.fourLayers }]);
    expect(selectionProblems(FR4, [ID.maskGreen, ID.maskRed])).toEqual([{ kind: 'two_in_one_group', specification_id: 11 }]);
    expect(selectionProblems(FR4, [ID.maskWhite, ID.silkWhite])).toEqual([
      { kind: 'disabled_property', property_id: ID.silkWhite, disabled_by: ID.maskWhite },
    ]);
  });
});
