import type { CartMethod, CheckoutChoices, MethodContext } from '#shared/checkout/methods.ts';
import { normalizeChoices } from '#shared/checkout/methods.ts';

/**
 * What the checkout form keeps in the browser between visits (spec §3 "Local cart state also
 * holds company_name, content, timePickup, datePickup, bonus toggle, delivery company"), plus the
 * last choices, so a reload or an offline visit shows what the user picked. Stored in Dexie `kv`
 * per user; the server's cart method is the fallback for a browser that has none.
 */
export interface CheckoutDraft {
  choices: CheckoutChoices | null;
  transportId: number | null;
  content: string;
  company: { company: string; taxcode: string; company_address: string };
  pickupContact: { name: string; phone: string };
}

export const EMPTY_DRAFT: CheckoutDraft = {
  choices: null,
  transportId: null,
  content: '',
  company: { company: '', taxcode: '', company_address: '' },
  pickupContact: { name: '', phone: '' },
};

/** The kv key of a user's draft. */
export function draftKey(userId: number): string {
  return `checkout-draft:${userId}`;
}

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function zeroOne(value: unknown): 0 | 1 {
  return value === 1 ? 1 : 0;
}

function dateOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

function restoreChoices(value: unknown): CheckoutChoices | null {
  if (!isRecord(value)) return null;
  const payment = integer(value.payment_method);
  const delivery = integer(value.delivery_method);
  const inShop = integer(value.payment_in_shop);
  if (payment === null || delivery === null || inShop === null) return null;
  return {
    payment_method: payment,
    delivery_method: delivery,
    payment_in_shop: inShop,
    delivery_cost: zeroOne(value.delivery_cost),
    vat: zeroOne(value.vat),
    use_bonus: value.use_bonus === true,
    pickup_date: dateOrNull(value.pickup_date),
    pickup_time: typeof value.pickup_time === 'string' && value.pickup_time.length <= 16 ? value.pickup_time : null,
  };
}

/**
 * A stored draft read back defensively (an older version of the app, or another tab, may have
 * written something else): unknown or malformed parts fall back to the empty draft's.
 */
export function restoreDraft(stored: unknown): CheckoutDraft {
  if (!isRecord(stored)) return EMPTY_DRAFT;
  const company = isRecord(stored.company) ? stored.company : {};
  const contact = isRecord(stored.pickupContact) ? stored.pickupContact : {};
  return {
    choices: restoreChoices(stored.choices),
    transportId: integer(stored.transportId),
    content: text(stored.content, 3000),
    company: { company: text(company.company, 255), taxcode: text(company.taxcode, 14), company_address: text(company.company_address, 500) },
    pickupContact: { name: text(contact.name, 120), phone: text(contact.phone, 20) },
  };
}

/**
 * The choices the form starts from: the browser's last choices when it has them (its method
 * changes reach the server through the outbox, possibly later), else the server's cart method,
 * always made consistent with today's context (spec §4 forced values and resets).
 */
export function initialChoices(cartMethod: CartMethod, draft: CheckoutDraft, context: MethodContext): CheckoutChoices {
  const base: CheckoutChoices = draft.choices ?? { ...cartMethod, use_bonus: false, pickup_date: null, pickup_time: null };
  return normalizeChoices(base, context);
}

/**
 * The company form's starting values: what the user typed before, else the profile's company
 * data (spec §3 Profile company, taxcode, company_address).
 */
export function initialCompany(
  draft: CheckoutDraft,
  profile: { company: string; taxcode: string; company_address: string },
): CheckoutDraft['company'] {
  const typed = draft.company;
  const anyTyped = typed.company !== '' || typed.taxcode !== '' || typed.company_address !== '';
  return anyTyped ? typed : { company: profile.company, taxcode: profile.taxcode, company_address: profile.company_address };
}
