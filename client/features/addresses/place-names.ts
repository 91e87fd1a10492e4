import { countryName } from '#shared/addresses/country-name.ts';
import type { CountryRow, LocationRow } from '#shared/locations/schemas.ts';

/** Countries sorted by their shown name, Vietnam first (the shop's home market). */
export function sortCountries(countries: readonly CountryRow[], locale: string): { country: CountryRow; label: string }[] {
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => ({ country, label: countryName(country, locale) }))
    .sort((a, b) => Number(b.country.iso_code === 'vn') - Number(a.country.iso_code === 'vn') || collator.compare(a.label, b.label));
}

/**
 * Vietnamese places sorted by their proper name, the kind ('Tỉnh', 'Quận', 'Phường'…) aside, so
 * 'Tỉnh Bắc Ninh' sorts under B; numbered wards ('Phường 2', 'Phường 10') in number order.
 */
export function sortLocations(locations: readonly LocationRow[]): LocationRow[] {
  const collator = new Intl.Collator('vi', { numeric: true });
  const proper = (location: LocationRow) => (location.name.startsWith(`${location.type} `) ? location.name.slice(location.type.length + 1) : location.name);
  return [...locations].sort((a, b) => collator.compare(proper(a), proper(b)));
}
