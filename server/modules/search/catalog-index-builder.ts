import { PartIndexBuilder } from '#shared/bom/part-index.ts';
import { compactCode, tokenize } from '#shared/search/normalize.ts';
import { createBitset, setBit } from './bitset.ts';
import type { CatalogData, CategoryMeta, PropertyMeta, SortKey, SortKeys, SortOrder, SupplierMeta } from './catalog-data.ts';
import { CodeIndexBuilder } from './code-index.ts';
import { radixSortBy, radixSortByKeys, ranksOf } from './radix-sort.ts';
import { GrowableUint32, groupPairs, invertLists, type CompressedLists } from './sorted-arrays.ts';
import { TextIndexBuilder } from './text-index.ts';
import { KEY_WORDS, TextKeyPacker } from './text-keys.ts';

/** What the builder needs before the products stream in. */
export interface CatalogHeader {
  version: number;
  categories: CategoryMeta[];
  suppliers: SupplierMeta[];
  /** Filter groups (parent_id null) and their values. */
  properties: PropertyMeta[];
  /** Category id → number of products attached to that category itself. */
  directProductCounts: Map<number, number>;
  /** The largest product id (sizes an id → ordinal table). */
  maxProductId: number;
}

/** One product as the builder reads it (positional, so a million rows create no extra objects). */
export type ProductRow = [
  id: number,
  categoryId: number,
  supplierId: number | null,
  price: number,
  inventory: number,
  /** Unix seconds. */
  createdAt: number,
  /** Has a product tag (a basic / preferred part). */
  tagged: boolean,
  name: string,
  /** The English storefront's name (null: none); its words are found like the name's. */
  nameEn: string | null,
  description: string | null,
  mpn: string,
  sku: string,
  /** The package / footprint name as the supplier gives it (the BOM matcher folds it). */
  packageName: string | null,
];

const MAX_U32 = 0xffff_ffff;
/** A part number that compacts to itself in lower case (most SKUs: `C25804`). */
const PLAIN_CODE = /^[A-Za-z0-9]{1,64}$/;

function byPositionThenName(a: { position: number; name: string; id: number }, b: { position: number; name: string; id: number }): number {
  return a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;
}

