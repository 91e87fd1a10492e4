/**
 * The server's check of a client's prices ("the server recomputes with the same code
 * and rejects a request whose pcb_unit_price or setup_fee disagrees, naming the values";
 * ARCHITECTURE "never trusts a price ... sent by the browser").
 *
 * Sent values arrive from multipart forms, so strings are read as whole numbers; anything that
 * is not exactly the recomputed integer (including "", "12.5" or a missing value) is a mismatch.
 */

/** The prices a quote request carries; setup_fee is absent for assembly and stencil. */
export interface SentPrices {
  pcb_unit_price: unknown;
  setup_fee?: unknown;
}

/** The recomputed prices; `setup_fee` undefined when the flow has none. */
export interface RecomputedPrices {
  pcb_unit_price: number;
  setup_fee?: number | undefined;
}

/** One field whose sent value differs from the recomputed one. */
export interface PriceFieldMismatch {
  /** `shipping_payment` and `cod_payment` come from shared/pcb/quote-charges.ts (delivery and COD fees). */
  field: 'pcb_unit_price' | 'setup_fee' | 'shipping_payment' | 'cod_payment';
  sent: string;
  expected: number;
}

/** A refused quote: the error code, a message naming both values, and the fields. */
export interface PriceMismatch {
  code: 'price_mismatch';
  message: string;
  fields: PriceFieldMismatch[];
}

/** A sent price as an integer, or null when it is not a whole number. */
export function readSentPrice(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/**
 * The mismatch between sent and recomputed prices, or null when they agree.
 *
 * @example priceMismatch({pcb_unit_price: '24000', setup_fee: '150000'}, {pcb_unit_price: 25000, setup_fee: 150000})
 *   // {code: 'price_mismatch', message: 'pcb_unit_price: sent 24000, expected 25000', fields: [...]}
 */
export function priceMismatch(sent: SentPrices, expected: RecomputedPrices): PriceMismatch | null {
  const fields: PriceFieldMismatch[] = [];
  const check = (field: 'pcb_unit_price' | 'setup_fee', value: unknown, want: number) => {
    if (readSentPrice(value) !== want) fields.push({ field, sent: value === undefined ? '' : String(value), expected: want });
  };
  check('pcb_unit_price', sent.pcb_unit_price, expected.pcb_unit_price);
  if (expected.setup_fee !== undefined) check('setup_fee', sent.setup_fee, expected.setup_fee);
  if (fields.length === 0) return null;
  const message = fields.map((f) => `${f.field}: sent ${f.sent === '' ? '(none)' : f.sent}, expected ${f.expected}`).join('; ');
  return { code: 'price_mismatch', message, fields };
}
