import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1 });

/**
 * A country (spec §3 Country: flag, phone code). `flag` is the emoji flag of the ISO code (the
 * client shows it beside the name, which it localises with Intl.DisplayNames); `iso_code` is
 * lowercased ('vn' gives the Vietnam flow, spec §6); `phone_code` has no '+'.
 */
export const CountryRow = Type.Object({
  id: Id,
  name: Type.String({ description: 'English name' }),
  iso_code: Type.String({ minLength: 2, maxLength: 2 }),
  phone_code: Type.String(),
  flag: Type.String(),
  /** The flag as a picture (`/flags/{iso_code}.svg`): emoji flags are letters on some systems. */
  flag_image: Type.String(),
});
export type CountryRow = Static<typeof CountryRow>;

/** GET /v1/countries (spec §7): every ISO country, by English name. */
export const CountriesResponse = Type.Object({ countries: Type.Array(CountryRow) });
export type CountriesResponse = Static<typeof CountriesResponse>;

/**
 * A place in a country's administrative tree (spec §3 Location; Profile locations carry name,
 * payment, time_delivery, id). `payment` is the delivery fee in integer VND to this place;
 * `time_delivery` the delivery time in days as 'min-max' (e.g. '2-3').
 */
export const LocationRow = Type.Object({
  id: Id,
  name: Type.String(),
  type: Type.String({ description: "official kind, e.g. 'Tỉnh', 'Quận', 'Phường'" }),
  parent_id: Type.Union([Id, Type.Null()]),
  country_id: Id,
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  payment: Type.Integer({ minimum: 0 }),
  time_delivery: Type.String(),
});
export type LocationRow = Static<typeof LocationRow>;

/**
 * GET /v1/locations query: exactly one of country_id (its level-1 places) or parent_id (children).
 * `map` names the administrative map the client was built for ('2025': Vietnam's map since 1 July
 * 2025); the answer is always the current map, and the parameter only gives the
 * lists a new cache key, so a list cached for a day before the map changed (browser and service
 * worker) is never offered again.
 */
export const LocationsQuery = Type.Object({
  country_id: Type.Optional(Id),
  parent_id: Type.Optional(Id),
  map: Type.Optional(Type.Literal('2025')),
});
export type LocationsQuery = Static<typeof LocationsQuery>;

export const LocationsResponse = Type.Object({ locations: Type.Array(LocationRow) });
export type LocationsResponse = Static<typeof LocationsResponse>;