/** Categories depth first, siblings by position then name: each subtree becomes contiguous. */
function treeOrder(categories: CategoryMeta[]): CategoryMeta[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, CategoryMeta[]>();
  for (const category of categories) {
    const parent = category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null;
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort(byPositionThenName);
  const ordered: CategoryMeta[] = [];
  const visited = new Set<number>();
  const visit = (category: CategoryMeta) => {
    if (visited.has(category.id)) return;
    visited.add(category.id);
    ordered.push(category);
    for (const child of children.get(category.id) ?? []) visit(child);
  };
  for (const root of children.get(null) ?? []) visit(root);
  // A parent cycle would leave categories unreached: list them as roots rather than lose products.
  for (const category of categories) visit(category);
  return ordered;
}

/**
 * Builds a `CatalogData` snapshot from a header and a stream of products and product-value
 * links, with typed arrays only: each product is given its ordinal as it arrives (its category's
 * next free slot, known from the per-category counts in the header), so nothing is buffered per
 * row except the words and sort keys.
 */
export class CatalogIndexBuilder {
  private readonly header: CatalogHeader;
  private readonly categories: CategoryMeta[];
  private readonly categoryIndexById = new Map<number, number>();
  private readonly subtreeStart: Uint32Array;
  private readonly subtreeEnd: Uint32Array;
  private readonly directEnd: Uint32Array;
  private readonly nextSlot: Uint32Array;
  private readonly size: number;

  private readonly suppliers: SupplierMeta[];
  private readonly supplierIndexById = new Map<number, number>();
  private readonly groups: PropertyMeta[];
  private readonly groupValues: Uint32Array[];
  private readonly values: PropertyMeta[];
  private readonly valueIndexById = new Map<number, number>();
  private readonly groupOfValue: Uint32Array;

  private readonly ordinalOfId: Int32Array;
  private readonly productIds: Uint32Array;
  private readonly supplierOf: Int32Array;
  private readonly price: Uint32Array;
  private readonly inventory: Int32Array;
  private readonly createdAt: Uint32Array;
  private readonly tagged: Uint8Array;
  /** Name sort keys (see text-keys.ts), one array per key word. */
  private readonly nameKeys: Uint32Array[];
  private readonly packer = new TextKeyPacker();
  private filled = 0;

  private readonly valueOrdinals = new GrowableUint32(1 << 16);
  private readonly valueIndices = new GrowableUint32(1 << 16);
  private readonly text = new TextIndexBuilder();
  private readonly codes = new CodeIndexBuilder();
  private readonly parts: PartIndexBuilder;

  constructor(header: CatalogHeader) {
    this.header = header;
    this.categories = treeOrder(header.categories);
    const count = this.categories.length;
    this.subtreeStart = new Uint32Array(count);
    this.subtreeEnd = new Uint32Array(count);
    this.directEnd = new Uint32Array(count);
    this.categories.forEach((category, index) => this.categoryIndexById.set(category.id, index));
    // Pre-order: a category's own products, then each child's subtree; a subtree ends where the
    // next category that is not a descendant begins.
    let cursor = 0;
    this.categories.forEach((category, index) => {
      this.subtreeStart[index] = cursor;
      cursor += header.directProductCounts.get(category.id) ?? 0;
      this.directEnd[index] = cursor;
    });
    this.size = cursor;
    this.computeSubtreeEnds();
    this.nextSlot = this.subtreeStart.slice();

    this.suppliers = [...header.suppliers].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id));
    this.suppliers.forEach((supplier, index) => this.supplierIndexById.set(supplier.id, index));

    this.groups = header.properties.filter((p) => p.parent_id === null).sort(byPositionThenName);
    const groupIndexById = new Map(this.groups.map((group, index) => [group.id, index]));
    const valuesByGroup = this.groups.map(() => [] as PropertyMeta[]);
    for (const property of header.properties) {
      const groupIndex = property.parent_id === null ? undefined : groupIndexById.get(property.parent_id);
      if (groupIndex !== undefined) valuesByGroup[groupIndex]!.push(property);
    }
    this.values = [];
    const groupOf: number[] = [];
    this.groupValues = valuesByGroup.map((list, groupIndex) => {
      list.sort(byPositionThenName);
      const indices = new Uint32Array(list.length);
      list.forEach((value, k) => {
        indices[k] = this.values.length;
        this.valueIndexById.set(value.id, this.values.length);
        this.values.push(value);
        groupOf.push(groupIndex);
      });
      return indices;
    });
    this.groupOfValue = Uint32Array.from(groupOf);

    this.ordinalOfId = new Int32Array(header.maxProductId + 1).fill(-1);
    this.productIds = new Uint32Array(this.size);
    this.supplierOf = new Int32Array(this.size).fill(-1);
    this.price = new Uint32Array(this.size);
    this.inventory = new Int32Array(this.size);
    this.createdAt = new Uint32Array(this.size);
    this.tagged = new Uint8Array(this.size);
    this.nameKeys = Array.from({ length: KEY_WORDS }, () => new Uint32Array(this.size));
    this.parts = new PartIndexBuilder(this.size);

    this.suppliers.forEach((supplier, index) => this.text.addSupplier(index, tokenize(supplier.name)));
    this.categories.forEach((category, index) => this.text.addCategory(index, [...tokenize(category.name), ...tokenize(category.name_en)]));
  }

  /** Subtree end = the start of the next category in tree order whose level is not deeper. */
  private computeSubtreeEnds(): void {
    const count = this.categories.length;
    const depth = new Int32Array(count);
    const parentIndex = (i: number) => {
      const parentId = this.categories[i]!.parent_id;
      return parentId === null ? -1 : (this.categoryIndexById.get(parentId) ?? -1);
    };
    for (let i = 0; i < count; i++) {
      const parent = parentIndex(i);
      depth[i] = parent >= 0 && parent < i ? depth[parent]! + 1 : 0;
    }
    for (let i = 0; i < count; i++) {
      let j = i + 1;
      while (j < count && depth[j]! > depth[i]!) j++;
      this.subtreeEnd[i] = j < count ? this.subtreeStart[j]! : this.size;
    }
  }

  get productCount(): number {
    return this.size;
  }

  addProduct(row: ProductRow): void {
    const [id, categoryId, supplierId, price, inventory, createdAt, tagged, name, nameEn, description, mpn, sku, packageName] = row;
    const categoryIndex = this.categoryIndexById.get(categoryId);
    if (categoryIndex === undefined || this.nextSlot[categoryIndex]! >= this.directEnd[categoryIndex]!) {
      throw new Error(`product ${id} does not fit the category counts it was announced with (category ${categoryId})`);
    }
    const ordinal = this.nextSlot[categoryIndex]!++;
    this.filled++;
    if (id < this.ordinalOfId.length) this.ordinalOfId[id] = ordinal;
    this.productIds[ordinal] = id;
    this.supplierOf[ordinal] = supplierId === null ? -1 : (this.supplierIndexById.get(supplierId) ?? -1);
    this.price[ordinal] = Math.min(Math.max(price, 0), MAX_U32);
    this.inventory[ordinal] = inventory;
    this.createdAt[ordinal] = Math.min(Math.max(createdAt, 0), MAX_U32);
    this.tagged[ordinal] = tagged ? 1 : 0;

    // The MPN is found through the part-number index; leaving it out of the words keeps a
    // million unique MPNs out of the dictionary.
    this.text.addProduct(ordinal, name, nameEn, description, mpn, this.packer);
    this.packer.finish(this.nameKeys, ordinal);
    const mpnCode = compactCode(mpn);
    const skuCode = PLAIN_CODE.test(sku) ? sku.toLowerCase() : compactCode(sku);
    this.codes.add(mpnCode, ordinal);
    if (skuCode !== mpnCode) this.codes.add(skuCode, ordinal);
    // The BOM matcher's facts, from the same row (the category's English name helps the kind).
    this.parts.add(ordinal, { sku, mpn, package: packageName, description, category: this.categories[categoryIndex]!.name_en });
  }

  /** Links a product to a filter value (unknown ids and group ids are ignored). */
  addProductValue(productId: number, valueId: number): void {
    const ordinal = productId < this.ordinalOfId.length ? this.ordinalOfId[productId]! : -1;
    const valueIndex = this.valueIndexById.get(valueId);
    if (ordinal < 0 || valueIndex === undefined) return;
    this.valueOrdinals.push(ordinal);
    this.valueIndices.push(valueIndex);
  }

  /** Sorts and inverts everything; `pause` lets a background build give the event loop a turn. */
  async finish(pause: () => Promise<void> = async () => {}): Promise<CatalogData> {
    if (this.filled !== this.size) throw new Error(`expected ${this.size} products, got ${this.filled}`);
    // Each step below is at most a few hundred milliseconds at 1M products; `pause` runs between
    // them so a background rebuild never holds the event loop for long.
    const inStock = createBitset(this.size);
    for (let ordinal = 0; ordinal < this.size; ordinal++) if (this.inventory[ordinal]! > 0) setBit(inStock, ordinal);
    const productValues = groupPairs(this.valueOrdinals.array, this.valueIndices.array, this.valueOrdinals.length, this.size);
    await pause();
    const valuePostings = invertLists(productValues, this.values.length);
    const supplierPostings = this.supplierPostings();
    await pause();
    const text = await this.text.finish(this.size, this.suppliers.length, this.categories.length, pause);
    await pause();
    const codes = await this.codes.finish(pause);
    await pause();
    const sortKeys: SortKeys = { price: this.price, inventory: this.inventory, createdAt: this.createdAt, tagged: this.tagged, nameKeys: this.nameKeys };
    const orders = await sortOrdersOf(this.productIds, sortKeys, pause);
    // Stock and the basic flag are the snapshot's own columns, so the patches reach matching too.
    const parts = this.parts.finish({ ids: this.productIds, slotOfId: this.ordinalOfId, inventory: this.inventory, basic: this.tagged });
    await pause();
    return {
      version: this.header.version,
      size: this.size,
      productIds: this.productIds,
      ordinalOfId: this.ordinalOfId,
      supplierOf: this.supplierOf,
      inStock,
      productValues,
      valuePostings,
      supplierPostings,
      orders,
      sortKeys,
      categories: this.categories,
      categoryIndexById: this.categoryIndexById,
      subtreeStart: this.subtreeStart,
      subtreeEnd: this.subtreeEnd,
      directEnd: this.directEnd,
      suppliers: this.suppliers,
      supplierIndexById: this.supplierIndexById,
      supplierIndexBySlug: new Map(this.suppliers.map((supplier, index) => [supplier.slug, index])),
      groups: this.groups,
      groupValues: this.groupValues,
      values: this.values,
      valueIndexById: this.valueIndexById,
      groupOfValue: this.groupOfValue,
      text,
      codes,
      parts,
    };
  }

  private supplierPostings(): CompressedLists {
    const starts = new Uint32Array(this.suppliers.length + 1);
    for (let ordinal = 0; ordinal < this.size; ordinal++) {
      const supplier = this.supplierOf[ordinal]!;
      if (supplier >= 0) starts[supplier + 1]!++;
    }
    for (let s = 0; s < this.suppliers.length; s++) starts[s + 1]! += starts[s]!;
    const fill = starts.slice(0, this.suppliers.length);
    const items = new Uint32Array(starts[this.suppliers.length]!);
    for (let ordinal = 0; ordinal < this.size; ordinal++) {
      const supplier = this.supplierOf[ordinal]!;
      if (supplier >= 0) items[fill[supplier]!++] = ordinal;
    }
    return { starts, items };
  }
}

