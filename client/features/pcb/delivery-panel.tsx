import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DeliveryCompany } from '#shared/checkout/schemas.ts';
import { ABROAD_PAYMENT_METHODS, DELIVERY_METHOD, PAYMENT_METHOD, PICKUP_PAYMENT } from '#shared/checkout/methods.ts';
import type { QuoteAddress } from '#shared/pcb/quote-method.ts';
import { offeredQuoteMethodCodes, type QuoteMethodName } from '#shared/pcb/quote-method-codes.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { usePrice } from '../../money/use-price.ts';
import { abroadPaymentMethod } from './abroad-payment.ts';
import { DeliveryAddressChoice } from './delivery-address-choice.tsx';
import type { ChargeChoice } from './delivery-charges.ts';
import panel from './delivery-panel.module.css';
import type { DeliveryState } from './quote-state.ts';
import pcbPage from './pcb-page.module.css';
import quoteCard from './quote-card.module.css';
import specChoices from './spec-choices.module.css';

interface DeliveryPanelProps {
  value: DeliveryState;
  onChange: (next: DeliveryState, method: QuoteMethodName | null) => void;
  /** The user orders from abroad (spec §5): a delivery company instead of the Vietnamese delivery methods. */
  abroad: boolean;
  companies: readonly DeliveryCompany[];
  /** The refused submit's message for the company choice (please_select_delivery), beside it. */
  companyError: string | null;
  /** The user's delivery addresses with their fees (Vietnam delivery). */
  addresses: readonly QuoteAddress[];
  /** Whether the user's addresses are known (signed in, answered once): a guest is not told to add one. */
  addressesKnown: boolean;
  /** What the choice costs (the COD fee is said beside cash on delivery). */
  charges: ChargeChoice;
  /** The refused submit's message for the address (please_select_address), beside it. */
  addressError: string | null;
}

/**
 * The delivery and payment block of a quote (spec §2 "PCB quote delivery and payment panel";
 * §4 codes; English mode hides card and wallet). Each change is reported so the page can keep it
 * in the draft and save it with save-option. From abroad (spec §1, §5) the customer picks an
 * international delivery company, with its fee and time, and pays by bank transfer or PayPal; in
 * Vietnam a delivery goes to one of the customer's addresses, whose fee (and the COD fee when paying
 * cash on delivery) the price panel adds.
 */
