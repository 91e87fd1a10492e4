import { kindOfCategoryText, kindOfDesignators, PARAMETRIC_KINDS, type ComponentKind } from './component-kind.ts';
import { formatComponentValue, parseComponentValue, parseRatings, valueKey, type ComponentValue } from './component-value.ts';
import { packageOfFootprint } from './footprint-package.ts';
import { mpnCloseness, mpnKey } from './part-number.ts';
import type { CatalogPart, PartIndex } from './part-index.ts';
import type { BomMatchLineIn, BomReasonKey, BomStatus } from './schemas.ts';

/**
 * The matching stages of a BOM line (exact by code → exact by MPN → close MPN to check →
 * equivalent by value, package and kind → suggestion → none). Only `exact`, `equivalent` and the
 * user's own choice select a product; a close MPN or a suggestion waits for the user. Precision
 * over recall: an equivalent always has the line's value, package and kind.
 */

/** Most alternatives offered beside the chosen product. */
export const MAX_ALTERNATIVES = 5;

export interface LineMatch {
  status: BomStatus;
  reasonKey: BomReasonKey;
  /** What the reason names: the code, the MPN, "100 nF · 0402". */
  reasonDetail: string;
  confidence: number;
  /** The selected product, or the best candidate of a check / suggestion line. */
  product: CatalogPart | null;
  /** Whether `product` is selected (auto or by the user). */
  selected: boolean;
  alternatives: CatalogPart[];
  /** The kind the line was read as (for spares on passives). */
  kind: ComponentKind | null;
}

/** A distributor code (LCSC style: C + digits) in a cell or a product link. */
const CODE_PATTERN = /(?:^|[^A-Za-z0-9])(C\d{2,9})(?![0-9])/i;
/** A cell that is nothing but a code. */
const ONLY_CODE = /^\s*C\d{2,9}\s*$/i;

