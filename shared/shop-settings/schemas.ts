import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';
import { DayHours } from '../checkout/schemas.ts';

/**
 * The staff settings API (/v1/admin/settings/*): staff and admins only, customers 403
 * `forbidden`, guests 403 `login_required`. Every change is recorded in the staff-change record.
 */

export const ProvinceIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) });

/** A province of the current map with the delivery fee to it (its wards carry the same fee plus their own surcharge). */
export const ProvinceDeliveryFee = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  payment: Type.Integer(),
  time_delivery: Type.String(),
});
export type ProvinceDeliveryFee = Static<typeof ProvinceDeliveryFee>;

export const DeliveryFeesResponse = Type.Object({ provinces: Type.Array(ProvinceDeliveryFee), changes: Type.Array(Type.Object({ province_id: Type.Integer(), ...StaffChangeRow.properties })) });
export type DeliveryFeesResponse = Static<typeof DeliveryFeesResponse>;

/** POST /v1/admin/settings/delivery-fees/{id}: the new fee in VND (shared/shop-settings/delivery-fee-rules.ts). */
export const DeliveryFeeBody = Type.Object({ payment: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }) });
export type DeliveryFeeBody = Static<typeof DeliveryFeeBody>;

export const DeliveryFeeSaved = Type.Object({ province: ProvinceDeliveryFee, wards: Type.Integer() });
export type DeliveryFeeSaved = Static<typeof DeliveryFeeSaved>;

/** POST /v1/admin/settings/exchange-rate: VND per USD (shared/shop-settings/exchange-rate-rules.ts). */
export const ExchangeRateBody = Type.Object({ exchange_rate: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }) });
export type ExchangeRateBody = Static<typeof ExchangeRateBody>;

/** The rate staff see and set, with its latest changes. */
export const ExchangeRateResponse = Type.Object({ exchange_rate: Type.Integer(), changes: Type.Array(StaffChangeRow) });
export type ExchangeRateResponse = Static<typeof ExchangeRateResponse>;

/**
 * POST /v1/admin/settings/opening-hours: the week, Sunday first, null for a closed day
 * (shared/shop-settings/opening-hours-rules.ts). The pickup slots, the footer's and the contact
 * page's opening-hours text all follow.
 */
const Week = Type.Array(Type.Union([Type.Null(), DayHours]), { minItems: 7, maxItems: 7 });

export const OpeningHoursBody = Type.Object({ opening_hours: Week });
export type OpeningHoursBody = Static<typeof OpeningHoursBody>;

export const OpeningHoursResponse = Type.Object({ opening_hours: Week, changes: Type.Array(StaffChangeRow) });
export type OpeningHoursResponse = Static<typeof OpeningHoursResponse>;

const BankText = Type.String({ maxLength: 200 });

/** POST /v1/admin/settings/bank-account (shared/shop-settings/bank-account-rules.ts). */
export const BankAccountBody = Type.Object({ bank_name: BankText, bank_bin: BankText, account_number: BankText, account_name: BankText });
export type BankAccountBody = Static<typeof BankAccountBody>;

/**
 * The account customers transfer to: the one staff saved, else the server's BANK_* configuration
 * (`source: 'server'`), else none (bank transfer is not offered).
 */
export const BankAccountResponse = Type.Object({
  bank_account: Type.Union([Type.Null(), BankAccountBody]),
  source: Type.Union([Type.Literal('settings'), Type.Literal('server'), Type.Literal('none')]),
  changes: Type.Array(StaffChangeRow),
});
export type BankAccountResponse = Static<typeof BankAccountResponse>;
