import { kindOfCategoryText, PARAMETRIC_KINDS, type ComponentKind } from './component-kind.ts';
import { parseComponentValue, parseRatings, valueKey, type ComponentValue } from './component-value.ts';
import { packageOfFootprint } from './footprint-package.ts';
import { PackedStrings, PackedStringsBuilder } from './packed-strings.ts';
import { isCloseMpn, mpnCloseness, mpnKey } from './part-number.ts';

/**
 * The catalogue as the BOM matcher reads it: every product's code, MPN key, kind, value, package
 * and ratings, derived once with the same rules a BOM line is read with, so a line and a product
 * agree only when they name the same value and package. Pure: the server builds it beside the
 * catalogue search snapshot from the same read (one slot per ordinal, stock shared with the
 * snapshot's patched column), the tests from fixtures (`PartIndex.fromRows`).
 *
 * Stored compactly: strings packed in byte buffers, the structural facts of a product (kind,
 * package, value, ratings) interned as a "profile" shared by every product with the same ones,
 * look-ups as sorted permutations and posting lists of typed arrays. A `CatalogPart` object is
 * made only for the candidates a look-up returns.
 */

/** A product's facts as the catalogue holds them (one row of a read). */
export interface CatalogPartRow extends PartFacts {
  id: number;
  inventory: number;
  /** A basic / preferred part (cheap, always stocked). */
  basic: boolean;
}

/** What the index derives a product's match facts from: the structural columns, not stock. */
export interface PartFacts {
  sku: string;
  mpn: string;
  package: string | null;
  /** The supplier description ("16V 100nF X7R ±10% 0402 Multilayer Ceramic Capacitors …"). */
  description: string | null;
  /** The category's English name, when known (helps the kind). */
  category?: string | null;
}

/** A product as the matcher compares it. */
export interface CatalogPart {
  id: number;
  sku: string;
  mpn: string;
  mpnKey: string;
  kind: ComponentKind;
  /** The folded package (packageOfFootprint), null when unknown. */
  packageName: string | null;
  value: ComponentValue | null;
  voltage: number | null;
  tolerance: number | null;
  inventory: number;
  basic: boolean;
}

/**
 * The per-slot columns the index reads live, owned by whoever built the slots: the catalogue
 * snapshot patches `inventory` and `basic` in place when the product change feed reports them,
 * so matching ranks by the stock the listings show without a rebuild.
 */
export interface PartColumns {
  /** Slot → product id. */
  ids: Uint32Array;
  /** Product id → slot, -1 for none. */
  slotOfId: Int32Array;
  inventory: Int32Array;
  /** 1 for a basic / preferred part. */
  basic: Uint8Array;
}

/** The structural facts many products share ("capacitor, 100 nF, 0402, 16 V, ±10 %"). */
interface Profile {
  kind: ComponentKind;
  packageName: string | null;
  value: ComponentValue | null;
  voltage: number | null;
  tolerance: number | null;
  /** Posting list of kind + value + package, -1 when not parametric or without a package. */
  parametricGroup: number;
  /** Posting list of kind + value, -1 when not parametric. */
  kindValueGroup: number;
}

/** The key of "this kind, this value, this package". */
export function parametricKey(kind: ComponentKind, value: ComponentValue, packageName: string): string {
  return `${kind}|${valueKey(value)}|${packageName}`;
}

function kindValueKey(kind: ComponentKind, value: ComponentValue): string {
  return `${kind}|${valueKey(value)}`;
}

/** Most catalogue keys a close-MPN or family look-up scans. */
const PREFIX_SCAN_LIMIT = 400;

/** Slot lists per group, as one array of slots and each group's start in it. */
interface Postings {
  starts: Uint32Array;
  items: Uint32Array;
}

function postingsOf(groupOfSlot: (slot: number) => number, slots: number, groups: number): Postings {
  const starts = new Uint32Array(groups + 1);
  for (let slot = 0; slot < slots; slot++) {
    const group = groupOfSlot(slot);
    if (group >= 0) starts[group + 1]!++;
  }
  for (let g = 0; g < groups; g++) starts[g + 1]! += starts[g]!;
  const fill = starts.slice(0, groups);
  const items = new Uint32Array(starts[groups]!);
  for (let slot = 0; slot < slots; slot++) {
    const group = groupOfSlot(slot);
    if (group >= 0) items[fill[group]!++] = slot;
  }
  return { starts, items };
}

/** Reads products' structural facts into slots; `finish` joins them to the live columns. */
export class PartIndexBuilder {
  private readonly slots: number;
  private readonly profileOf: Uint32Array;
  private readonly profiles: Profile[] = [];
  private readonly profileIds = new Map<string, number>();
  private readonly parametricGroups = new Map<string, number>();
  private readonly kindValueGroups = new Map<string, number>();
  /** The catalogue repeats a few hundred package names: each folded once. */
  private readonly packages = new Map<string, string | null>();
  private readonly sku: PackedStringsBuilder;
  private readonly mpn: PackedStringsBuilder;
  private readonly mpnKey: PackedStringsBuilder;

