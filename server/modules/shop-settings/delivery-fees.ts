import type { EntityManager } from '@mikro-orm/postgresql';
import { deliveryFeeError } from '#shared/shop-settings/delivery-fee-rules.ts';
import type { DeliveryFeesResponse, ProvinceDeliveryFee } from '#shared/shop-settings/schemas.ts';
import { assertNoFieldErrors, notFound } from '../../errors.ts';
import { latestStaffChanges, recordStaffChange } from '../audit/index.ts';
import { LocationSchema, type Location } from '../locations/location.entity.ts';

/*
 * Delivery fees per province (spec §3 Location `payment`, §9 "Delivery and COD fees come from
 * location levels"). Every level carries the whole fee to that place and checkout takes the
 * deepest one chosen (shared/checkout/totals.ts locationDeliveryFee), so a province's fee is set on
 * the province and moved by the same amount on each of its wards (a ward's own surcharge, such as
 * a special zone's boat, is kept); places of the retired map take their successor's fee, as the
 * reference data does at start. Checkout and the order's server-side recomputation read these rows.
 */

const CURRENT_VIETNAM = { country: { isoCode: 'vn' }, level: 1, retiredOn: null } as const;

function toRow(province: Location): ProvinceDeliveryFee {
  return { id: province.id, code: province.code, name: province.name, payment: province.payment, time_delivery: province.timeDelivery };
}

/** The 34 provinces of the current map with their fees, by name, and the latest fee changes. */
export async function deliveryFees(em: EntityManager): Promise<DeliveryFeesResponse> {
  const provinces = await em.find(LocationSchema, CURRENT_VIETNAM, { orderBy: { name: 'asc' } });
  const changes = (await latestStaffChanges(em, 'delivery_fee', provinces.map((province) => province.id), 20)).map(({ subject_id, ...change }) => ({ province_id: Number(subject_id), ...change }));
  return { provinces: provinces.map(toRow), changes };
}

/** Sets one province's fee (its wards and retired places follow) in one transaction with its change record. */
export async function setProvinceDeliveryFee(em: EntityManager, userId: number, provinceId: number, payment: number): Promise<{ province: ProvinceDeliveryFee; wards: number }> {
  assertNoFieldErrors({ payment: deliveryFeeError(payment) });
  return em.transactional(async (tx) => {
    const province = await tx.findOne(LocationSchema, { ...CURRENT_VIETNAM, id: provinceId });
    if (!province) throw notFound('Province');
    const before = province.payment;
    const delta = payment - before;
    const wards = await tx.find(LocationSchema, { parent: provinceId, retiredOn: null });
    province.payment = payment;
    for (const ward of wards) ward.payment = Math.max(0, ward.payment + delta);
    const current = [province, ...wards];
    const retired = await tx.find(LocationSchema, { successor: { $in: current.map((place) => place.id) }, retiredOn: { $ne: null } });
    for (const place of retired) place.payment = current.find((successor) => successor.id === place.successor!.id)!.payment;
    if (delta !== 0) recordStaffChange(tx, { userId, subject: 'delivery_fee', subjectId: provinceId, action: 'update', before: { payment: before }, after: { payment } });
    await tx.flush();
    return { province: toRow(province), wards: wards.length };
  });
}
