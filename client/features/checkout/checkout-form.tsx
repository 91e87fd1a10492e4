import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CartItem } from '#shared/cart-api/schemas.ts';
import type { CheckoutContextResponse } from '#shared/checkout-api/schemas.ts';
import { checkoutFlow } from '#shared/checkout/flow.ts';
import {
  applyMethodChange,
  availableMethods,
  deliveryCostOffered,
  normalizeChoices,
  setPickup,
  setUseBonus,
  usesPickup,
  type CheckoutChoices,
  type MethodName,
} from '#shared/checkout/methods.ts';
import { bonusOffered, checkoutTotals, methodContext, vatAvailability } from '#shared/checkout/totals.ts';
import { validateOrder, type OrderField } from '#shared/checkout/validation.ts';
import { unitLabel } from '../../i18n/unit-label.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { enqueueWrite } from '../../local/app-outbox.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { displayCurrency, priceFormatter } from '../../money/price-formatter.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';
import { Thumb } from '../../ui/thumb.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import formStyles from '../../ui/form/form.module.css';
import { fetchServerCart } from './checkout-api.ts';
import { draftKey, type CheckoutDraft } from './checkout-draft.ts';
import { linePricesOf, type CheckoutLine } from './checkout-lines.ts';
import { DELIVERY_METHOD_LABELS, ORDER_FAILED, PAYMENT_METHOD_LABELS, PICKUP_PAYMENT_LABELS, TAX_REQUIRED, orderErrorText, orderMessageText } from './checkout-messages.ts';
import { cartMethodMutation } from './checkout-mutations.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { orderConflicts, type OrderConflictLine } from './order-conflicts.ts';
import { ConflictList, PlacingOverlay, WaitingOrder } from './order-progress.tsx';
import { OrderSummary } from './order-summary.tsx';
import type { PlaceOrderPayload } from './place-order-payload.ts';
import { PickupPicker } from './pickup-picker.tsx';
import type { OrderSubmission } from './use-order-submission.ts';
import styles from './checkout.module.css';

