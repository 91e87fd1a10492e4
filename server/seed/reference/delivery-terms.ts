/**
 * Delivery fee and time to every Vietnamese location, from the shop in Hà Nội (spec §3 Location:
 * payment, time_delivery; spec §9: delivery fees come from location levels). Each level carries
 * the whole fee to that place, not an increment, so checkout takes the deepest level chosen.
 *
 * The rule, in the manner of the national couriers' standard rates for a parcel up to 1 kg:
 * - by region of the province (official code ranges): Hà Nội 20,000 đ in 1-2 days; the other
 *   northern provinces (codes 02-37) 30,000 đ in 2-3 days; the central provinces and highlands
 *   (38-68) 35,000 đ in 3-4 days; the southern provinces (70-96) 38,000 đ in 3-5 days;
 * - a rural district (type 'Huyện') adds 5,000 đ and a day;
 * - an island district adds 20,000 đ and two days;
 * - a rural commune (ward type 'Xã') adds 5,000 đ.
 */

export interface DeliveryTerms {
  /** Fee in integer VND. */
  payment: number;
  /** Days as 'min-max'. */
  timeDelivery: string;
}

interface Terms {
  fee: number;
  minDays: number;
  maxDays: number;
}

type Region = 'hanoi' | 'north' | 'central' | 'south';

const REGION_TERMS: Record<Region, Terms> = {
  hanoi: { fee: 20_000, minDays: 1, maxDays: 2 },
  north: { fee: 30_000, minDays: 2, maxDays: 3 },
  central: { fee: 35_000, minDays: 3, maxDays: 4 },
  south: { fee: 38_000, minDays: 3, maxDays: 5 },
};

const RURAL_DISTRICT_FEE = 5_000;
const ISLAND_FEE = 20_000;
const COMMUNE_FEE = 5_000;

/** Official codes of island districts: Cô Tô, Bạch Long Vĩ, Cồn Cỏ, Hoàng Sa, Lý Sơn, Trường Sa, Côn Đảo, Phú Quốc, Kiên Hải. */
const ISLAND_DISTRICTS = new Set(['207', '318', '471', '498', '536', '576', '755', '911', '912']);

/** The region of a province by its official two-digit code. */
export function provinceRegion(provinceCode: string): Region {
  const code = Number(provinceCode);
  if (code === 1) return 'hanoi';
  if (code <= 37) return 'north';
  if (code <= 68) return 'central';
  return 'south';
}

function toTerms(terms: Terms): DeliveryTerms {
  return { payment: terms.fee, timeDelivery: `${terms.minDays}-${terms.maxDays}` };
}

function provinceTerms(provinceCode: string): Terms {
  return REGION_TERMS[provinceRegion(provinceCode)];
}

function districtTerms(provinceCode: string, district: { code: string; type: string }): Terms {
  const terms = { ...provinceTerms(provinceCode) };
  if (district.type === 'Huyện') {
    terms.fee += RURAL_DISTRICT_FEE;
    terms.maxDays += 1;
  }
  if (ISLAND_DISTRICTS.has(district.code)) {
    terms.fee += ISLAND_FEE;
    terms.minDays += 2;
    terms.maxDays += 2;
  }
  return terms;
}

export function provinceDeliveryTerms(provinceCode: string): DeliveryTerms {
  return toTerms(provinceTerms(provinceCode));
}

export function districtDeliveryTerms(provinceCode: string, district: { code: string; type: string }): DeliveryTerms {
  return toTerms(districtTerms(provinceCode, district));
}

export function wardDeliveryTerms(
  provinceCode: string,
  district: { code: string; type: string },
  ward: { type: string },
): DeliveryTerms {
  const terms = districtTerms(provinceCode, district);
  if (ward.type === 'Xã') terms.fee += COMMUNE_FEE;
  return toTerms(terms);
}
