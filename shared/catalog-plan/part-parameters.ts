import type { RawPart } from './catalog-plan-types.ts';
import { descriptionParameterTokens } from './description-tokens.ts';
import { readsCapacitance, readsInductance, readsResistance, readsVoltage } from './parameter-applicability.ts';
import {
  parseCapacitance,
  parseInductance,
  parseResistance,
  parseTolerance,
  parseVoltage,
} from './parametric-values.ts';
import type { ParametricMatch } from './parametric-values.ts';

/** Supplier attributes that carry a value the description parsers already understand. */
export const RESISTANCE_ATTRIBUTE = 'Resistance Value (Ohms)';
export const TOLERANCE_ATTRIBUTE = 'Precision';

/** What one part's description (and attributes) reliably say. */
export interface PartParameters {
  /** Description words without package, category and `ROHS`. */
  tokens: string[];
  tolerance: ParametricMatch | null;
  resistance: ParametricMatch | null;
  capacitance: ParametricMatch | null;
  inductance: ParametricMatch | null;
  voltage: ParametricMatch | null;
}

/** Parses a part once, for both its filter values and its display name. */
export function partParameters(part: RawPart): PartParameters {
  const tokens = descriptionParameterTokens(part);
  return {
    tokens,
    tolerance: parseTolerance([...tokens, ...attributeValues(part, TOLERANCE_ATTRIBUTE)]),
    resistance: readsResistance(part)
      ? parseResistance([...tokens, ...attributeValues(part, RESISTANCE_ATTRIBUTE)])
      : null,
    capacitance: readsCapacitance(part) ? parseCapacitance(tokens) : null,
    inductance: readsInductance(part) ? parseInductance(tokens) : null,
    voltage: readsVoltage(part) ? parseVoltage(tokens) : null,
  };
}

function attributeValues(part: RawPart, name: string): string[] {
  return part.attributes.filter((attribute) => attribute.name === name).map((attribute) => attribute.value.trim());
}