export function DeliveryPanel({ value, onChange, abroad, companies, companyError, addresses, addressesKnown, charges, addressError }: DeliveryPanelProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePrice();
  const id = useId();
  const deliveries: [number, string][] = [
    [DELIVERY_METHOD.inShop, t`Nhận tại cửa hàng`],
    [DELIVERY_METHOD.express, t`Chuyển phát nhanh`],
    [DELIVERY_METHOD.motorbike, t`Xe máy`],
    [DELIVERY_METHOD.fastMotorbike, t`Xe máy hỏa tốc`],
  ];
  const payments: [number, string][] = (
    [
      [PAYMENT_METHOD.cashOnDelivery, t`Thanh toán khi nhận hàng (COD)`],
      [PAYMENT_METHOD.bankTransfer, t`Chuyển khoản ngân hàng`],
      [PAYMENT_METHOD.card, t`Thẻ ATM / thẻ quốc tế`],
      [PAYMENT_METHOD.wallet, t`Ví điện tử`],
      [PAYMENT_METHOD.paypal, t`PayPal`],
    ] as [number, string][]
  ).filter(([code]) => offeredQuoteMethodCodes('payment_method', locale).includes(code));
  const shopPayments: [number, string][] = (
    [
      [PICKUP_PAYMENT.cash, t`Tiền mặt tại cửa hàng`],
      [PICKUP_PAYMENT.bankTransfer, t`Chuyển khoản ngân hàng`],
      [PICKUP_PAYMENT.card, t`Thẻ ATM / thẻ quốc tế`],
      [PICKUP_PAYMENT.wallet, t`Ví điện tử`],
      [PICKUP_PAYMENT.paypal, t`PayPal`],
    ] as [number, string][]
  ).filter(([code]) => offeredQuoteMethodCodes('payment_in_shop', locale).includes(code));
  const pickup = !abroad && value.delivery_method === DELIVERY_METHOD.inShop;
  const codFee = price(charges.charges.cod_payment);
  const shownPayments = abroad ? payments.filter(([code]) => ABROAD_PAYMENT_METHODS.includes(code)) : payments;
  const payment = abroad ? abroadPaymentMethod(value.payment_method) : value.payment_method;

  const radios = (name: QuoteMethodName, options: [number, string][], current: number) => (
    <div className={specChoices.options}>
      {options.map(([code, label]) => (
        <label key={code} className={specChoices.option}>
          <input type="radio" name={`${id}-${name}`} checked={current === code} onChange={() => onChange({ ...value, [name]: code }, name)} />
          {label}
        </label>
      ))}
    </div>
  );

  return (
    <section className={quoteCard.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={quoteCard.cardTitle}>
        <Trans>Giao hàng và thanh toán</Trans>
      </h2>
      {abroad ? (
        <fieldset
          className={pcbPage.main}
          role="radiogroup"
          aria-labelledby={`${id}-company-title`}
          aria-describedby={companyError ? `${id}-company-error` : undefined}
          aria-invalid={companyError ? true : undefined}
        >
          <legend id={`${id}-company-title`} className={specChoices.specName}>
            <Trans>Đơn vị vận chuyển quốc tế</Trans>
          </legend>
          {companies.length === 0 ? (
            <p className={quoteCard.meta}>
              <Trans>Chưa có đơn vị vận chuyển quốc tế nào; vui lòng liên hệ cửa hàng.</Trans>
            </p>
          ) : (
            <div className={panel.companies}>
              {companies.map((company) => (
                <label key={company.id} className={panel.company}>
                  <input
                    type="radio"
                    name={`${id}-transport`}
                    checked={value.transport_id === company.id}
                    onChange={() => onChange({ ...value, transport_id: company.id }, null)}
                  />
                  <span className={panel.companyName}>{company.name}</span>
                  <span className={panel.companyFacts}>
                    <span>{price(company.payment)}</span>
                    <span>{t`${company.delivery_time} ngày`}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
          {companyError && (
            <p id={`${id}-company-error`} className={specChoices.fieldError}>
              {companyError}
            </p>
          )}
        </fieldset>
      ) : (
        <fieldset className={pcbPage.main}>
          <legend className={specChoices.specName}>
            <Trans>Hình thức nhận hàng</Trans>
          </legend>
          {radios('delivery_method', deliveries, value.delivery_method)}
        </fieldset>
      )}
      {pickup ? (
        <fieldset className={pcbPage.main}>
          <legend className={specChoices.specName}>
            <Trans>Thanh toán tại cửa hàng</Trans>
          </legend>
          {radios('payment_in_shop', shopPayments, value.payment_in_shop)}
        </fieldset>
      ) : (
        <>
          <fieldset className={pcbPage.main}>
            <legend className={specChoices.specName}>
              <Trans>Phương thức thanh toán</Trans>
            </legend>
            {radios('payment_method', shownPayments, payment)}
            {!abroad && charges.charges.cod_payment > 0 && (
              <p className={quoteCard.meta}>
                <Trans>Thanh toán khi nhận hàng có phí thu hộ {codFee}.</Trans>
              </p>
            )}
          </fieldset>
          {abroad ? (
            <>
              <label className={specChoices.specName} htmlFor={`${id}-address`}>
                <Trans>Địa chỉ nhận hàng (nếu khác địa chỉ mặc định)</Trans>
              </label>
              <input
                id={`${id}-address`}
                className={specChoices.option}
                maxLength={500}
                value={value.address}
                onChange={(event) => onChange({ ...value, address: event.target.value }, null)}
                autoComplete="street-address"
              />
            </>
          ) : (
            addressesKnown && (
              <DeliveryAddressChoice
                addresses={addresses}
                value={value.address_id}
                onChange={(addressId) => onChange({ ...value, address_id: addressId }, null)}
                error={addressError}
              />
            )
          )}
        </>
      )}
    </section>
  );
}