  constructor(slots: number) {
    this.slots = slots;
    this.profileOf = new Uint32Array(slots);
    this.sku = new PackedStringsBuilder(slots);
    this.mpn = new PackedStringsBuilder(slots);
    this.mpnKey = new PackedStringsBuilder(slots);
  }

  add(slot: number, facts: PartFacts): void {
    const text = `${facts.description ?? ''} ${facts.category ?? ''}`;
    const kind = kindOfCategoryText(text);
    const parametric = PARAMETRIC_KINDS.has(kind);
    const ratings = parametric ? parseRatings(facts.description ?? '') : { voltage: null, tolerance: null };
    const value = parametric ? parseComponentValue(facts.description ?? '', kind) : null;
    const packageName = this.folded(facts.package);
    this.profileOf[slot] = this.profile(kind, packageName, value, ratings.voltage, ratings.tolerance);
    const key = mpnKey(facts.mpn);
    this.sku.set(slot, facts.sku.toUpperCase());
    this.mpnKey.set(slot, key);
    // Most MPNs are their own key: only the others keep a second copy.
    if (facts.mpn !== key) this.mpn.set(slot, facts.mpn);
  }

  /** The index over `columns` (which must have one entry per slot). */
  finish(columns: PartColumns): PartIndex {
    if (columns.ids.length !== this.slots) throw new Error(`the part index has ${this.slots} slots, the columns ${columns.ids.length}`);
    const sku = this.sku.finish();
    const key = this.mpnKey.finish();
    const { ids } = columns;
    const skuOrder = new Uint32Array(this.slots);
    for (let slot = 0; slot < this.slots; slot++) skuOrder[slot] = slot;
    skuOrder.sort((a, b) => sku.compareSlots(a, b) || ids[a]! - ids[b]!);
    const withKey: number[] = [];
    for (let slot = 0; slot < this.slots; slot++) if (!key.isEmpty(slot)) withKey.push(slot);
    const keyOrder = Uint32Array.from(withKey).sort((a, b) => key.compareSlots(a, b) || ids[a]! - ids[b]!);
    const profiles = this.profiles;
    const profileOf = this.profileOf;
    return new PartIndex({
      columns,
      profileOf,
      profiles,
      sku,
      mpn: this.mpn.finish(),
      mpnKey: key,
      skuOrder,
      keyOrder,
      parametric: postingsOf((slot) => profiles[profileOf[slot]!]!.parametricGroup, this.slots, this.parametricGroups.size),
      kindValue: postingsOf((slot) => profiles[profileOf[slot]!]!.kindValueGroup, this.slots, this.kindValueGroups.size),
      parametricGroups: this.parametricGroups,
      kindValueGroups: this.kindValueGroups,
    });
  }

  private folded(footprint: string | null): string | null {
    if (footprint === null) return null;
    let name = this.packages.get(footprint);
    if (name === undefined) {
      name = packageOfFootprint(footprint);
      this.packages.set(footprint, name);
    }
    return name;
  }

  private profile(kind: ComponentKind, packageName: string | null, value: ComponentValue | null, voltage: number | null, tolerance: number | null): number {
    const id = `${kind}|${packageName ?? ''}|${value ? valueKey(value) : ''}|${voltage ?? ''}|${tolerance ?? ''}`;
    const known = this.profileIds.get(id);
    if (known !== undefined) return known;
    const groupOf = (groups: Map<string, number>, key: string) => {
      let group = groups.get(key);
      if (group === undefined) {
        group = groups.size;
        groups.set(key, group);
      }
      return group;
    };
    const parametric = value !== null && PARAMETRIC_KINDS.has(kind);
    this.profiles.push({
      kind,
      packageName,
      value,
      voltage,
      tolerance,
      parametricGroup: parametric && packageName !== null ? groupOf(this.parametricGroups, parametricKey(kind, value, packageName)) : -1,
      kindValueGroup: parametric ? groupOf(this.kindValueGroups, kindValueKey(kind, value)) : -1,
    });
    this.profileIds.set(id, this.profiles.length - 1);
    return this.profiles.length - 1;
  }
}

interface PartIndexParts {
  columns: PartColumns;
  profileOf: Uint32Array;
  profiles: readonly Profile[];
  sku: PackedStrings;
  mpn: PackedStrings;
  mpnKey: PackedStrings;
  /** Slots by SKU, then id. */
  skuOrder: Uint32Array;
  /** Slots with an MPN key by key, then id. */
  keyOrder: Uint32Array;
  parametric: Postings;
  kindValue: Postings;
  parametricGroups: ReadonlyMap<string, number>;
  kindValueGroups: ReadonlyMap<string, number>;
}

