/**
 * The three checkout flows (spec §1 "two checkout flavours" plus buyonshop; spec §6 "Profile
 * country iso_code 'vn' gives the Vietnam flow, otherwise abroad"; "buyonshop flag: in-shop flow").
 *
 * - vietnam: local delivery (delivery methods 1-4) with cash or online payment.
 * - abroad: an international delivery company, bank transfer or the international online service.
 * - pickup: in-shop purchase (buyonshop), name and phone instead of an address.
 *
 * Interpretation: the buyonshop flag wins over the country (a shop-set flag for a customer who
 * collects in the shop). The server passes the profile's country, or when the profile names none
 * the default delivery address's country. With neither it is not 'vn', so it reads as abroad, as
 * the spec words it; but a customer with no delivery address never reaches that point: the
 * address form comes first (`needsDeliveryAddress`).
 */
export type CheckoutFlow = 'vietnam' | 'abroad' | 'pickup';

export interface FlowProfile {
  /** The profile country's iso_code, lowercased; null without a country. */
  countryIso: string | null;
  buyonshop: boolean;
}

/** The flow a profile checks out in. */
export function checkoutFlow(profile: FlowProfile): CheckoutFlow {
  if (profile.buyonshop) return 'pickup';
  return profile.countryIso?.toLowerCase() === 'vn' ? 'vietnam' : 'abroad';
}

/** Spec §4 "In-shop mode ... all items are always selected (no checkboxes)". */
export function selectsAllItems(flow: CheckoutFlow): boolean {
  return flow === 'pickup';
}

/**
 * Whether checkout must first send the customer to the address form (spec §2: /user/profiles/edit
 * is "shown when the profile has no delivery address"; issue 14 item 1). Every flow but pickup
 * delivers somewhere, and the address's country decides between Vietnam and abroad: without one
 * no delivery flow can be chosen, so a new Vietnamese customer is never shown the abroad one.
 * The page redirects on it; the server refuses such an order with `please_select_address` before
 * any flow-specific check.
 */
export function needsDeliveryAddress(profile: { buyonshop: boolean }, hasAddress: boolean): boolean {
  return !profile.buyonshop && !hasAddress;
}
