import type { RawPart } from './catalog-plan-types.ts';

/*
 * Which parsed values a part's description may give. A bare `10Ω` in a MOSFET or
 * analog-switch description is an on-resistance and a `20pF` in a crystal description
 * is a load capacitance, so each value is only read where it is the part's defining
 * rating. Tolerance is read everywhere (`±1%`, `±20%` are tolerances in every family
 * listed here).
 */
const RESISTANCE_CATEGORIES: ReadonlySet<string> = new Set(['NTC Thermistors', 'Digital Potentiometers']);
const VOLTAGE_GROUPS: ReadonlySet<string> = new Set(['Capacitors', 'Diodes', 'Silicon Carbide (SiC) Devices']);
const VOLTAGE_CATEGORIES: ReadonlySet<string> = new Set([
  'ESD And Surge Protection (TVS/ESD)',
  'Electrostatic And Surge Protection (TVS/ESD)',
]);

type PartFamily = Pick<RawPart, 'group' | 'category'>;

/** Resistors, NTC thermistors and digital potentiometers. */
export function readsResistance(part: PartFamily): boolean {
  return part.group === 'Resistors' || RESISTANCE_CATEGORIES.has(part.category);
}

/** Capacitors only. */
export function readsCapacitance(part: PartFamily): boolean {
  return part.group === 'Capacitors';
}

/** Inductors, coils and chokes. */
export function readsInductance(part: PartFamily): boolean {
  return part.group === 'Inductors, Coils, Chokes';
}

/** Capacitors (rated voltage), diodes (reverse / Zener voltage) and TVS diodes. */
export function readsVoltage(part: PartFamily): boolean {
  return VOLTAGE_GROUPS.has(part.group) || VOLTAGE_CATEGORIES.has(part.category);
}
