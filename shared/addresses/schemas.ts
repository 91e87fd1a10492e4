import { Type, type Static } from 'typebox';
import { CountryRow } from '../locations/schemas.ts';

const Id = Type.Integer({ minimum: 1 });
const NullableId = Type.Union([Id, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A chosen place of an address, with its delivery terms (spec §3 Profile locations). */
export const AddressLocation = Type.Object({
  id: Id,
  name: Type.String(),
  payment: Type.Integer({ minimum: 0, description: 'delivery fee in VND' }),
  time_delivery: Type.String({ description: "delivery days as 'min-max'" }),
});
export type AddressLocation = Static<typeof AddressLocation>;

const NullableLocation = Type.Union([AddressLocation, Type.Null()]);

/**
 * For an address saved under Vietnam's map before 1 July 2025: the places of the current map it
 * lies in, which the form offers when the address is changed. `ward_id` is null
 * where the old ward has no single successor.
 */
export const CurrentPlaces = Type.Object({ province_id: Id, ward_id: NullableId });
export type CurrentPlaces = Static<typeof CurrentPlaces>;

/**
 * A delivery address as the API shows it (spec §3 Delivery address). Vietnamese addresses fill
 * province and ward (the map since 1 July 2025); those saved under the map
 * before it also a district, shown as saved, with `current_places` set. Others fill city, state,
 * zipcode. The places' `payment` and `time_delivery` are today's terms (a retired place carries
 * its successor's).
 */
export const DeliveryAddressView = Type.Object(
  {
    id: Id,
    name: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    address_default: Type.Union([Type.Literal(0), Type.Literal(1)]),
    country: CountryRow,
    province: NullableLocation,
    district: NullableLocation,
    ward: NullableLocation,
    zipcode: NullableString,
    city: NullableString,
    state: NullableString,
    current_places: Type.Union([CurrentPlaces, Type.Null()]),
  },
  { title: 'DeliveryAddress' },
);
export type DeliveryAddressView = Static<typeof DeliveryAddressView>;

/**
 * POST /user/delivery-addresses (create) and /user/delivery-addresses/{id} (update). The schema
 * only checks types; the rules of shared/addresses/address-rules.ts answer per-field message keys.
 */
export const DeliveryAddressBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  phone: Type.String({ maxLength: 1000 }),
  address: Type.String({ maxLength: 1000 }),
  country_id: NullableId,
  province_id: Type.Optional(NullableId),
  /** A ward of the province (the current map has no districts). */
  ward_id: Type.Optional(NullableId),
  city: Type.Optional(Type.String({ maxLength: 1000 })),
  state: Type.Optional(Type.String({ maxLength: 1000 })),
  zipcode: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type DeliveryAddressBody = Static<typeof DeliveryAddressBody>;

export const DeliveryAddressParams = Type.Object({ id: Id });
export type DeliveryAddressParams = Static<typeof DeliveryAddressParams>;

/** GET /user/delivery-addresses, and the answer of set-default (the list after the change). */
export const DeliveryAddressListResponse = Type.Object({ delivery_addresses: Type.Array(DeliveryAddressView) });
export type DeliveryAddressListResponse = Static<typeof DeliveryAddressListResponse>;

export const DeliveryAddressResponse = Type.Object({ delivery_address: DeliveryAddressView });
export type DeliveryAddressResponse = Static<typeof DeliveryAddressResponse>;

/** DELETE /v1/delivery-addresses/{id} (spec §7 "DELETE on a link's href: response id"). */
export const DeliveryAddressDeleteResponse = Type.Object({ id: Id });
export type DeliveryAddressDeleteResponse = Static<typeof DeliveryAddressDeleteResponse>;
