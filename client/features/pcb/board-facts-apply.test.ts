import { describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { applyBoardFacts } from './board-facts-apply.ts';
import { changePcbType, newFabrication } from './quote-state.ts';

const config = DEMO_PCB_CONFIG;
const facts = (layerCount: number | null) => ({ widthMm: 50, heightMm: 30.5, layerCount, source: 'gerber' as const });

describe('applyBoardFacts', () => {
  it('fills width and height from the design file', () => {
    const { state } = applyBoardFacts(config, newFabrication(config), facts(null));
    expect([state.width, state.height]).toEqual(['50', '30.5']);
  });

  it('selects the 1-layer answer on the current 1-2 layer type', () => {
    const start = newFabrication(config);
    const { state, layersApplied } = applyBoardFacts(config, start, facts(1));
    expect(layersApplied).toBe(true);
    expect(state.pcbTypeId).toBe(start.pcbTypeId);
    expect(state.propertyIds).toContain(DEMO_IDS.oneLayer);
    expect(state.propertyIds).not.toContain(DEMO_IDS.twoLayers);
  });

  it('moves a 4-layer board to the type that offers 4 layers', () => {
    const { state, layersApplied } = applyBoardFacts(config, newFabrication(config), facts(4));
    expect(layersApplied).toBe(true);
    expect(state.propertyIds).toContain(DEMO_IDS.fourLayers);
    expect(state.pcbTypeId).toBe(DEMO_IDS.types.fourLayer);
  });

  it('keeps aluminium when it offers the count (a 1-layer aluminium board stays aluminium)', () => {
    const start = changePcbType(config, newFabrication(config), DEMO_IDS.types.aluminium);
    const { state } = applyBoardFacts(config, start, facts(1));
    expect(state.pcbTypeId).toBe(DEMO_IDS.types.aluminium);
    expect(state.propertyIds).toContain(DEMO_IDS.aluminiumOneLayer);
  });

  it('leaves type and layers alone for a count no type offers (6 layers)', () => {
    const start = newFabrication(config);
    const { state, layersApplied } = applyBoardFacts(config, start, facts(6));
    expect(layersApplied).toBe(false);
    expect(state.pcbTypeId).toBe(start.pcbTypeId);
    expect(state.propertyIds).toEqual(start.propertyIds);
  });
});