/** The distributor codes a line names, the sku column first, then the link, then any other text. */
export function distributorCodes(line: BomMatchLineIn): string[] {
  const codes: string[] = [];
  const add = (code: string | undefined) => {
    if (code && !codes.includes(code.toUpperCase())) codes.push(code.toUpperCase());
  };
  const sku = line.sku?.trim();
  if (sku) {
    add(CODE_PATTERN.exec(sku)?.[1]);
    // Our own codes need not look like LCSC's.
    if (/^[A-Za-z0-9-]{2,64}$/.test(sku)) add(sku);
  }
  // ".../product-detail/...C12345.html", "?sku=C12345"
  add(line.link ? /(C\d{2,9})(?:\.html|[/?#&]|$)/i.exec(line.link)?.[1] : undefined);
  // An MPN or value cell holding only a code (JLCPCB BOMs often do); a description may name it anywhere.
  for (const text of [line.mpn, line.value]) add(text && ONLY_CODE.test(text) ? text.trim() : undefined);
  add(line.description ? CODE_PATTERN.exec(line.description)?.[1] : undefined);
  return codes;
}

/** The kind of a line: its designators, else words of its description, else its value's unit. */
export function kindOfLine(line: BomMatchLineIn): ComponentKind | null {
  const fromDesignators = kindOfDesignators(line.designators);
  if (fromDesignators !== null) return fromDesignators;
  const fromWords = kindOfCategoryText(`${line.description ?? ''}`);
  if (fromWords !== 'other') return fromWords;
  // An explicit unit says capacitor or inductor; ohms alone could be a resistor or a ferrite bead.
  const value = parseComponentValue(line.value, null);
  if (value?.dimension === 'farad') return 'capacitor';
  if (value?.dimension === 'henry') return 'inductor';
  return null;
}

/**
 * The MPN key of a value cell that holds a part number ("1N4148W", "NE555DR": KiCad and Eagle
 * keep it there when the library has no MPN field), '' when the cell reads as a component value
 * ("47uF", "10k", "104") or does not look like a part number (letters and digits, 4 or more).
 */
export function partNumberInValue(line: BomMatchLineIn, kind: ComponentKind | null): string {
  const text = line.value?.trim() ?? '';
  if (text.length < 4 || !/[A-Za-z]/.test(text) || !/\d/.test(text) || /\s/.test(text)) return '';
  if (ONLY_CODE.test(text) || parseComponentValue(text, kind) !== null || parseComponentValue(text, null) !== null) return '';
  return mpnKey(text);
}

/** The value and package a parametric line asks for. */
export function lineParameters(line: BomMatchLineIn, kind: ComponentKind | null): { value: ComponentValue | null; packageName: string | null } {
  if (kind === null || !PARAMETRIC_KINDS.has(kind)) return { value: null, packageName: null };
  const value = parseComponentValue(line.value, kind) ?? (line.value ? null : parseComponentValue(line.description, kind));
  const packageName = packageOfFootprint(line.footprint) ?? (line.footprint ? null : (packageOfFootprint(line.value) ?? packageOfFootprint(line.description)));
  return { value, packageName };
}

/** The product and alternatives of a line: the best few of `slots` (PartIndex.best ranks them). */
function ranked(index: PartIndex, slots: ArrayLike<number>, need: number, accept?: (slot: number) => boolean): CatalogPart[] {
  return index.best(slots, need, MAX_ALTERNATIVES + 1, accept);
}

/** The first few of slots already in their order (closeness, key order), as products. */
function firstParts(index: PartIndex, slots: readonly number[]): CatalogPart[] {
  return slots.slice(0, MAX_ALTERNATIVES + 1).map((slot) => index.part(slot));
}

function result(status: BomStatus, reasonKey: BomReasonKey, reasonDetail: string, confidence: number, ranked: CatalogPart[], kind: ComponentKind | null): LineMatch {
  const [product = null, ...rest] = ranked;
  const selected = product !== null && (status === 'exact' || status === 'equivalent');
  return { status, reasonKey, reasonDetail, confidence, product, selected, alternatives: rest.slice(0, MAX_ALTERNATIVES), kind };
}

/**
 * Matches one line against the catalogue. `need` (parts to buy) ranks stock; the line's
 * `product_id`, the product the user picked, wins.
 */
export function matchBomLine(line: BomMatchLineIn, index: PartIndex, need: number): LineMatch {
  const kind = kindOfLine(line);
  // An MPN cell holding a distributor code is a code (stage 1), not a part number.
  const lineMpn = ONLY_CODE.test(line.mpn ?? '') ? '' : mpnKey(line.mpn);

  if (line.product_id !== undefined) {
    const chosen = index.byId(line.product_id);
    if (chosen) return { ...result('exact', 'chosen', chosen.mpn, 1, [chosen], kind), selected: true };
  }

  // 1. A distributor code we sell. When the line also names an MPN that is not this part's, the
  // two disagree: the user checks (a wrong code in a BOM is common, a wrong part is expensive).
  for (const code of distributorCodes(line)) {
    const part = index.bySku(code);
    if (!part) continue;
    if (lineMpn !== '' && part.mpnKey !== lineMpn && mpnCloseness(lineMpn, part.mpnKey) < 0.75) {
      return result('check', 'sku', code, 0.5, [part, ...firstParts(index, index.slotsByMpnKey(lineMpn))], kind);
    }
    return result('exact', 'sku', code, 1, [part], kind);
  }

  // 2. The MPN, folded (case, spaces, packaging suffixes); without an MPN, a part number in the value cell.
  const valueMpn = lineMpn === '' ? partNumberInValue(line, kind) : '';
  const mpn = lineMpn || valueMpn;
  if (mpn !== '') {
    const exact = index.slotsByMpnKey(mpn);
    const mpnOf = (slot: number) => index.part(slot).mpn;
    if (exact.length > 0 && valueMpn === '') return result('exact', 'mpn', mpnOf(exact[0]!), 0.95, ranked(index, exact, need), kind);
    if (exact.length > 0) {
      // A value cell is less sure than an MPN column: its footprint must not name another package.
      const packageName = packageOfFootprint(line.footprint);
      const fitting = packageName === null ? exact : exact.filter((slot) => index.facts(slot).packageName === packageName);
      if (fitting.length > 0) return result('exact', 'mpn', mpnOf(fitting[0]!), 0.9, ranked(index, fitting, need), kind);
      return result('check', 'mpn', mpnOf(exact[0]!), 0.5, ranked(index, exact, need), kind);
    }
    // 3. A close MPN: never selected.
    const close = firstParts(index, index.closeMpn(mpn));
    if (close.length > 0) return result('check', 'close_mpn', close[0]!.mpn, Math.round(mpnCloseness(mpn, close[0]!.mpnKey) * 60) / 100, close, kind);
  }

  // 4. Equivalent: same kind, value and package; ratings no worse than asked.
  const { value, packageName } = lineParameters(line, kind);
  if (kind !== null && value !== null && packageName !== null) {
    const ratings = parseRatings(`${line.value ?? ''} ${line.description ?? ''}`);
    const asked = valueKey(value);
    // Products with the same facts share one object: each is checked once.
    const checked = new Map<object, boolean>();
    const fits = (slot: number) => {
      const part = index.facts(slot);
      let fit = checked.get(part);
      if (fit === undefined) checked.set(part, (fit = fitsFacts(part)));
      return fit;
    };
    const fitsFacts = (part: ReturnType<PartIndex['facts']>) => {
      return (
        // Defensive: the index key already says so; an equivalent must never differ in these.
        part.kind === kind &&
        part.packageName === packageName &&
        part.value !== null &&
        valueKey(part.value) === asked &&
        (ratings.voltage === null || (part.voltage !== null && part.voltage >= ratings.voltage)) &&
        (ratings.tolerance === null || (part.tolerance !== null && part.tolerance <= ratings.tolerance))
      );
    };
    const best = ranked(index, index.byValueAndPackage(kind, value, packageName), need, fits);
    if (best.length > 0) {
      const first = best[0]!;
      const confidence = first.inventory >= need && first.basic ? 0.85 : first.inventory >= need ? 0.8 : 0.7;
      return result('equivalent', 'value_package', `${formatComponentValue(value)} · ${packageName}`, confidence, best, kind);
    }
  }

  // 5. Suggestions: the same value in another package / rating, else the MPN's family. A line that
  // names its value is never offered another value (a part-number family spans every value).
  if (kind !== null && value !== null) {
    const sameValue = ranked(index, index.byValue(kind, value), need);
    if (sameValue.length > 0) return result('suggestion', 'search', formatComponentValue(value), 0.3, sameValue, kind);
  }
  if (mpn.length >= 5 && (kind === null || value === null || !PARAMETRIC_KINDS.has(kind))) {
    const family = index.family(mpn);
    if (family.length > 0) return result('suggestion', 'search', index.part(family[0]!).mpn, 0.3, ranked(index, family, need), kind);
  }

  // 6. Not in our catalogue.
  return result('none', 'not_found', '', 0, [], kind);
}
