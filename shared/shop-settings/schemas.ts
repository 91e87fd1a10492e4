import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';

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
