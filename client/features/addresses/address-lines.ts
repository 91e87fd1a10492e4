import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';

/**
 * The address as written on a parcel: Vietnamese ones street, ward, province (the map since
 * 1 July 2025), with the district between for one saved before it, exactly as it was saved (issue
 * 14 item 15); others street, then city, state and zip on one line. The country is shown apart,
 * with its flag.
 *
 * @example addressLines(vn) // ['12 Phố Đội Cấn, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội']
 * @example addressLines(us) // ['1 Market St', 'San Francisco, CA 94105']
 */
export function addressLines(address: DeliveryAddressView): string[] {
  if (address.country.iso_code === 'vn') {
    return [[address.address, address.ward?.name, address.district?.name, address.province?.name].filter(Boolean).join(', ')];
  }
  const region = [address.state, address.zipcode].filter(Boolean).join(' ');
  const locality = [address.city, region].filter(Boolean).join(', ');
  return [address.address, locality].filter((line) => line !== '');
}

/** The most precise place of a Vietnamese address: its delivery fee and days apply (spec §3 Location). */
export function deliveryPlace(address: DeliveryAddressView) {
  return address.ward ?? address.district ?? address.province;
}
