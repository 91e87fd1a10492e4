import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addressFieldErrors,
  normalizeAddressPhone,
  normalizeAddressText,
  type AddressFieldErrors,
} from '#shared/addresses/address-rules.ts';
import type { DeliveryAddressBody } from '#shared/addresses/schemas.ts';
import { assertNoFieldErrors } from '../../errors.ts';

/** The columns of a valid address, as stored. */
export interface AddressColumns {
  name: string;
  phone: string;
  address: string;
  country_id: number;
  province_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  zipcode: string | null;
  city: string | null;
  state: string | null;
}

interface LocationFacts {
  id: number;
  parent_id: number | null;
  country_id: number;
  level: number;
  children: number;
}

/**
 * Checks an address with the shared rules (spec §4, §5) plus what only the database knows: the
 * country exists, and for Vietnam the province is one of its level-1 places, the district in that
 * province, the ward in that district (a district without wards needs none). Throws a 422
 * `validation_failed` whose `fields` map each field to its message key; returns the stored columns.
 */
export async function resolveAddress(em: EntityManager, body: DeliveryAddressBody): Promise<AddressColumns> {
  const [country] = body.country_id
    ? await em.execute<{ id: number; iso_code: string }[]>('select id, iso_code from countries where id = ?', [body.country_id])
    : [];
  const vietnam = country?.iso_code === 'vn';
  const locationErrors: AddressFieldErrors = {};
  if (body.country_id && !country) locationErrors.country_id = 'invalid_location';
  let wardRequired = true;
  if (vietnam) {
    const facts = await locationFacts(em, [body.province_id, body.district_id, body.ward_id]);
    const province = body.province_id ? facts.get(body.province_id) : undefined;
    const district = body.district_id ? facts.get(body.district_id) : undefined;
    const ward = body.ward_id ? facts.get(body.ward_id) : undefined;
    if (body.province_id && !(province && province.level === 1 && province.country_id === country.id)) locationErrors.province_id = 'invalid_location';
    if (body.district_id && !(district && district.level === 2 && district.parent_id === body.province_id)) locationErrors.district_id = 'invalid_location';
    if (body.ward_id && !(ward && ward.level === 3 && ward.parent_id === body.district_id)) locationErrors.ward_id = 'invalid_location';
    if (district && district.children === 0) wardRequired = false;
  }
  const input = {
    countryIso: country?.iso_code ?? null,
    name: body.name,
    phone: body.phone,
    address: body.address,
    provinceId: body.province_id ?? null,
    districtId: body.district_id ?? null,
    wardId: body.ward_id ?? null,
    city: body.city ?? '',
    state: body.state ?? '',
    zipcode: body.zipcode ?? '',
    wardRequired,
  };
  const fields = { ...addressFieldErrors(input), ...locationErrors };
  assertNoFieldErrors(fields, 422, 'Check the address:');
  const optional = (text: string) => normalizeAddressText(text) || null;
  return {
    name: normalizeAddressText(input.name),
    phone: normalizeAddressPhone(input.phone, input.countryIso)!,
    address: normalizeAddressText(input.address),
    country_id: country!.id,
    province_id: vietnam ? input.provinceId : null,
    district_id: vietnam ? input.districtId : null,
    ward_id: vietnam ? input.wardId : null,
    zipcode: vietnam ? null : optional(input.zipcode),
    city: vietnam ? null : optional(input.city),
    state: vietnam ? null : optional(input.state),
  };
}

async function locationFacts(em: EntityManager, ids: (number | null | undefined)[]): Promise<Map<number, LocationFacts>> {
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<LocationFacts[]>(
    `select l.id, l.parent_id, l.country_id, l.level, (select count(*)::int from locations k where k.parent_id = l.id) as children
       from locations l where l.id in (${wanted.map(() => '?').join(', ')})`,
    wanted,
  );
  return new Map(rows.map((row) => [row.id, row]));
}
