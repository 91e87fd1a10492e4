import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, type FormEvent } from 'react';
import type { CartItem } from '#shared/cart/schemas.ts';
import type { CheckoutContextResponse } from '#shared/checkout/schemas.ts';
import type { CheckoutChoices } from '#shared/checkout/methods.ts';
import type { OrderField } from '#shared/checkout/validation.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { unitLabel } from '../../i18n/unit-label.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { linePriceFormatter, priceFormatter } from '../../money/price-formatter.ts';
import { useThresholdPrice } from '../../money/use-threshold-price.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';
import { useDeliveryTimeText } from '../../ui/delivery-time.ts';
import { Thumb } from '../../ui/thumb.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import formStyles from '../../ui/form/form.module.css';
import type { CheckoutDraft } from './checkout-draft.ts';
import { linePricesOf, type CheckoutLine } from './checkout-lines.ts';
import { DELIVERY_METHOD_LABELS, ORDER_FAILED, PAYMENT_METHOD_LABELS, PICKUP_PAYMENT_LABELS, orderMessageText, taxRequiredText } from './checkout-messages.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ConflictList, PlacingOverlay, WaitingOrder } from './order-progress.tsx';
import { OrderSummary } from './order-summary.tsx';
import type { PlaceOrderPayload } from './place-order-payload.ts';
import { PickupPicker } from './pickup-picker.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
import { useOrderFailure } from './use-order-failure.ts';
import type { OrderSubmission } from './use-order-submission.ts';
import styles from './checkout-form.module.css';

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

/**
 * Step 2 of the order (spec §2 /checkout). Every rule runs in `resolveCheckout`
 * (shared/checkout/resolve-checkout.ts) through `useCheckoutForm`, which holds the user's choices
 * and text: the flow, the methods offered and their resets, pickup slots, VAT and bonus
 * availability, the totals and the §5 validation. This component shows them and hands the order
 * to the outbox.
 */
