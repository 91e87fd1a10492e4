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

/**
 * Spec §4 "In-shop mode forces delivery to 1 and all items are always selected (no checkboxes)":
 * the one rule /carts, /checkout and POST /v1/orders run.
 *
 * In-shop mode is the profile's buyonshop flag (spec §6 "buyonshop flag: in-shop flow"), i.e. the
 * pickup flow, and not a Vietnam customer's choice of delivery 1 (buy in shop): spec §5's "in-shop
 * with delivery other than 1" check only means something if the mode is set before the delivery
 * method is. So a Vietnam customer who collects in the shop still ticks which lines to order,
 * while a buyonshop customer orders the whole cart and sees no checkboxes. The server tells the
 * cart page which applies (GET /v1/carts `selects_all`), since the page has no profile.
 */
export function selectsAllItems(flow: CheckoutFlow): boolean {
  return flow === 'pickup';
}

/**
 * Whether checkout must first send the customer to the address form (spec §2: /user/profiles/edit
 * is "shown when the profile has no delivery address"). Every flow but pickup
 * delivers somewhere, and the address's country decides between Vietnam and abroad: without one
 * no delivery flow can be chosen, so a new Vietnamese customer is never shown the abroad one.
 * The page redirects on it; the server refuses such an order with `please_select_address` before
 * any flow-specific check.
 */
export function needsDeliveryAddress(profile: { buyonshop: boolean }, hasAddress: boolean): boolean {
  return !profile.buyonshop && !hasAddress;
}
