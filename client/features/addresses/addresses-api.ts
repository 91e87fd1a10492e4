import type {
  DeliveryAddressBody,
  DeliveryAddressDeleteResponse,
  DeliveryAddressListResponse,
  DeliveryAddressResponse,
  DeliveryAddressView,
} from '#shared/addresses/schemas.ts';
import type { CountriesResponse, CountryRow, LocationRow, LocationsResponse } from '#shared/locations/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

/** Spec §7 GET /user/delivery-addresses. */
export async function fetchAddresses(signal?: AbortSignal): Promise<DeliveryAddressView[]> {
  return (await getJson<DeliveryAddressListResponse>('/user/delivery-addresses', { signal })).delivery_addresses;
}

export async function fetchAddress(id: number, signal?: AbortSignal): Promise<DeliveryAddressView> {
  return (await getJson<DeliveryAddressResponse>(`/user/delivery-addresses/${id}`, { signal })).delivery_address;
}

/** Adds (no id) or changes an address; rejects with an ApiError whose `fields` are message keys. */
export async function saveAddress(id: number | null, body: DeliveryAddressBody): Promise<DeliveryAddressView> {
  const url = id === null ? '/user/delivery-addresses' : `/user/delivery-addresses/${id}`;
  return (await sendJson<DeliveryAddressResponse>('POST', url, body)).delivery_address;
}

/** Spec §7 DELETE /v1/delivery-addresses/{id}. */
export async function removeAddress(id: number): Promise<void> {
  await sendJson<DeliveryAddressDeleteResponse>('DELETE', `/v1/delivery-addresses/${id}`);
}

/** Spec §7 POST /v1/delivery/set-default/{id}: answers the list after the change. */
export async function makeDefault(id: number): Promise<DeliveryAddressView[]> {
  return (await sendJson<DeliveryAddressListResponse>('POST', `/v1/delivery/set-default/${id}`)).delivery_addresses;
}

// Reference lists change rarely (the server sends ETags): one request per list per page load.
const referenceCache = new Map<string, Promise<unknown>>();

function cachedJson<T>(url: string): Promise<T> {
  let pending = referenceCache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = getJson<T>(url);
    referenceCache.set(url, pending);
    pending.catch(() => referenceCache.delete(url));
  }
  return pending;
}

export async function fetchCountries(): Promise<CountryRow[]> {
  return (await cachedJson<CountriesResponse>('/v1/countries')).countries;
}

/**
 * A country's level-1 places, or a place's children. `map=2025` (shared/locations/schemas.ts
 * LocationsQuery) keeps lists cached before Vietnam's 2025 map from being reused.
 */
export async function fetchLocations(query: { countryId: number } | { parentId: number }): Promise<LocationRow[]> {
  const url = 'countryId' in query ? `/v1/locations?country_id=${query.countryId}&map=2025` : `/v1/locations?parent_id=${query.parentId}&map=2025`;
  return (await cachedJson<LocationsResponse>(url)).locations;
}
