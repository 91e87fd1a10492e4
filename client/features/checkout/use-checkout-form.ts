import { useEffect, useState } from 'react';
import type { CheckoutContextResponse } from '#shared/checkout/schemas.ts';
import { checkoutFlow, type CheckoutFlow } from '#shared/checkout/flow.ts';
import { applyMethodChange, setPickup, setUseBonus, type CheckoutChoices, type MethodName } from '#shared/checkout/methods.ts';
import { resolveCheckout, type ResolvedCheckout } from '#shared/checkout/resolve-checkout.ts';
import type { Currency } from '#shared/money/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { enqueueWrite } from '../../local/app-outbox.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { displayCurrency } from '../../money/price-formatter.ts';
import { draftKey, type CheckoutDraft } from './checkout-draft.ts';
import type { CheckoutLine } from './checkout-lines.ts';
import { cartMethodMutation } from './checkout-mutations.ts';

/** What the user holds on the form: the choices as last set, and the text fields. */
export interface CheckoutFields {
  choices: CheckoutChoices;
  transportId: number | null;
  content: string;
  company: CheckoutDraft['company'];
  contact: CheckoutDraft['pickupContact'];
}

export interface CheckoutFormInput {
  userId: number;
  locale: Locale;
  context: CheckoutContextResponse;
  lines: readonly CheckoutLine[];
  selectedIds: readonly number[];
  draft: CheckoutDraft;
  initial: { choices: CheckoutChoices; company: CheckoutDraft['company'] };
}

export interface CheckoutFormState extends ResolvedCheckout {
  flow: CheckoutFlow;
  currency: Currency;
  fields: CheckoutFields;
  /** The clock the pickup rules read. */
  now: Date;
  /** Whether the validation message shows (after a submit). */
  showErrors: boolean;
  revealErrors: () => void;
  /** A method choice (spec §4 resets), sent to the server's cart method when it took. */
  changeMethod: (method: MethodName, value: number) => void;
  chooseTransport: (transportId: number) => void;
  choosePickup: (pickup: { date: string; time: string } | null) => void;
  toggleBonus: (on: boolean) => void;
  setContent: (content: string) => void;
  setCompany: (company: CheckoutFields['company']) => void;
  setContact: (contact: CheckoutFields['contact']) => void;
}

/** The clock the pickup rules read, refreshed every minute so 'today' closes at 18h on an open page. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The draft follows every change of its values, so a reload or an offline visit shows the same
 * form. The choices are derived on every render (they also move when the selection's goods
 * change), so they are compared field by field rather than as one object.
 */
function useDraftAutosave(userId: number, choices: CheckoutChoices, fields: CheckoutFields): void {
  const { payment_method, delivery_method, payment_in_shop, delivery_cost, vat, use_bonus, pickup_date, pickup_time } = choices;
  const { transportId, content, company, contact } = fields;
  useEffect(() => {
    const value: CheckoutDraft = {
      choices: { payment_method, delivery_method, payment_in_shop, delivery_cost, vat, use_bonus, pickup_date, pickup_time },
      transportId,
      content,
      company,
      pickupContact: contact,
    };
    void loadLocalDb().then((db) => db.kv.put({ key: draftKey(userId), value }));
  }, [userId, payment_method, delivery_method, payment_in_shop, delivery_cost, vat, use_bonus, pickup_date, pickup_time, transportId, content, company, contact]);
}

/**
 * The checkout form's state in one place (spec §2 /checkout): the user's fields, and everything
 * the rules derive from them through `resolveCheckout` (shared/checkout), the same function
 * POST /v1/orders runs on its own rows.
 */
export function useCheckoutForm({ userId, locale, context, lines, selectedIds, draft, initial }: CheckoutFormInput): CheckoutFormState {
  const { profile, fees } = context;
  const now = useMinuteClock();
  const [fields, setFields] = useState<CheckoutFields>(() => ({
    choices: initial.choices,
    transportId: draft.transportId,
    content: draft.content,
    company: initial.company,
    contact: { name: draft.pickupContact.name || profile.fullname, phone: draft.pickupContact.phone || profile.phone },
  }));
  const [showErrors, setShowErrors] = useState(false);

  const flow = checkoutFlow({ countryIso: profile.country_iso, buyonshop: profile.buyonshop });
  const currency = displayCurrency(locale, context.exchange_rate);
  const resolved = resolveCheckout({
    flow,
    language: locale,
    currency,
    exchangeRate: context.exchange_rate,
    lines: lines.map((line) => line.priced),
    selectedIds,
    choices: fields.choices,
    transportId: fields.transportId,
    fees,
    company: fields.company,
    pickupContact: fields.contact,
    openingHours: context.opening_hours,
    now,
  });
  const { choices, context: ruleContext } = resolved;
  useDraftAutosave(userId, choices, fields);

  const setChoices = (next: CheckoutChoices) => setFields((current) => ({ ...current, choices: next }));
  return {
    ...resolved,
    flow,
    currency,
    fields,
    now,
    showErrors,
    revealErrors: () => setShowErrors(true),
    changeMethod: (method, value) => {
      const next = applyMethodChange(choices, { method, value }, ruleContext);
      setChoices(next);
      if (next[method] === value) void enqueueWrite(cartMethodMutation, { method, value });
    },
    // A delivery company is not a spec §4 method, but its fee changes the total the bonus pays.
    chooseTransport: (transportId) => setFields((current) => ({ ...current, transportId, choices: { ...choices, use_bonus: false } })),
    choosePickup: (pickup) => setChoices(setPickup(choices, pickup, ruleContext)),
    toggleBonus: (on) => setChoices(setUseBonus(choices, on, ruleContext)),
    setContent: (content) => setFields((current) => ({ ...current, content })),
    setCompany: (company) => setFields((current) => ({ ...current, company })),
    setContact: (contact) => setFields((current) => ({ ...current, contact })),
  };
}
