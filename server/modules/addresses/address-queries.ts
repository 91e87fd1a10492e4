import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { AddressLocation, DeliveryAddressView } from '#shared/addresses/schemas.ts';
import { countryRow } from '../locations/index.ts';
import type { Location } from '../locations/location.entity.ts';
import { DeliveryAddressSchema, type DeliveryAddress } from './delivery-address.entity.ts';

function placeOf(place: Location | null | undefined): AddressLocation | null {
  return place ? { id: place.id, name: place.name, payment: place.payment, time_delivery: place.timeDelivery } : null;
}

// An address on the map before 1 July 2025 keeps its names; `current_places` says where it lies
// on today's map. Its places' terms are their successors' (ensure-reference-data.ts).
function currentPlaces(address: DeliveryAddress): DeliveryAddressView['current_places'] {
  const province = address.province;
  if (!province?.retiredOn || !province.successor) return null;
  const provinceId = province.successor.id;
  const ward = address.ward?.successor ?? address.district?.successor ?? null;
  return { province_id: provinceId, ward_id: ward && ward.level === 2 && ward.parent?.id === provinceId ? ward.id : null };
}

/** A delivery address as the API shows it, its places with today's delivery terms. */
function addressView(address: DeliveryAddress): DeliveryAddressView {
  return {
    id: address.id,
    name: address.name,
    phone: address.phone,
    address: address.address,
    address_default: address.addressDefault ? 1 : 0,
    country: countryRow(address.country),
    province: placeOf(address.province),
    district: placeOf(address.district),
    ward: placeOf(address.ward),
    zipcode: address.zipcode ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    current_places: currentPlaces(address),
  };
}

async function addressViews(em: EntityManager, where: FilterQuery<DeliveryAddress>): Promise<DeliveryAddressView[]> {
  const rows = await em.find(DeliveryAddressSchema, where, {
    populate: ['country', 'province.successor', 'district.successor', 'ward.successor'],
    orderBy: { addressDefault: 'desc', id: 'desc' },
    refresh: true,
  });
  return rows.map(addressView);
}

/** The user's addresses, the default first, then the newest (spec §3 Delivery address). */
export async function listAddresses(em: EntityManager, userId: number): Promise<DeliveryAddressView[]> {
  return addressViews(em, { user: userId });
}

/** One address of the user, or null when it does not exist or belongs to someone else. */
export async function findAddress(em: EntityManager, userId: number, id: number): Promise<DeliveryAddressView | null> {
  const [row] = await addressViews(em, { user: userId, id });
  return row ?? null;
}
