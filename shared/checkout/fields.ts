/**
 * Multipart field names of the order and feedback calls, apart
 * from the TypeBox schemas so the page can use them at run time too.
 */

/**
 * 3. POST /v1/orders multipart field names (spec §3 Order form fields, plus the browser's current
 * choices, language and the prices it showed so a stale price is rejected, never charged).
 * `selected_ids` is a JSON array of product ids; `line_prices` JSON `{ "<product_id>": <unit VND> }`.
 */
export const ORDER_FIELD = {
  useBonus: 'order[use_bonus]',
  address: 'order[address]',
  content: 'order[content]',
  vat: 'order[vat]',
  name: 'order[name]',
  phone: 'order[phone]',
  globalDeliveryPayment: 'order[global_delivery_payment]',
  transportId: 'order[transport_id]',
  paymentMethod: 'order[payment_method]',
  deliveryMethod: 'order[delivery_method]',
  paymentInShop: 'order[payment_in_shop]',
  deliveryCost: 'order[delivery_cost]',
  pickupDate: 'order[pickup_date]',
  pickupTime: 'order[pickup_time]',
  language: 'order[language]',
  selectedIds: 'selected_ids',
  company: 'company',
  taxcode: 'taxcode',
  companyAddress: 'company_address',
  expectedTotal: 'expected_total',
  linePrices: 'line_prices',
} as const;
export type OrderFieldName = (typeof ORDER_FIELD)[keyof typeof ORDER_FIELD];

/** 5. POST /feedbacks multipart field names; images beyond FEEDBACK_MAX_IMAGES are dropped. */
export const FEEDBACK_FIELD = { orderId: 'order_id', content: 'content', star: 'star', images: 'images[]' } as const;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
