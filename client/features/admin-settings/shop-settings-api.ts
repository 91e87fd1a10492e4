import { API_PATH } from '#shared/http/api-paths.ts';
import type { OpeningHours } from '#shared/checkout/opening-hours.ts';
import type { BankAccountBody, BankAccountResponse, OpeningHoursResponse } from '#shared/shop-settings/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

/** GET the week's opening hours (the pickup slots come from them) with their latest changes. */
export function fetchOpeningHours(signal: AbortSignal): Promise<OpeningHoursResponse> {
  return getJson<OpeningHoursResponse>(API_PATH.adminOpeningHours, { signal });
}

/** POST the whole week, Sunday first, null for a closed day. */
export function saveOpeningHours(hours: OpeningHours): Promise<OpeningHoursResponse> {
  return sendJson<OpeningHoursResponse>('POST', API_PATH.adminOpeningHours, { opening_hours: hours });
}

/** GET the account customers transfer to, where it comes from, and its latest changes. */
export function fetchBankAccount(signal: AbortSignal): Promise<BankAccountResponse> {
  return getJson<BankAccountResponse>(API_PATH.adminBankAccount, { signal });
}

/** POST the account; transfer instructions, mails and VietQR codes follow. */
export function saveBankAccount(account: BankAccountBody): Promise<BankAccountResponse> {
  return sendJson<BankAccountResponse>('POST', API_PATH.adminBankAccount, account);
}
