import { API_PATH } from '#shared/http/api-paths.ts';
import type { DeliveryFeeSaved, DeliveryFeesResponse, ExchangeRateResponse } from '#shared/shop-settings/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

/** GET every province's delivery fee and the latest changes (staff only). */
export function fetchDeliveryFees(signal: AbortSignal): Promise<DeliveryFeesResponse> {
  return getJson<DeliveryFeesResponse>(API_PATH.adminDeliveryFees, { signal });
}

/** POST one province's new fee; its wards follow on the server. */
export function saveDeliveryFee(provinceId: number, payment: number): Promise<DeliveryFeeSaved> {
  return sendJson<DeliveryFeeSaved>('POST', `${API_PATH.adminDeliveryFees}/${provinceId}`, { payment });
}

/** GET the exchange rate with its latest changes. */
export function fetchExchangeRate(signal: AbortSignal): Promise<ExchangeRateResponse> {
  return getJson<ExchangeRateResponse>(API_PATH.adminExchangeRate, { signal });
}

/** POST a new exchange rate (VND per USD). */
export function saveExchangeRate(rate: number): Promise<ExchangeRateResponse> {
  return sendJson<ExchangeRateResponse>('POST', API_PATH.adminExchangeRate, { exchange_rate: rate });
}