/**
 * Every sort order of a snapshot from its sort keys (also used by `patchProducts` for a batch too
 * big to move product by product). "Popular" (the default order): in stock first, then
 * basic/preferred parts (tagged: the ones assembly services stock and engineers reuse), then
 * deeper stock, then newer ids. The other orders break ties by popularity, so equal prices still
 * show the likeliest part first.
 */
export async function sortOrdersOf(productIds: Uint32Array, keys: SortKeys, pause: () => Promise<void> = async () => {}): Promise<Record<SortKey, SortOrder>> {
  const n = productIds.length;
  const { price, inventory, createdAt, tagged, nameKeys } = keys;
  const key = new Uint32Array(n);
  const keyed = (base: Uint32Array, fill: (ordinal: number) => number) => {
    for (let ordinal = 0; ordinal < n; ordinal++) key[ordinal] = fill(ordinal);
    return radixSortBy(base, key);
  };
  let popular: Uint32Array = new Uint32Array(n);
  for (let i = 0; i < n; i++) popular[i] = i;
  popular = keyed(popular, (o) => MAX_U32 - productIds[o]!);
  popular = keyed(popular, (o) => MAX_U32 - Math.max(0, inventory[o]!));
  popular = keyed(popular, (o) => 1 - tagged[o]!);
  popular = keyed(popular, (o) => (inventory[o]! > 0 ? 0 : 1));
  await pause();
  const sorted = async (fill: (ordinal: number) => number) => {
    const perm = keyed(popular, fill);
    await pause();
    return perm;
  };
  const perms: Record<SortKey, Uint32Array> = {
    popular,
    price_asc: await sorted((o) => price[o]!),
    price_desc: await sorted((o) => MAX_U32 - price[o]!),
    newest: await sorted((o) => MAX_U32 - createdAt[o]!),
    stock_desc: await sorted((o) => MAX_U32 - Math.max(0, inventory[o]!)),
    // By the first 18 characters of the folded name (ties stay in popular order).
    name_asc: radixSortByKeys(popular, nameKeys),
  };
  await pause();
  const orders = {} as Record<SortKey, SortOrder>;
  for (const [sort, perm] of Object.entries(perms) as [SortKey, Uint32Array][]) {
    orders[sort] = { perm, rank: ranksOf(perm) };
    await pause();
  }
  return orders;
}
