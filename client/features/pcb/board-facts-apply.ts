import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { fabricationCatalog, selectProperty } from '#shared/pcb/property-selection.ts';
import type { BoardFacts } from '../../gerber/board-facts.ts';
import { changePcbType, type FabricationState } from './quote-state.ts';

/** What reading the design file changed on the form, to tell the user. */
export interface AppliedFacts {
  state: FabricationState;
  /** The layer count was matched to a layer choice (and PCB type when needed). */
  layersApplied: boolean;
}

/** The number a layer answer starts with: '2 lớp' → 2, '1 lớp (nhôm)' → 1. */
function layerNumber(name: string): number | null {
  const match = /^\s*(\d+)/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The PCB type and layer answer offering `count` layers: the current type first, then the others in order. */
function layerChoice(config: PcbConfig, currentTypeId: number, count: number): { pcbTypeId: number; propertyId: number } | null {
  const types = [...config.pcb_types].sort((a, b) => Number(b.id === currentTypeId) - Number(a.id === currentTypeId));
  for (const type of types) {
    const spec = config.specifications.find((candidate) => candidate.short_name === 'layers' && candidate.pcb_type_id === type.id);
    const property = spec && config.specification_properties.find((candidate) => candidate.pcb_specification_id === spec.id && layerNumber(candidate.name) === count);
    if (property) return { pcbTypeId: type.id, propertyId: property.id };
  }
  return null;
}

/**
 * Prefills the fabrication quote from what the design file says
 * (width, height and layer count; the user can always override). The size is taken as read; the
 * layer count selects the matching layer answer, switching PCB type only when the current type
 * offers no such answer (a 4-layer board on the 1-2 layer type moves to the 4-layer type), through
 * the same §4 selection rules as a click. An unmatched count leaves type and layers as they were.
 */
export function applyBoardFacts(config: PcbConfig, state: FabricationState, facts: BoardFacts): AppliedFacts {
  let next: FabricationState = { ...state, width: String(facts.widthMm), height: String(facts.heightMm) };
  const choice = facts.layerCount === null ? null : layerChoice(config, state.pcbTypeId, facts.layerCount);
  if (!choice) return { state: next, layersApplied: false };
  if (choice.pcbTypeId !== next.pcbTypeId) next = changePcbType(config, next, choice.pcbTypeId);
  const change = selectProperty(fabricationCatalog(config, next.pcbTypeId), next.propertyIds, choice.propertyId);
  return { state: { ...next, propertyIds: change.selected }, layersApplied: change.selected.includes(choice.propertyId) };
}
