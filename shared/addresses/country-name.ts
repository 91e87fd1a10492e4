/**
 * A country's name in the storefront language: the runtime's own list (Intl.DisplayNames, full ICU
 * in browsers and Node) knows 'Việt Nam', 'Hàn Quốc'…; the stored English name when it does not.
 * Shared so the address form, the address cards and the server's address line agree.
 */
export function countryName(country: { iso_code: string; name: string }, locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    return names.of(country.iso_code.toUpperCase()) ?? country.name;
  } catch {
    return country.name;
  }
}
