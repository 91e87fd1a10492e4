/**
 * The staff product form's rules (/admin/products), run by the page before sending and by the
 * server before writing: the same message keys (shared/http/field-keys.ts and the domain keys
 * below) appear beside the same inputs either way.
 */

/** Longest texts, as the `products` columns hold them. */
export const PRODUCT_LIMITS = {
  name: 255,
  name_en: 255,
  sku: 64,
  mpn: 128,
  package: 128,
  unit: 32,
  datasheet_url: 500,
  description: 20_000,
} as const;

/** The most volume prices one product lists (the demo's parts have up to 8). */
export const MAX_PRICE_BREAKS = 12;
/** The largest stock or quantity a staff form takes (PostgreSQL integer, and far past any reel). */
export const MAX_QUANTITY = 100_000_000;
/** The largest VND unit price a staff form takes (100 million đ). */
export const MAX_UNIT_PRICE_VND = 100_000_000;

export interface PriceBreakInput {
  quantity: number;
  price: number;
}

/** The product form as both sides see it (JSON body of POST/PUT /v1/admin/products). */
export interface ProductFormFields {
  name: string;
  name_en: string;
  mpn: string;
  sku: string;
  supplier_id: number | null;
  category_id: number | null;
  package: string;
  description: string;
  unit: string;
  multiples: number;
  step: number;
  datasheet_url: string;
  property_ids: number[];
  prices: PriceBreakInput[];
  inventory: number;
  visible: boolean;
  preferred: boolean;
}

export type ProductFieldName = keyof ProductFormFields;
export type ProductFieldErrors = Partial<Record<ProductFieldName, string>>;

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/+#]*$/;

function isWhole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function textError(value: string, max: number, required: boolean): string | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return 'field_required';
  if (trimmed.length > max) return 'field_too_long';
  return undefined;
}

/** A datasheet link must be an absolute http(s) URL (it is shown as a link on the product page). */
export function isDatasheetUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The message key of the price-break list, or undefined when it is good: at least one break
 * (`price_breaks_required`), whole quantities from 1 and prices from 1 đ, each quantity once
 * (`price_break_quantity_repeated`), and a larger quantity never costing more per unit
 * (`price_break_not_descending`: a volume price is a discount, spec §3 Cart item prices).
 */
export function priceBreaksError(prices: readonly PriceBreakInput[]): string | undefined {
  if (prices.length === 0) return 'price_breaks_required';
  if (prices.length > MAX_PRICE_BREAKS) return 'field_too_many';
  for (const row of prices) {
    if (!isWhole(row.quantity, 1, MAX_QUANTITY) || !isWhole(row.price, 1, MAX_UNIT_PRICE_VND)) return 'field_invalid';
  }
  const sorted = sortPriceBreaks(prices);
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i]!.quantity === sorted[i - 1]!.quantity) return 'price_break_quantity_repeated';
    if (sorted[i]!.price > sorted[i - 1]!.price) return 'price_break_not_descending';
  }
  return undefined;
}

/** The breaks by quantity, smallest first (the first one's price is the product's list price). */
export function sortPriceBreaks<T extends PriceBreakInput>(prices: readonly T[]): T[] {
  return [...prices].sort((a, b) => a.quantity - b.quantity);
}

/**
 * Every field's message key, or an empty object when the form can be saved. The minimum order
 * (`multiples`) and the step follow shared/catalog/quantity.ts: both whole numbers from 1.
 */
export function productFieldErrors(fields: ProductFormFields): ProductFieldErrors {
  const errors: ProductFieldErrors = {};
  const set = (name: ProductFieldName, key: string | undefined) => {
    if (key) errors[name] = key;
  };
  set('name', textError(fields.name, PRODUCT_LIMITS.name, true));
  set('name_en', textError(fields.name_en, PRODUCT_LIMITS.name_en, false));
  set('mpn', textError(fields.mpn, PRODUCT_LIMITS.mpn, true));
  const sku = fields.sku.trim();
  set('sku', textError(fields.sku, PRODUCT_LIMITS.sku, true) ?? (SKU_PATTERN.test(sku) ? undefined : 'field_invalid'));
  set('package', textError(fields.package, PRODUCT_LIMITS.package, false));
  set('unit', textError(fields.unit, PRODUCT_LIMITS.unit, true));
  set('description', textError(fields.description, PRODUCT_LIMITS.description, false));
  if (fields.category_id === null) errors.category_id = 'field_required';
  set('multiples', isWhole(fields.multiples, 1, MAX_QUANTITY) ? undefined : 'field_invalid');
  set('step', isWhole(fields.step, 1, MAX_QUANTITY) ? undefined : 'field_invalid');
  set('inventory', isWhole(fields.inventory, 0, MAX_QUANTITY) ? undefined : 'field_invalid');
  const datasheet = fields.datasheet_url.trim();
  set('datasheet_url', datasheet === '' ? undefined : (textError(datasheet, PRODUCT_LIMITS.datasheet_url, false) ?? (isDatasheetUrl(datasheet) ? undefined : 'datasheet_url_invalid')));
  set('prices', priceBreaksError(fields.prices));
  return errors;
}

/** An empty form for a new product (unit 'Cái', spec §3 Product: the default unit text). */
export function emptyProductForm(): ProductFormFields {
  return {
    name: '',
    name_en: '',
    mpn: '',
    sku: '',
    supplier_id: null,
    category_id: null,
    package: '',
    description: '',
    unit: 'Cái',
    multiples: 1,
    step: 1,
    datasheet_url: '',
    property_ids: [],
    prices: [{ quantity: 1, price: 0 }],
    inventory: 0,
    visible: true,
    preferred: false,
  };
}

/**
 * The tag a preferred (basic) part carries (the demo seed's JLCPCB basic parts: cheap, always
 * stocked); the storefront shows it as a badge and the list filter "preferred" reads it.
 */
export const PREFERRED_PART_TAG = 'Cơ bản';
