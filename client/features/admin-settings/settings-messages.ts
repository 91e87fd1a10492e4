import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_NAME_MAX, BANK_NAME_MAX } from '#shared/shop-settings/bank-account-rules.ts';
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

/** The opening-hours and bank-account rules' own keys (shared/shop-settings); `field_*` keys read as everywhere else. */
const RULE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  time_invalid: msg`Nhập giờ dạng 07:30.`,
  time_not_quarter_hour: msg`Giờ phải tròn 15 phút (ví dụ 07:30, 07:45): khung giờ nhận hàng bắt đầu từ đó.`,
  closes_before_opens: msg`Giờ đóng cửa phải sau giờ mở cửa.`,
  lunch_outside_hours: msg`Giờ nghỉ trưa phải nằm trong giờ mở cửa, bắt đầu trước khi kết thúc.`,
  shop_never_open: msg`Cửa hàng phải mở ít nhất một ngày trong tuần, nếu không khách không chọn được giờ nhận hàng.`,
  bank_bin_invalid: msg`Mã ngân hàng (BIN) gồm đúng 6 chữ số, ví dụ 970436 (Vietcombank).`,
  account_number_invalid: msg`Số tài khoản gồm 6 đến 19 chữ số.`,
  bank_name_too_long: msg`Tên ngân hàng tối đa ${BANK_NAME_MAX} ký tự.`,
  account_name_too_long: msg`Tên chủ tài khoản tối đa ${ACCOUNT_NAME_MAX} ký tự.`,
};

/** A message key of the opening-hours or bank-account form in words; `field` picks a field's own wording of a shared key. */
export function settingsRuleText(i18n: I18n, key: string, field?: string): string {
  const own = (field && RULE_MESSAGES[`${field}_${key.replace(/^field_/, '')}`]) || RULE_MESSAGES[key];
  if (own) return i18n._(own);
  return key.startsWith('field_') ? fieldErrorText(i18n, key) : commonErrorText(i18n, key);
}