interface CheckoutFormProps {
  userId: number;
  context: CheckoutContextResponse;
  lines: readonly CheckoutLine[];
  selectedIds: readonly number[];
  draft: CheckoutDraft;
  initial: { choices: CheckoutChoices; company: CheckoutDraft['company'] };
  submission: OrderSubmission;
  onServerCart: (items: CartItem[]) => void;
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

const CONFLICT_CODES = new Set(['price_changed', 'out_of_stock']);

/**
 * Step 2 of the order (spec §2 /checkout; issue 5 "three flows, exact rules"). Every rule is a
 * shared/checkout function: the flow, the methods offered and their resets, pickup slots, VAT and
 * bonus availability, the totals and the §5 validation. This component only holds the user's
 * choices and text, shows them, and hands the order to the outbox.
 */
export function CheckoutForm({ userId, context, lines, selectedIds, draft, initial, submission, onServerCart }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const online = useOnlineStatus();
  const now = useMinuteClock();
  const { profile, fees } = context;

  const flow = checkoutFlow({ countryIso: profile.country_iso, buyonshop: profile.buyonshop });
  const currency = displayCurrency(locale, context.exchange_rate);
  const format = useMemo(() => priceFormatter(locale, context.exchange_rate), [locale, context.exchange_rate]);

  const [rawChoices, setRawChoices] = useState<CheckoutChoices>(initial.choices);
  const [transportId, setTransportId] = useState<number | null>(draft.transportId);
  const [content, setContent] = useState(draft.content);
  const [company, setCompany] = useState(initial.company);
  const [contact, setContact] = useState(() => ({
    name: draft.pickupContact.name || profile.fullname,
    phone: draft.pickupContact.phone || profile.phone,
  }));
  const [showErrors, setShowErrors] = useState(false);
  const [conflicts, setConflicts] = useState<OrderConflictLine[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const pricedLines = useMemo(() => lines.map((line) => line.priced), [lines]);
  // The goods of the selection decide whether VAT may be ticked, which the method rules need.
  const preliminary = checkoutTotals({ flow, currency, lines: pricedLines, selectedIds, choices: { ...rawChoices, vat: 0, use_bonus: false }, transportId, fees });
  const ruleContext = methodContext(flow, locale, fees, preliminary.goods);
  const choices = normalizeChoices(rawChoices, ruleContext);
  const totals = checkoutTotals({ flow, currency, lines: pricedLines, selectedIds, choices, transportId, fees });
  const offered = availableMethods(ruleContext);
  const collected = usesPickup(choices, flow);
  const vat = vatAvailability(profile.is_tax, totals.goods);
  const orderLines = lines.filter((line) => totals.selectedIds.includes(line.priced.id));

  // The draft follows every change, so a reload or an offline visit shows the same form.
  useEffect(() => {
    const value: CheckoutDraft = { choices, transportId, content, company, pickupContact: contact };
    void loadLocalDb().then((db) => db.kv.put({ key: draftKey(userId), value }));
    // `choices` is derived each render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, JSON.stringify(choices), transportId, content, company, contact]);

  const validation = validateOrder({
    flow,
    currency,
    exchangeRate: context.exchange_rate,
    cartCount: lines.length,
    totals,
    choices,
    transportId,
    deliveryCompanyIds: fees.delivery_companies.map((deliveryCompany) => deliveryCompany.id),
    company,
    pickupContact: contact,
  });
  const shownError = showErrors ? validation : null;
  const errorFor = (field: OrderField) => (shownError?.field === field ? orderMessageText(i18n, shownError.key) : null);
  const addressMissing = flow !== 'pickup' && context.address === null;

  // A refused order (a placed one is followed by the loader, which outlives the emptied cart).
  const outcome = submission.outcome;
  const acknowledge = submission.acknowledge;
  useEffect(() => {
    if (outcome?.kind !== 'failed') return;
    acknowledge(outcome.entryId);
    setFailure(orderErrorText(i18n, outcome.code));
    if (outcome.code !== null && CONFLICT_CODES.has(outcome.code)) {
      void fetchServerCart().then((items) => {
        if (!items) return;
        onServerCart(items);
        setConflicts(orderConflicts({ linePrices: outcome.payload.linePrices, lines: outcome.payload.summary.lines }, items));
      });
    }
    queueMicrotask(() => alertRef.current?.focus());
  }, [outcome, acknowledge, i18n, onServerCart]);

  function changeMethod(method: MethodName, value: number) {
    const next = applyMethodChange(choices, { method, value }, ruleContext);
    setRawChoices(next);
    if (next[method] === value) void enqueueWrite(cartMethodMutation, { method, value });
  }

  function focusField(field: OrderField | null) {
    queueMicrotask(() => {
      const target = field ? (document.getElementById(`checkout-field-${field}`) ?? document.querySelector<HTMLElement>(`[name="${field}"]`)) : alertRef.current;
      target?.focus();
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setConflicts([]);
    if (validation || addressMissing) {
      setShowErrors(true);
      focusField(validation?.field ?? null);
      return;
    }
    const payload: PlaceOrderPayload = {
      flow,
      language: locale,
      choices,
      addressId: context.address?.id ?? null,
      transportId: flow === 'abroad' ? transportId : null,
      content,
      pickupContact: contact,
      company,
      selectedIds: totals.selectedIds,
      linePrices: linePricesOf(lines, totals.selectedIds),
      expectedTotal: totals.total,
      summary: {
        lines: orderLines.map((line) => ({ productId: line.priced.id, name: line.name, quantity: line.priced.quantity })),
        currency,
        exchangeRate: context.exchange_rate,
      },
    };
    try {
      await submission.submit(payload);
    } catch {
      setFailure(i18n._(ORDER_FAILED));
    }
  }

  const watched = submission.watched;
  const placing = watched !== null && online && watched.attempts === 0;
  const waiting = watched !== null && !placing;
  const nonFieldError = shownError && shownError.field === null ? orderMessageText(i18n, shownError.key) : null;
  const methodOption = (labels: typeof PAYMENT_METHOD_LABELS) => (code: number) => ({ value: code, label: labels[code] ? i18n._(labels[code]) : String(code) });

  return (
    <form className={styles.layout} onSubmit={(event) => void onSubmit(event)} noValidate>
      {placing && <PlacingOverlay />}
      <div className={styles.main}>
        {waiting && <WaitingOrder entry={watched} />}

        {flow === 'pickup' ? (
          <section className={styles.panel} aria-labelledby="checkout-contact">
            <h2 id="checkout-contact" className={styles.panelTitle}>
              <Trans>Người nhận hàng tại cửa hàng</Trans>
            </h2>
            <div className={styles.twoColumns}>
              <TextField
                name="name"
                label={t`Họ tên`}
                autoComplete="name"
                value={contact.name}
                maxLength={120}
                onChange={(event) => setContact({ ...contact, name: event.target.value })}
                error={errorFor('name')}
              />
              <TextField
                name="phone"
                label={t`Số điện thoại`}
                type="tel"
                autoComplete="tel"
                value={contact.phone}
                maxLength={20}
                onChange={(event) => setContact({ ...contact, phone: event.target.value })}
                error={errorFor('phone')}
              />
            </div>
          </section>
        ) : (
          <section className={styles.panel} aria-labelledby="checkout-address">
            <div className={styles.panelHeader}>
              <h2 id="checkout-address" className={styles.panelTitle}>
                <Trans>Địa chỉ giao hàng</Trans>
              </h2>
              {context.address && (
                <Link to="/user/delivery-addresses" search={{ return: '/checkout' }} className={styles.textLink}>
                  <Trans>Thay đổi</Trans>
                </Link>
              )}
            </div>
            {context.address ? (
              <address className={styles.address}>
                <strong>{context.address.name}</strong> · {context.address.phone}
                <br />
                {context.address.text}
              </address>
            ) : (
              <p className={showErrors ? styles.fieldError : styles.muted}>
                <Trans>Bạn chưa có địa chỉ giao hàng.</Trans>{' '}
                <Link to="/user/profiles/edit" className={styles.textLink}>
                  <Trans>Thêm địa chỉ</Trans>
                </Link>
              </p>
            )}
          </section>
        )}

        <section className={styles.panel} aria-labelledby="checkout-methods">
          <h2 id="checkout-methods" className={styles.panelTitle}>
            <Trans>Giao hàng và thanh toán</Trans>
          </h2>
          {flow === 'vietnam' && (
            <ChoiceGroup
              name="delivery_method"
              legend={<Trans>Phương thức giao hàng</Trans>}
              options={offered.deliveryMethods.map(methodOption(DELIVERY_METHOD_LABELS))}
              value={choices.delivery_method}
              onChange={(value) => changeMethod('delivery_method', Number(value))}
              error={errorFor('delivery_method')}
            />
          )}
          {flow === 'abroad' && (
            <ChoiceGroup
              name="transport_id"
              legend={<Trans>Hãng vận chuyển quốc tế</Trans>}
              options={fees.delivery_companies.map((deliveryCompany) => ({
                value: deliveryCompany.id,
                label: deliveryCompany.name,
                detail: t`${format(deliveryCompany.payment)} · ${deliveryCompany.delivery_time} ngày`,
              }))}
              value={transportId}
              onChange={(value) => {
                setTransportId(Number(value));
                setRawChoices({ ...choices, use_bonus: false });
              }}
              error={errorFor('transport_id')}
            />
          )}
          {collected && <PickupPicker date={choices.pickup_date} time={choices.pickup_time} now={now} onChange={(pickup) => setRawChoices(setPickup(choices, pickup, ruleContext))} />}
          {collected ? (
            <ChoiceGroup
              name="payment_in_shop"
              legend={<Trans>Thanh toán khi nhận tại cửa hàng</Trans>}
              options={offered.pickupPayments.map(methodOption(PICKUP_PAYMENT_LABELS))}
              value={choices.payment_in_shop}
              onChange={(value) => changeMethod('payment_in_shop', Number(value))}
            />
          ) : (
            <ChoiceGroup
              name="payment_method"
              legend={<Trans>Phương thức thanh toán</Trans>}
              options={offered.paymentMethods.map(methodOption(PAYMENT_METHOD_LABELS))}
              value={choices.payment_method}
              onChange={(value) => changeMethod('payment_method', Number(value))}
              error={errorFor('payment_method')}
            />
          )}
          {deliveryCostOffered(choices, flow) && (
            <label className={styles.checkRow}>
              <input type="checkbox" checked={choices.delivery_cost === 1} onChange={(event) => changeMethod('delivery_cost', event.target.checked ? 1 : 0)} />
              <span>
                <Trans>Phí giao hàng thanh toán khi nhận hàng</Trans>
              </span>
            </label>
          )}
        </section>

        {(vat.shown || bonusOffered(fees.bonus)) && (
          <section className={styles.panel} aria-labelledby="checkout-extras">
            <h2 id="checkout-extras" className={styles.panelTitle}>
              <Trans>Hóa đơn và ưu đãi</Trans>
            </h2>
            {vat.shown && (
              <div>
                <label className={styles.checkRow}>
                  <input
                    type="checkbox"
                    checked={choices.vat === 1}
                    disabled={!vat.enabled}
                    aria-describedby={vat.hint ? 'checkout-vat-hint' : undefined}
                    onChange={(event) => changeMethod('vat', event.target.checked ? 1 : 0)}
                  />
                  <span>
                    <Trans>Xuất hóa đơn VAT</Trans>
                  </span>
                </label>
                {vat.hint && (
                  <p id="checkout-vat-hint" className={styles.hint}>
                    {i18n._(TAX_REQUIRED)}
                  </p>
                )}
              </div>
            )}
            {choices.vat === 1 && (
              <div className={styles.companyForm}>
                <TextField name="company" label={t`Tên công ty`} value={company.company} maxLength={255} onChange={(event) => setCompany({ ...company, company: event.target.value })} error={errorFor('company')} />
                <TextField name="taxcode" label={t`Mã số thuế`} value={company.taxcode} maxLength={14} inputMode="numeric" onChange={(event) => setCompany({ ...company, taxcode: event.target.value })} error={errorFor('taxcode')} />
                <TextField
                  name="company_address"
                  label={t`Địa chỉ công ty`}
                  value={company.company_address}
                  maxLength={500}
                  onChange={(event) => setCompany({ ...company, company_address: event.target.value })}
                  error={errorFor('company_address')}
                />
              </div>
            )}
            {bonusOffered(fees.bonus) && (
              <label className={styles.checkRow}>
                <input type="checkbox" checked={choices.use_bonus} onChange={(event) => setRawChoices(setUseBonus(choices, event.target.checked, ruleContext))} />
                <span>
                  <Trans>Dùng điểm thưởng (số dư {format(fees.bonus)})</Trans>
                </span>
              </label>
            )}
          </section>
        )}

        <section className={styles.panel} aria-labelledby="checkout-note">
          <h2 id="checkout-note" className={styles.panelTitle}>
            <label htmlFor="checkout-content">
              <Trans>Ghi chú cho đơn hàng</Trans>
            </label>
          </h2>
          <textarea id="checkout-content" className={styles.note} rows={3} maxLength={3000} value={content} onChange={(event) => setContent(event.target.value)} />
        </section>
      </div>

      <aside className={styles.side} aria-labelledby="checkout-order">
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 id="checkout-order" className={styles.panelTitle}>
              <Trans>Đơn hàng</Trans>
            </h2>
            <Link to="/carts" className={styles.textLink}>
              <Trans>Sửa giỏ hàng</Trans>
            </Link>
          </div>
          <ul id="checkout-field-selected_ids" tabIndex={-1} className={styles.lines} aria-label={t`Sản phẩm đặt mua`}>
            {orderLines.map((line) => (
              <li key={line.priced.id} className={styles.line}>
                <Thumb imageId={line.imageId} size={48} alt="" />
                <div className={styles.lineText}>
                  <span className={styles.lineName}>{line.name}</span>
                  <span className={styles.muted}>
                    {line.priced.quantity} {unitLabel(line.unit, locale)} × {format(line.unitPrice)}
                  </span>
                </div>
                <span className={styles.lineTotal}>{format(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          {errorFor('selected_ids') && <p className={styles.fieldError}>{errorFor('selected_ids')}</p>}
          <OrderSummary totals={totals} format={format} collected={collected} deliveryUnknown={!collected && (flow === 'abroad' ? transportId === null : context.address === null)} />
          {(failure || nonFieldError) && (
            <FormAlert ref={alertRef}>
              <p>{failure ?? nonFieldError}</p>
              {failure && <ConflictList conflicts={conflicts} format={format} />}
              {conflicts.length > 0 && (
                <p className={styles.muted}>
                  <Trans>Giá và số lượng trên trang đã được cập nhật. Vui lòng kiểm tra lại rồi đặt hàng.</Trans>
                </p>
              )}
            </FormAlert>
          )}
          <button type="submit" className={formStyles.submit} disabled={watched !== null} aria-disabled={placing || undefined}>
            {watched !== null ? <Trans>Đơn hàng đang chờ gửi</Trans> : <Trans>Đặt hàng</Trans>}
          </button>
        </div>
      </aside>
    </form>
  );
}
