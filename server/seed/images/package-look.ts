import { hashString, parseHex, shade } from './svg-markup.ts';
import { normalizeForStrokeFont } from './stroke-font.ts';

/** What kind of part a category holds, as far as its looks go. */
export type LookKind =
  | 'resistor'
  | 'capacitor'
  | 'electrolytic'
  | 'tantalum'
  | 'film'
  | 'safety'
  | 'ceramic-disc'
  | 'varistor'
  | 'thermistor'
  | 'fuse'
  | 'inductor'
  | 'ferrite'
  | 'diode'
  | 'led'
  | 'transistor'
  | 'ic'
  | 'crystal'
  | 'connector'
  | 'switch'
  | 'module';

/** Colours of one part's body. */
export interface BodyLook {
  kind: LookKind;
  /** Main body colour, `#rrggbb`. */
  body: string;
  /** Polarity band or stripe colour. */
  band: string;
  /** Laser-marking colour on the body. */
  marking: string;
  /** Lens colour of LEDs (also used as an accent). */
  accent: string;
}

interface KindRule {
  kind: LookKind;
  pattern: RegExp;
  body: string;
  band: string;
}

/**
 * First matching rule wins, so the specific names (LED driver before LED, film capacitor before
 * capacitor) come first. Patterns cover the English category names of the catalogue and their
 * Vietnamese names with diacritics removed.
 */
const KIND_RULES: readonly KindRule[] = [
  { kind: 'ic', pattern: /(led|lcd|tube|lighting) drivers?|dieu khien led/, body: '#2a2c31', band: '#8d9199' },
  { kind: 'led', pattern: /\bleds?\b|infrared|emitter|phat quang/, body: '#f3f1ea', band: '#3fa34d', },
  { kind: 'electrolytic', pattern: /electrolytic|alumin|polymer|horn|tu hoa/, body: '#22324f', band: '#c9d1dc' },
  { kind: 'tantalum', pattern: /tantal/, body: '#d99a2b', band: '#7a4a12' },
  { kind: 'safety', pattern: /safety|tu an toan/, body: '#3f70b8', band: '#2c5290' },
  { kind: 'film', pattern: /film|polypropylene|cbb|polyester/, body: '#e1b73c', band: '#a9862a' },
  { kind: 'ceramic-disc', pattern: /through hole ceramic|ceramic capacitors? - leaded|mlcc - leaded|tu gom/, body: '#c8743a', band: '#8c4d22' },
  { kind: 'capacitor', pattern: /capacit|tu dien|mlcc/, body: '#c6a27a', band: '#8f7152' },
  { kind: 'varistor', pattern: /varistor|bien tro ap/, body: '#2f64ad', band: '#1f4680' },
  { kind: 'thermistor', pattern: /thermistor|ntc|ptc|nhiet dien tro/, body: '#3e5a3c', band: '#27392a' },
  { kind: 'fuse', pattern: /fuse|cau chi|discharge|gdt|arrester|surge protection devices/, body: '#e4ded2', band: '#a69d8b' },
  { kind: 'resistor', pattern: /resist|dien tro|shunt|potentiom|bien tro/, body: '#1d1e20', band: '#b7bbc1' },
  { kind: 'ferrite', pattern: /ferrite|bead|common mode/, body: '#34363a', band: '#8a8e95' },
  { kind: 'inductor', pattern: /induct|choke|coil|transformer|cuon cam/, body: '#44474d', band: '#b87333' },
  { kind: 'diode', pattern: /diode|diot|rectif|zener|schottky|sbr|tvs|esd|sic /, body: '#1e1f22', band: '#b4b8be' },
  { kind: 'transistor', pattern: /transistor|mosfet|bjt|igbt|thyristor|scr|triac|darlington|bong ban dan/, body: '#232529', band: '#9aa0a8' },
  { kind: 'crystal', pattern: /crystal|oscillat|resonat|thach anh/, body: '#ebe5d8', band: '#b9b2a3' },
  { kind: 'connector', pattern: /connector|header|terminal|socket|ket noi|dau noi/, body: '#2b2c2f', band: '#c2a04a' },
  { kind: 'switch', pattern: /switch|relay|encoder|button|cong tac|nut nhan/, body: '#2e3035', band: '#8c9096' },
  { kind: 'module', pattern: /module|board|kit/, body: '#1f6a45', band: '#d4b35a' },
];

const LED_LENSES = ['#e5383b', '#35a853', '#f4c430', '#2f7fe0', '#f7f3e3', '#f08a24'] as const;

function isLight(hex: string): boolean {
  const [r, g, b] = parseHex(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** True when a colour is light enough that dark ink reads best on it. */
export function needsDarkInk(hex: string): boolean {
  return isLight(hex);
}

/**
 * Picks body colours for a part from its category (English or Vietnamese name), with a small
 * per-part tint variation seeded by `seed` (the MPN) so a grid of similar parts does not look
 * copy-pasted. Unknown categories look like an IC.
 */
export function lookForCategory(category: string, seed: string): BodyLook {
  const key = normalizeForStrokeFont(category).toLowerCase();
  const rule = KIND_RULES.find((candidate) => candidate.pattern.test(key));
  const kind = rule?.kind ?? 'ic';
  const base = rule?.body ?? '#2a2c31';
  const hash = hashString(seed);
  const tint = ((hash % 9) - 4) * 0.012;
  const body = shade(base, tint);
  const lens = LED_LENSES[(hash >>> 8) % LED_LENSES.length] ?? LED_LENSES[0];
  return {
    kind,
    body,
    band: rule?.band ?? '#8d9199',
    marking: isLight(body) ? shade(body, -0.55) : shade(body, 0.62),
    accent: kind === 'led' ? lens : shade(base, 0.3),
  };
}
