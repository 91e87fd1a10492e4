import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DELIVERY_FEE_MAX } from '#shared/shop-settings/delivery-fee-rules.ts';
import { commonErrorText, fieldErrorText } from '../../i18n/api-error-text.ts';

const max = DELIVERY_FEE_MAX.toLocaleString('vi-VN');

/** The settings rules' message keys (shared/shop-settings) in words. */
const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  field_required: msg`Vui lòng nhập phí giao hàng.`,
  field_invalid: msg`Nhập một số tiền (đồng), ví dụ 25000.`,
  field_too_small: msg`Phí không thể âm.`,
  field_too_large: msg`Phí tối đa ${max} đ.`,
  fee_not_hundreds: msg`Phí phải tròn trăm đồng.`,
  rate_field_required: msg`Vui lòng nhập tỷ giá.`,
  rate_field_invalid: msg`Nhập số đồng cho 1 USD, ví dụ 26000.`,
  forbidden: msg`Chỉ nhân viên cửa hàng mới dùng được chức năng này.`,
};

export function settingsFieldText(i18n: I18n, key: string): string {
  const own = MESSAGES[key];
  if (own) return i18n._(own);
  return key.startsWith('field_') ? fieldErrorText(i18n, key) : commonErrorText(i18n, key);
}
