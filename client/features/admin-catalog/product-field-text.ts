import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrorText } from '../../i18n/api-error-text.ts';

/** The product rule's own message keys (shared/catalog-admin/product-rules.ts), as the editor and the import show them. */
const PRODUCT_FIELD_MESSAGES = {
  sku_taken: msg`Mã SKU này đã có sản phẩm khác dùng.`,
  datasheet_url_invalid: msg`Nhập một liên kết bắt đầu bằng https:// hoặc http://.`,
  price_breaks_required: msg`Cần ít nhất một mức giá.`,
  price_break_quantity_repeated: msg`Mỗi số lượng chỉ có một mức giá.`,
  price_break_not_descending: msg`Mua nhiều hơn không được đắt hơn: giá phải giảm dần theo số lượng.`,
} as const;

/** A product field's message key in words (the product rule's keys, then the shared ones). */
export function productFieldText(i18n: I18n, key: string): string {
  const own = PRODUCT_FIELD_MESSAGES[key as keyof typeof PRODUCT_FIELD_MESSAGES];
  return own ? i18n._(own) : fieldErrorText(i18n, key);
}