/** Look-ups by code, MPN, close MPN, MPN family and value + package, all in memory. */
export class PartIndex {
  readonly size: number;
  private readonly parts: PartIndexParts;

  constructor(parts: PartIndexParts) {
    this.parts = parts;
    this.size = parts.columns.ids.length;
  }

  /** An index of these rows alone (tests, fixtures, tools): it owns its stock column. */
  static fromRows(rows: readonly CatalogPartRow[]): PartIndex {
    const builder = new PartIndexBuilder(rows.length);
    const maxId = rows.reduce((max, row) => Math.max(max, row.id), 0);
    const columns: PartColumns = {
      ids: new Uint32Array(rows.length),
      slotOfId: new Int32Array(maxId + 1).fill(-1),
      inventory: new Int32Array(rows.length),
      basic: new Uint8Array(rows.length),
    };
    rows.forEach((row, slot) => {
      builder.add(slot, row);
      columns.ids[slot] = row.id;
      columns.slotOfId[row.id] = slot;
      columns.inventory[slot] = row.inventory;
      columns.basic[slot] = row.basic ? 1 : 0;
    });
    return builder.finish(columns);
  }

  /** Bytes held in typed arrays and packed strings (the interned profiles and group names excluded: a few per distinct package and value). */
  get byteLength(): number {
    const { profileOf, sku, mpn, mpnKey: key, skuOrder, keyOrder, parametric, kindValue } = this.parts;
    return [profileOf, skuOrder, keyOrder, parametric.starts, parametric.items, kindValue.starts, kindValue.items].reduce((sum, array) => sum + array.byteLength, 0) + sku.byteLength + mpn.byteLength + key.byteLength;
  }

  /** The product in `slot` as the matcher compares it, with its stock as of now. */
  part(slot: number): CatalogPart {
    const { columns, profiles, profileOf, sku, mpn, mpnKey: keys } = this.parts;
    const profile = profiles[profileOf[slot]!]!;
    const key = keys.get(slot);
    return {
      id: columns.ids[slot]!,
      sku: sku.get(slot),
      mpn: mpn.isEmpty(slot) ? key : mpn.get(slot),
      mpnKey: key,
      kind: profile.kind,
      packageName: profile.packageName,
      value: profile.value,
      voltage: profile.voltage,
      tolerance: profile.tolerance,
      inventory: columns.inventory[slot]!,
      basic: columns.basic[slot] === 1,
    };
  }

  /** The slot of a product id, -1 when the index does not hold it. */
  slotOfId(id: number): number {
    const { slotOfId } = this.parts.columns;
    return Number.isInteger(id) && id >= 0 && id < slotOfId.length ? slotOfId[id]! : -1;
  }

  byId(id: number): CatalogPart | null {
    const slot = this.slotOfId(id);
    return slot >= 0 ? this.part(slot) : null;
  }

  /** The slot of the product with this distributor code (case-insensitive), -1 for none. */
  slotBySku(code: string): number {
    const { sku, skuOrder } = this.parts;
    const query = PackedStrings.encode(code.toUpperCase());
    const at = lowerBound(skuOrder, (slot) => sku.compare(slot, query));
    return at < skuOrder.length && sku.compare(skuOrder[at]!, query) === 0 ? skuOrder[at]! : -1;
  }

  /** The product with this distributor code (case-insensitive). */
  bySku(code: string): CatalogPart | null {
    const slot = this.slotBySku(code);
    return slot >= 0 ? this.part(slot) : null;
  }

  /** The structural facts of a slot (shared by every product with the same ones). */
  facts(slot: number): Readonly<Pick<CatalogPart, 'kind' | 'packageName' | 'value' | 'voltage' | 'tolerance'>> {
    return this.parts.profiles[this.parts.profileOf[slot]!]!;
  }

  mpnKeyOf(slot: number): string {
    return this.parts.mpnKey.get(slot);
  }

  /** Slots whose MPN key is exactly `key`, in id order. */
  slotsByMpnKey(key: string): number[] {
    if (key === '') return [];
    const { mpnKey: keys, keyOrder } = this.parts;
    const query = PackedStrings.encode(key);
    const found: number[] = [];
    for (let i = lowerBound(keyOrder, (slot) => keys.compare(slot, query)); i < keyOrder.length && keys.compare(keyOrder[i]!, query) === 0; i++) found.push(keyOrder[i]!);
    return found;
  }

  /** Products whose MPN key is exactly `key`. */
  byMpnKey(key: string): CatalogPart[] {
    return this.slotsByMpnKey(key).map((slot) => this.part(slot));
  }

