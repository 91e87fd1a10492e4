import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADDRESS_MAX_LENGTH, type AddressField } from '#shared/addresses/address-rules.ts';
import { commonErrorText, fieldErrorText } from '../../i18n/api-error-text.ts';

/** "Required" in words that name what is missing (spec §5 stars). */
const REQUIRED: Readonly<Record<AddressField, MessageDescriptor>> = {
  country_id: msg`Vui lòng chọn quốc gia.`,
  province_id: msg`Vui lòng chọn tỉnh/thành phố.`,
  ward_id: msg`Vui lòng chọn phường/xã.`,
  address: msg`Vui lòng nhập địa chỉ.`,
  city: msg`Vui lòng nhập thành phố.`,
  state: msg`Vui lòng nhập bang/tỉnh.`,
  zipcode: msg`Vui lòng nhập mã bưu chính.`,
  name: msg`Vui lòng nhập họ tên người nhận.`,
  phone: msg`Vui lòng nhập số điện thoại.`,
};

/**
 * A field's message key (shared/addresses/address-rules.ts, or the server's answer) in words.
 * Other keys (the schema's field_too_long…) read as the shared field texts, never as the key.
 */
export function fieldMessage(i18n: I18n, field: AddressField, key: string, vietnam: boolean): string {
  switch (key) {
    case 'required':
      return i18n._(REQUIRED[field]);
    case 'too_long': {
      const max = field in ADDRESS_MAX_LENGTH ? ADDRESS_MAX_LENGTH[field as keyof typeof ADDRESS_MAX_LENGTH] : 255;
      return i18n._(msg`Dài tối đa ${max} ký tự.`);
    }
    case 'invalid_characters':
      return i18n._(msg`Không dùng các ký tự < và >.`);
    case 'invalid_phone':
      return vietnam
        ? i18n._(msg`Số điện thoại chưa đúng, ví dụ: 0912 345 678.`)
        : i18n._(msg`Số điện thoại chưa đúng: ghi kèm mã quốc gia, ví dụ: +1 415 555 2671.`);
    case 'invalid_zipcode':
      return i18n._(msg`Mã bưu chính chỉ gồm chữ, số, dấu cách hoặc gạch ngang.`);
    case 'invalid_location':
      return i18n._(msg`Địa điểm không hợp lệ, vui lòng chọn lại.`);
    case 'retired_location':
      // Districts and many wards were merged on 1 July 2025.
      return i18n._(msg`Địa danh này không còn từ ngày 1/7/2025, vui lòng chọn theo địa giới mới.`);
    default:
      return fieldErrorText(i18n, key);
  }
}

/** Top-level reasons of the address calls (the red box above the form or the list); others are common. */
const FORM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // Spec §8: "Delete failure: cannot_delete_this".
  cannot_delete_this: msg`Không thể xóa địa chỉ này. Địa chỉ mặc định không xóa được.`,
  too_many_addresses: msg`Bạn đã có 20 địa chỉ, mức tối đa. Hãy xóa bớt một địa chỉ rồi thêm mới.`,
  not_found: msg`Không tìm thấy địa chỉ này. Có thể nó đã bị xóa.`,
};

export function formMessage(i18n: I18n, code: string): string {
  const known = FORM_MESSAGES[code];
  return known ? i18n._(known) : commonErrorText(i18n, code);
}
