import { ErrorBody } from '#shared/http/error-body.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { DeliveryFeeBody, DeliveryFeeSaved, DeliveryFeesResponse, ExchangeRateBody, ExchangeRateResponse, ProvinceIdParams } from '#shared/shop-settings/schemas.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { deliveryFees, setProvinceDeliveryFee } from './delivery-fees.ts';
import { exchangeRateSetting, setExchangeRate } from './exchange-rate.ts';

/** The settings staff run the shop with (/admin/settings). Staff only; every change recorded. */
export async function shopSettingsRoutes(app: TypedApp): Promise<void> {
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
}