  /**
   * Slots whose MPN is close to `key` (one character off, a suffix more or less), closest
   * first. Scans the keys sharing the first half of `key`, so a typo there is not found
   * (precision over recall).
   */
  closeMpn(key: string): number[] {
    const prefix = key.slice(0, Math.max(4, Math.ceil(key.length / 2)));
    const close: { slot: number; closeness: number }[] = [];
    const keys = this.parts.mpnKey;
    for (const slot of this.scanPrefix(prefix)) {
      // Keys are ASCII (mpnKey keeps A-Z, 0-9 and '.'): a close one is at most two characters longer or shorter.
      if (Math.abs(keys.byteLengthOf(slot) - key.length) > 2) continue;
      const other = keys.get(slot);
      if (isCloseMpn(key, other)) close.push({ slot, closeness: mpnCloseness(key, other) });
    }
    return close.sort((a, b) => b.closeness - a.closeness).map(({ slot }) => slot);
  }

  /**
   * The family of an MPN: slots sharing its longest known prefix of at least `minimum`
   * characters (`AMS1117-3.3` → the AMS1117 parts).
   */
  family(key: string, minimum = 5): number[] {
    // MPN keys are ASCII, so each shorter prefix is a prefix of the bytes.
    const bytes = PackedStrings.encode(key);
    for (let length = bytes.length; length >= minimum; length--) {
      const found = this.scanPrefixBytes(bytes.subarray(0, length));
      if (found.length > 0) return found;
    }
    return [];
  }

  /** Slots of this kind, value and package (a view: no copy, however many). */
  byValueAndPackage(kind: ComponentKind, value: ComponentValue, packageName: string): Uint32Array {
    return this.posting(this.parts.parametric, this.parts.parametricGroups.get(parametricKey(kind, value, packageName)));
  }

  /** Slots of this kind and value in any package (a view). */
  byValue(kind: ComponentKind, value: ComponentValue): Uint32Array {
    return this.posting(this.parts.kindValue, this.parts.kindValueGroups.get(kindValueKey(kind, value)));
  }

  /**
   * The `limit` best of `slots` for buying `need` parts, best first, among those `accept` keeps:
   * in stock for the need, then some stock, a basic part, closer tolerance, more stock, lower id
   * (stable). A selection, not a sort, so a value held by ten thousand products costs one pass.
   */
  best(slots: ArrayLike<number>, need: number, limit: number, accept: (slot: number) => boolean = () => true): CatalogPart[] {
    const { columns, profiles, profileOf } = this.parts;
    const { inventory, basic, ids } = columns;
    const enough = Math.max(1, need);
    const score = (slot: number) => (inventory[slot]! >= enough ? 4 : inventory[slot]! > 0 ? 2 : 0) + basic[slot]!;
    const tolerance = (slot: number) => profiles[profileOf[slot]!]!.tolerance ?? 100;
    const better = (a: number, b: number) =>
      (score(b) - score(a) || tolerance(a) - tolerance(b) || inventory[b]! - inventory[a]! || ids[a]! - ids[b]!) < 0;
    const top: number[] = [];
    if (limit <= 0) return [];
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (top.length === limit && !better(slot, top[limit - 1]!)) continue;
      if (!accept(slot)) continue;
      if (top.length === limit) top.pop();
      let at = top.length;
      top.push(slot);
      while (at > 0 && better(slot, top[at - 1]!)) {
        top[at] = top[at - 1]!;
        at--;
      }
      top[at] = slot;
    }
    return top.map((slot) => this.part(slot));
  }

  private posting(postings: Postings, group: number | undefined): Uint32Array {
    if (group === undefined) return new Uint32Array(0);
    return postings.items.subarray(postings.starts[group]!, postings.starts[group + 1]!);
  }

  /** Slots whose MPN key starts with `prefix`, in key order, at most PREFIX_SCAN_LIMIT. */
  private scanPrefix(prefix: string): number[] {
    return this.scanPrefixBytes(PackedStrings.encode(prefix));
  }

  private scanPrefixBytes(query: Uint8Array): number[] {
    if (query.length === 0) return [];
    const { mpnKey: keys, keyOrder } = this.parts;
    const found: number[] = [];
    for (let i = lowerBound(keyOrder, (slot) => keys.compare(slot, query)); i < keyOrder.length && found.length < PREFIX_SCAN_LIMIT; i++) {
      if (!keys.hasPrefix(keyOrder[i]!, query)) break;
      found.push(keyOrder[i]!);
    }
    return found;
  }
}

/** The first position in `order` whose slot does not compare below the query. */
function lowerBound(order: Uint32Array, compare: (slot: number) => number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(order[middle]!) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
