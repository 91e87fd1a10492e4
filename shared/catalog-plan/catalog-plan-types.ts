/** LCSC/JLCPCB library class: `base` = basic part, `expand` = extended part. */
export type RawLibrary = 'base' | 'expand';

/** One `[fromQuantity, unitPriceUsd]` row of a supplier price table. */
export type RawPriceBreak = [fromQuantity: number, unitPriceUsd: number];

/** One `{name, value}` parametric attribute as the supplier lists it. */
export interface RawAttribute {
  name: string;
  value: string;
}

/** One part exactly as stored in `server/seed/data/electronic-parts.json`. */
export interface RawPart {
  lcsc: string;
  mpn: string;
  manufacturer: string;
  group: string;
  category: string;
  package: string;
  description: string;
  library: RawLibrary;
  preferred: boolean;
  stock: number;
  minOrder: number;
  reel: number;
  priceBreaksUsd: RawPriceBreak[];
  datasheetUrl: string;
  attributes: RawAttribute[];
}

/** How supplier USD prices become shop VND prices. */
export interface CatalogPlanOptions {
  /** VND per USD. */
  exchangeRate: number;
  /** Added on top of the supplier price, e.g. 20 for +20 %. */
  marginPercent: number;
}

export type CategoryLevel = 1 | 2 | 3;

/** A node of the three-level category tree. */
export interface PlanCategory {
  /** Stable, unique, ASCII; derived from the English names, e.g. `resistors/chip-resistor-surface-mount/0603`. */
  key: string;
  parentKey: string | null;
  level: CategoryLevel;
  /** Unique across all categories; derived from the Vietnamese name. */
  slug: string;
  /** Vietnamese name. */
  name: string;
  /** English name (the supplier's original for levels 1 and 2). */
  nameEn: string;
  /** 0-based order among siblings. */
  position: number;
  /** The most common package of the parts below this node, for drawing a tile. */
  samplePackage: string;
}

/** A manufacturer (brand). */
export interface PlanSupplier {
  key: string;
  name: string;
  slug: string;
}

/** A filter group (`parentKey` null) or one of its values. */
export interface PlanProperty {
  key: string;
  parentKey: string | null;
  /** Vietnamese name for groups; values are usually language-neutral (`10kΩ`). */
  name: string;
  nameEn: string;
  /** 0-based order among siblings. */
  position: number;
}

/** Unit price in VND from `quantity` pieces up. */
export interface PlanPriceBreak {
  quantity: number;
  price: number;
}

/** `basic` = LCSC "base" library part, `extended` = "expand". */
export type LibraryType = 'basic' | 'extended';

/** A sellable product, one per raw part. */
export interface PlanProduct {
  /** The LCSC code, e.g. `C1002`. */
  sku: string;
  slug: string;
  name: string;
  mpn: string;
  manufacturerKey: string;
  /** The deepest category the product belongs to (always a leaf). */
  categoryKey: string;
  package: string;
  /** The supplier's original description. */
  description: string;
  datasheetUrl: string | null;
  inventory: number;
  /** Minimum order quantity (the supplier's minimum order, at least 1; spec §3 `multiples`). */
  multiples: number;
  /** What the quantity moves by above the minimum: 1, the supplier sells cut tape by the piece. */
  step: number;
  /** VND unit price of the first price break. */
  price: number;
  priceBreaks: PlanPriceBreak[];
  /** Keys of property values (never groups), in property order. */
  propertyKeys: string[];
  productTagName: string | null;
  libraryType: LibraryType;
  /** A full reel, offered as a one-click quantity (never the step); null when unknown. */
  reel: number | null;
  /** The supplier's USD price table as given: the cost staff re-price from. */
  costUsd: RawPriceBreak[];
}

/** Everything the seed writes, in insert-safe order (parents before children). */
export interface CatalogPlan {
  categories: PlanCategory[];
  suppliers: PlanSupplier[];
  properties: PlanProperty[];
  products: PlanProduct[];
}
