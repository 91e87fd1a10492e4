import { ErrorBody } from '#shared/http/error-body.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import {
  BankAccountBody,
  BankAccountResponse,
  DeliveryFeeBody,
  DeliveryFeeSaved,
  DeliveryFeesResponse,
  ExchangeRateBody,
  ExchangeRateResponse,
  OpeningHoursBody,
  OpeningHoursResponse,
  ProvinceIdParams,
} from '#shared/shop-settings/schemas.ts';
import type { PaymentsConfig } from '../../config.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { setBankAccount } from './bank-account-commands.ts';
import { bankAccountSetting } from './bank-account-queries.ts';
import { deliveryFees, setProvinceDeliveryFee } from './delivery-fees.ts';
import { exchangeRateSetting, setExchangeRate } from './exchange-rate.ts';
import { openingHoursSetting, setOpeningHours } from './opening-hours-commands.ts';

/**
 * The settings staff run the shop with (/admin/settings). Staff only; every change recorded.
 * `bankTransfer` is the server's configured account, shown until staff save one.
 */
export async function shopSettingsRoutes(app: TypedApp, options: { bankTransfer: PaymentsConfig['bankTransfer'] }): Promise<void> {
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const base = API_PATH.adminDeliveryFees;

  app.get(base, { ...guard, schema: { tags, summary: 'Delivery fee of every province', response: { 200: DeliveryFeesResponse, 403: ErrorBody } } }, async (request) => deliveryFees(request.em));

  app.post(`${base}/:id`, { ...guard, schema: { tags, summary: "Set a province's delivery fee (its wards follow)", params: ProvinceIdParams, body: DeliveryFeeBody, response: { 200: DeliveryFeeSaved, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } } }, async (request) =>
    setProvinceDeliveryFee(request.em, request.user!.id, request.params.id, request.body.payment),
  );

  app.get(API_PATH.adminExchangeRate, { ...guard, schema: { tags, summary: 'The exchange rate (VND per USD) and its changes', response: { 200: ExchangeRateResponse, 403: ErrorBody } } }, async (request) => exchangeRateSetting(request.em));

  app.post(API_PATH.adminExchangeRate, { ...guard, schema: { tags, summary: 'Set the exchange rate: the USD view of every price follows', body: ExchangeRateBody, response: { 200: ExchangeRateResponse, 400: ErrorBody, 403: ErrorBody } } }, async (request) =>
    setExchangeRate(request.em, request.user!.id, request.body.exchange_rate),
  );

  app.get(API_PATH.adminOpeningHours, { ...guard, schema: { tags, summary: 'The opening hours (pickup slots come from them) and their changes', response: { 200: OpeningHoursResponse, 403: ErrorBody } } }, async (request) => openingHoursSetting(request.em));

  app.post(API_PATH.adminOpeningHours, { ...guard, schema: { tags, summary: 'Set the week’s opening hours: pickup slots, the footer and the contact page follow', body: OpeningHoursBody, response: { 200: OpeningHoursResponse, 400: ErrorBody, 403: ErrorBody } } }, async (request) =>
    setOpeningHours(request.em, request.user!.id, request.body.opening_hours),
  );

  app.get(API_PATH.adminBankAccount, { ...guard, schema: { tags, summary: 'The bank account customers transfer to, where it comes from, and its changes', response: { 200: BankAccountResponse, 403: ErrorBody } } }, async (request) =>
    bankAccountSetting(request.em, options.bankTransfer),
  );

  app.post(API_PATH.adminBankAccount, { ...guard, schema: { tags, summary: 'Set the bank account: transfer instructions, confirmation mails and VietQR codes follow', body: BankAccountBody, response: { 200: BankAccountResponse, 400: ErrorBody, 403: ErrorBody } } }, async (request) =>
    setBankAccount(request.em, request.user!.id, request.body, options.bankTransfer),
  );
}
