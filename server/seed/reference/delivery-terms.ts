/**
 * Delivery fee and time to every place of Vietnam's current map (spec §3 Location: payment,
 * time_delivery; spec §9: delivery fees come from location levels), set per province of the map in
 * force since 1 July 2025, with one per-ward exception. Each level
 * carries the whole fee to that place, not an increment, so checkout takes the deepest level chosen
 * (shared/checkout/totals.ts `locationDeliveryFee`).
 *
 * The shop sends from its two stores (server/seed/shop-content.ts SHOP_ADDRESSES): Hồ Chí Minh City
 * and Hà Nội, each province from the nearer one, in the manner of the national couriers' rates for a
 * parcel up to 1 kg. `time_delivery` is 'min-max' days, 0 meaning the day of the order:
 * - the shop's own cities: 15,000 đ, the same or the next day (the home page promises same-day
 *   delivery there, client/features/catalog/home/hero-strip.tsx);
 * - provinces next to them: 22,000 đ in 1-2 days;
 * - the rest of each store's region: 27,000 đ in 2-3 days;
 * - the far ones (the central coast and highlands, half-way between the stores, and the
 *   north-western mountains): 32,000 đ in 3-4 days;
 * - a special zone (Đặc khu: the island districts of the old map, e.g. Phú Quốc, Côn Đảo) adds
 *   20,000 đ and two days for the boat.
 */

export interface DeliveryTerms {
  /** Fee in integer VND. */
  payment: number;
  /** Days as 'min-max', 0 = the day of the order. */
  timeDelivery: string;
}

interface Terms {
  fee: number;
  minDays: number;
  maxDays: number;
}

export type DeliveryTier = 'city' | 'near' | 'region' | 'far';

const TIER_TERMS: Record<DeliveryTier, Terms> = {
  city: { fee: 15_000, minDays: 0, maxDays: 1 },
  near: { fee: 22_000, minDays: 1, maxDays: 2 },
  region: { fee: 27_000, minDays: 2, maxDays: 3 },
  far: { fee: 32_000, minDays: 3, maxDays: 4 },
};

/** The tier of each province of the 2025 map, by official code (server/seed/data/vn-divisions-2025.json). */
const PROVINCE_TIERS: Record<string, DeliveryTier> = {
  // The stores' cities.
  '01': 'city', // Hà Nội
  '79': 'city', // Hồ Chí Minh City (with the former Bình Dương and Bà Rịa - Vũng Tàu)
  // Next to Hà Nội.
  '19': 'near', // Thái Nguyên
  '24': 'near', // Bắc Ninh
  '25': 'near', // Phú Thọ
  '31': 'near', // Hải Phòng
  '33': 'near', // Hưng Yên
  '37': 'near', // Ninh Bình
  // Next to Hồ Chí Minh City.
  '75': 'near', // Đồng Nai
  '80': 'near', // Tây Ninh
  '82': 'near', // Đồng Tháp
  '86': 'near', // Vĩnh Long
  // The rest of the north, from Hà Nội.
  '04': 'region', // Cao Bằng
  '08': 'region', // Tuyên Quang
  '14': 'region', // Sơn La
  '15': 'region', // Lào Cai
  '20': 'region', // Lạng Sơn
  '22': 'region', // Quảng Ninh
  '38': 'region', // Thanh Hóa
  '40': 'region', // Nghệ An
  '42': 'region', // Hà Tĩnh
  // The rest of the south, from Hồ Chí Minh City.
  '56': 'region', // Khánh Hòa
  '66': 'region', // Đắk Lắk
  '68': 'region', // Lâm Đồng
  '91': 'region', // An Giang
  '92': 'region', // Cần Thơ
  '96': 'region', // Cà Mau
  // Far from both stores.
  '11': 'far', // Điện Biên
  '12': 'far', // Lai Châu
  '44': 'far', // Quảng Trị
  '46': 'far', // Huế
  '48': 'far', // Đà Nẵng
  '51': 'far', // Quảng Ngãi
  '52': 'far', // Gia Lai
};

const SPECIAL_ZONE = 'Đặc khu';
const SPECIAL_ZONE_FEE = 20_000;
const SPECIAL_ZONE_DAYS = 2;

/** The tier of a province of the 2025 map; an unknown code is an error (the data file and this table must agree). */
export function provinceTier(provinceCode: string): DeliveryTier {
  const tier = PROVINCE_TIERS[provinceCode];
  if (!tier) throw new Error(`no delivery terms for province ${provinceCode}`);
  return tier;
}

/** The province codes this table prices (the test checks they are the data file's 34). */
export function pricedProvinceCodes(): string[] {
  return Object.keys(PROVINCE_TIERS);
}

function toTerms(terms: Terms): DeliveryTerms {
  return { payment: terms.fee, timeDelivery: `${terms.minDays}-${terms.maxDays}` };
}

export function provinceDeliveryTerms(provinceCode: string): DeliveryTerms {
  return toTerms(TIER_TERMS[provinceTier(provinceCode)]);
}

/** A ward costs what its province costs; a special zone (island) adds the boat. */
export function wardDeliveryTerms(provinceCode: string, ward: { type: string }): DeliveryTerms {
  const terms = { ...TIER_TERMS[provinceTier(provinceCode)] };
  if (ward.type === SPECIAL_ZONE) {
    terms.fee += SPECIAL_ZONE_FEE;
    terms.minDays += SPECIAL_ZONE_DAYS;
    terms.maxDays += SPECIAL_ZONE_DAYS;
  }
  return toTerms(terms);
}