export function CheckoutForm({ userId, context, lines, selectedIds, draft, initial, submission, onServerCart }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const online = useOnlineStatus();
  const { fees } = context;
  const deliveryTimeText = useDeliveryTimeText();
  const format = useMemo(() => priceFormatter(locale, context.exchange_rate), [locale, context.exchange_rate]);
  const formatLine = useMemo(() => linePriceFormatter(locale, context.exchange_rate), [locale, context.exchange_rate]);
  const threshold = useThresholdPrice(context.exchange_rate);

  const form = useCheckoutForm({ userId, locale, context, lines, selectedIds, draft, initial });
  const { flow, currency, choices, totals, offered, collected, vat, validation, now } = form;
  const { transportId, content, company, contact } = form.fields;
  const { failure, conflicts, alertRef, ...failures } = useOrderFailure(submission, onServerCart, threshold);
  const orderLines = lines.filter((line) => totals.selectedIds.includes(line.priced.id));

  const shownError = form.showErrors ? validation : null;
  const errorFor = (field: OrderField) => (shownError?.field === field ? orderMessageText(i18n, shownError.key, threshold) : null);
  const addressMissing = flow !== 'pickup' && context.address === null;
  const deliveryPlace = context.address?.locations.at(-1);
  const deliveryTime = deliveryPlace ? deliveryTimeText(deliveryPlace.time_delivery) : '';

  function focusField(field: OrderField | null) {
    queueMicrotask(() => {
      const target = field ? (document.getElementById(`checkout-field-${field}`) ?? document.querySelector<HTMLElement>(`[name="${field}"]`)) : alertRef.current;
      target?.focus();
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    failures.clear();
    if (validation || addressMissing) {
      form.revealErrors();
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
      failures.show(i18n._(ORDER_FAILED));
    }
  }

  const watched = submission.watched;
  const placing = watched !== null && online && watched.attempts === 0;
  const waiting = watched !== null && !placing;
  const nonFieldError = shownError && shownError.field === null ? orderMessageText(i18n, shownError.key, threshold) : null;
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
                onChange={(event) => form.setContact({ ...contact, name: event.target.value })}
                error={errorFor('name')}
              />
              <TextField
                name="phone"
                label={t`Số điện thoại`}
                type="tel"
                autoComplete="tel"
                value={contact.phone}
                maxLength={20}
                onChange={(event) => form.setContact({ ...contact, phone: event.target.value })}
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
              <p className={form.showErrors ? styles.fieldError : styles.muted}>
                <Trans>Bạn chưa có địa chỉ giao hàng.</Trans>{' '}
                <Link to="/user/profiles/edit" className={styles.textLink}>
                  <Trans>Thêm địa chỉ</Trans>
                </Link>
              </p>
            )}
            {context.address && flow === 'vietnam' && deliveryPlace && (
              // The time promised for the address's place (the fee is in the summary).
              <p className={styles.muted} data-testid="checkout-delivery-time">
                <Trans>Thời gian giao dự kiến: {deliveryTime}</Trans>
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
              onChange={(value) => form.changeMethod('delivery_method', Number(value))}
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
              onChange={(value) => form.chooseTransport(Number(value))}
              error={errorFor('transport_id')}
            />
          )}
          {collected && (
            <PickupPicker
              date={choices.pickup_date}
              time={choices.pickup_time}
              now={now}
              hours={context.opening_hours}
              onChange={form.choosePickup}
              error={errorFor('pickup_time')}
            />
          )}
          {collected ? (
            <ChoiceGroup
              name="payment_in_shop"
              legend={<Trans>Thanh toán khi nhận tại cửa hàng</Trans>}
              options={offered.pickupPayments.map(methodOption(PICKUP_PAYMENT_LABELS))}
              value={choices.payment_in_shop}
              onChange={(value) => form.changeMethod('payment_in_shop', Number(value))}
            />
          ) : (
            <ChoiceGroup
              name="payment_method"
              legend={<Trans>Phương thức thanh toán</Trans>}
              options={offered.paymentMethods.map(methodOption(PAYMENT_METHOD_LABELS))}
              value={choices.payment_method}
              onChange={(value) => form.changeMethod('payment_method', Number(value))}
              error={errorFor('payment_method')}
            />
          )}
          {form.deliveryCostOffered && (
            <label className={styles.checkRow}>
              <input type="checkbox" checked={choices.delivery_cost === 1} onChange={(event) => form.changeMethod('delivery_cost', event.target.checked ? 1 : 0)} />
              <span>
                <Trans>Phí giao hàng thanh toán khi nhận hàng</Trans>
              </span>
            </label>
          )}
        </section>

        {(vat.shown || form.bonusOffered) && (
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
                    onChange={(event) => form.changeMethod('vat', event.target.checked ? 1 : 0)}
                  />
                  <span>
                    <Trans>Xuất hóa đơn VAT</Trans>
                  </span>
                </label>
                {vat.hint && (
                  <p id="checkout-vat-hint" className={styles.hint}>
                    {taxRequiredText(i18n, threshold)}
                  </p>
                )}
              </div>
            )}
            {choices.vat === 1 && (
              <div className={styles.companyForm}>
                <TextField name="company" label={t`Tên công ty`} value={company.company} maxLength={255} onChange={(event) => form.setCompany({ ...company, company: event.target.value })} error={errorFor('company')} />
                <TextField name="taxcode" label={t`Mã số thuế`} value={company.taxcode} maxLength={14} inputMode="numeric" onChange={(event) => form.setCompany({ ...company, taxcode: event.target.value })} error={errorFor('taxcode')} />
                <TextField
                  name="company_address"
                  label={t`Địa chỉ công ty`}
                  value={company.company_address}
                  maxLength={500}
                  onChange={(event) => form.setCompany({ ...company, company_address: event.target.value })}
                  error={errorFor('company_address')}
                />
              </div>
            )}
            {form.bonusOffered && (
              <label className={styles.checkRow}>
                <input type="checkbox" checked={choices.use_bonus} onChange={(event) => form.toggleBonus(event.target.checked)} />
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
          <textarea id="checkout-content" className={styles.note} rows={3} maxLength={3000} value={content} onChange={(event) => form.setContent(event.target.value)} />
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
            {orderLines.map((line) => {
              // Unit and total together: the unit shows the decimals that make the product visibly right.
              const shown = formatLine(line.unitPrice, line.priced.quantity);
              return (
                <li key={line.priced.id} className={styles.line}>
                  <Thumb imageId={line.imageId} size={48} alt="" />
                  <div className={styles.lineText}>
                    <span className={styles.lineName}>{line.name}</span>
                    <span className={styles.muted}>
                      {formatCount(line.priced.quantity, locale)} {unitLabel(line.unit, locale)} × {shown.unit}
                    </span>
                  </div>
                  <span className={styles.lineTotal}>{shown.line}</span>
                </li>
              );
            })}
          </ul>
          {errorFor('selected_ids') && <p className={styles.fieldError}>{errorFor('selected_ids')}</p>}
          <OrderSummary totals={totals} format={format} currency={currency} exchangeRate={context.exchange_rate} collected={collected} deliveryUnknown={!collected && (flow === 'abroad' ? transportId === null : context.address === null)} />
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
