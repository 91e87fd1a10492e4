import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

export interface CountryInsert {
  iso_code: string;
  name: string;
  phone_code: string;
  flag: string;
}

/**
 * Every ISO 3166-1 country from the maintained `countries-list` package (spec §7 GET /v1/countries),
 * ISO code lowercased (spec §6: 'vn' is the Vietnam flow). A country with several calling codes
 * (e.g. Dominican Republic 1809/1829/1849) keeps the first; libphonenumber-js checks numbers.
 */
export function countryRows(): CountryInsert[] {
  return (Object.keys(countries) as TCountryCode[]).map((code) => ({
    iso_code: code.toLowerCase(),
    name: countries[code].name,
    phone_code: String(countries[code].phone[0] ?? ''),
    flag: getEmojiFlag(code),
  }));
}
