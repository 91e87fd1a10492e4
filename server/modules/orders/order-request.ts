import type { OrderCreateBody } from '#shared/checkout/schemas.ts';
import type { CheckoutChoices } from '#shared/checkout/methods.ts';
import { AppError } from '../../errors.ts';

/** POST /v1/orders as the server reads it (spec §3 Order form fields and the contract's additions). */
export interface OrderRequest {
  /** Null when the form sent no address: the default address is used. */
  addressId: number | null;
  content: string | null;
  /** The choices the browser showed; normalised against the server's context before use. */
  choices: CheckoutChoices;
  transportId: number | null;
  language: 'vi' | 'en' | null;
  selectedIds: number[];
  company: { company: string; taxcode: string; company_address: string };
  pickupContact: { name: string; phone: string };
  expectedTotal: number;
  linePrices: Map<number, number>;
}

function int(value: string | undefined): number | null {
  return value === undefined ? null : Number(value);
}

function badField(field: string, message: string): AppError {
  return new AppError(400, 'validation_failed', `Invalid ${field}`, { [field]: message });
}

function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badField(field, 'must be JSON');
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

function selectedIdsOf(text: string): number[] {
  const parsed = parseJson(text, 'selected_ids');
  if (!Array.isArray(parsed) || parsed.length > 500) throw badField('selected_ids', 'must be a JSON array of product ids');
  // Forms may send ids as strings.
  const ids = parsed.map((value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));
  if (!ids.every(isId)) throw badField('selected_ids', 'must be a JSON array of product ids');
  return [...new Set(ids)];
}

function linePricesOf(text: string): Map<number, number> {
  const parsed = parseJson(text, 'line_prices');
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badField('line_prices', 'must be a JSON object of product id to unit price');
  const prices = new Map<number, number>();
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    const id = Number(key);
    if (!isId(id) || !Number.isInteger(value) || (value as number) < 0) throw badField('line_prices', 'must be a JSON object of product id to unit price');
    prices.set(id, value as number);
  }
  return prices;
}

/**
 * The order request from the parsed form. The abroad delivery company is `order[transport_id]`;
 * `order[global_delivery_payment]` (2 or 5, spec §3) is the abroad payment method when
 * `order[payment_method]` is absent.
 */
export function orderRequestOf(body: OrderCreateBody): OrderRequest {
  const paymentMethod = int(body['order[payment_method]']) ?? int(body['order[global_delivery_payment]']) ?? 1;
  return {
    addressId: int(body['order[address]']),
    content: body['order[content]']?.trim() || null,
    choices: {
      payment_method: paymentMethod,
      delivery_method: int(body['order[delivery_method]']) ?? 2,
      payment_in_shop: int(body['order[payment_in_shop]']) ?? 2,
      delivery_cost: body['order[delivery_cost]'] === '1' ? 1 : 0,
      vat: body['order[vat]'] === '1' ? 1 : 0,
      use_bonus: body['order[use_bonus]'] === '1',
      pickup_date: body['order[pickup_date]'] ?? null,
      pickup_time: body['order[pickup_time]'] ?? null,
    },
    transportId: int(body['order[transport_id]']),
    language: body['order[language]'] ?? null,
    selectedIds: selectedIdsOf(body.selected_ids),
    company: { company: body.company ?? '', taxcode: body.taxcode ?? '', company_address: body.company_address ?? '' },
    pickupContact: { name: body['order[name]'] ?? '', phone: body['order[phone]'] ?? '' },
    expectedTotal: Number(body.expected_total),
    linePrices: linePricesOf(body.line_prices),
  };
}
