/**
 * What kind of part a BOM line or a catalogue product is. The kind from a designator prefix
 * (R, C, L, D, LED, FB, Y/XTAL, U, Q, J) says which products a value may be matched against:
 * `22` on an R line is 22 Ω and never a 22 pF capacitor.
 */
export const COMPONENT_KINDS = ['resistor', 'capacitor', 'inductor', 'ferrite', 'diode', 'led', 'crystal', 'ic', 'transistor', 'connector', 'other'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** Kinds matched by value and package (the `equivalent` stage); the rest need a code or an MPN. */
export const PARAMETRIC_KINDS: ReadonlySet<ComponentKind> = new Set(['resistor', 'capacitor', 'inductor', 'ferrite']);

// Longest prefixes first, so LED wins over L and FB over F.
const PREFIXES: readonly [string, ComponentKind][] = [
  ['XTAL', 'crystal'],
  ['LED', 'led'],
  ['CON', 'connector'],
  ['FB', 'ferrite'],
  ['FL', 'ferrite'],
  ['IC', 'ic'],
  ['CN', 'connector'],
  ['RN', 'other'],
  ['RV', 'other'],
  ['VR', 'other'],
  ['SW', 'other'],
  ['TP', 'other'],
  ['R', 'resistor'],
  ['C', 'capacitor'],
  ['L', 'inductor'],
  ['D', 'diode'],
  ['Y', 'crystal'],
  ['X', 'crystal'],
  ['U', 'ic'],
  ['Q', 'transistor'],
  ['T', 'transistor'],
  ['J', 'connector'],
  ['P', 'connector'],
];

/**
 * The kind a designator names: its letters before the number, longest known prefix first;
 * null when it has none or they are unknown (`R1` → resistor, `LED3` → led, `FB2` → ferrite).
 *
 * @example kindOfDesignator('C12') === 'capacitor'
 * @example kindOfDesignator('RN1') === 'other' // a resistor network is not a single resistor
 */
export function kindOfDesignator(designator: string): ComponentKind | null {
  const letters = /^\s*([A-Za-z]+)\s*\d/.exec(designator)?.[1]?.toUpperCase();
  if (letters === undefined) return null;
  const hit = PREFIXES.find(([prefix]) => letters === prefix);
  if (hit) return hit[1];
  // "RA1" or "CX3": a longer prefix starting with a known letter stays unknown (precision).
  return null;
}

/** The kind of a line's designators when they all agree; null when none or they disagree. */
export function kindOfDesignators(designators: readonly string[] | undefined): ComponentKind | null {
  let kind: ComponentKind | null = null;
  for (const designator of designators ?? []) {
    const next = kindOfDesignator(designator);
    if (next === null) continue;
    if (kind !== null && next !== kind) return null;
    kind = next;
  }
  return kind;
}

// Catalogue category names (the supplier's English category at the end of a description).
const CATEGORY_WORDS: readonly [RegExp, ComponentKind][] = [
  [/ferrite bead/i, 'ferrite'],
  [/resistor network|resistor array|potentiometer|varistor|thermistor/i, 'other'],
  [/resistor/i, 'resistor'],
  [/capacitor/i, 'capacitor'],
  [/inductor|chokes?\b/i, 'inductor'],
  [/\bleds?\b|light emitting/i, 'led'],
  [/diode|rectifier|tvs/i, 'diode'],
  [/crystal|oscillator|resonator/i, 'crystal'],
  [/mosfet|transistor|bjt|igbt/i, 'transistor'],
  [/connector|header|terminal/i, 'connector'],
];

/**
 * The kind of a catalogue product from its category or description text (the supplier category
 * ends the description: "… 0603  Chip Resistor - Surface Mount ROHS"); 'other' when unknown.
 */
export function kindOfCategoryText(text: string): ComponentKind {
  return CATEGORY_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
}
