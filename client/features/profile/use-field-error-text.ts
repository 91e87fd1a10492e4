import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { MAX_AVATAR_BYTES } from '#shared/profile/avatar.ts';
import { knownFieldErrorText } from '../../i18n/api-error-text.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * Turns the message keys of profile errors (shared/profile/profile-fields.ts, the server's
 * error codes) into text, several joined by commas (spec §8 "inline profile errors: messages
 * joined by commas under the input").
 */
export function useProfileErrorText(): (keys: readonly string[]) => string {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const maxSize = formatCount(MAX_AVATAR_BYTES, locale);
  return useCallback(
    (keys: readonly string[]) =>
      keys
        .map((key) => {
          switch (key) {
            case 'required':
              return t`Vui lòng nhập thông tin này`;
            case 'too_long':
              return t`Quá dài`;
            case 'invalid_characters':
              return t`Có ký tự không được dùng`;
            case 'invalid_phone':
              return t`Số điện thoại gồm 8 đến 15 chữ số`;
            case 'invalid_email':
              return t`Email không hợp lệ`;
            case 'invalid_taxcode':
              return t`Mã số thuế gồm 10 chữ số (hoặc 10 chữ số, dấu gạch và 3 chữ số)`;
            case 'email_locked':
              return t`Không thể thay đổi email đã có`;
            case 'max_avatar_size':
              return t`Ảnh đại diện tối đa 1 MB (${maxSize} byte)`;
            case 'invalid_avatar_type':
              return t`Chỉ nhận ảnh PNG hoặc JPEG`;
            case 'login_required':
              return t`Vui lòng đăng nhập lại`;
            case 'too_many_requests':
              return t`Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút`;
            default:
              // A schema key (field_too_long…) in the shared words, else spec §8's generic failure text.
              return knownFieldErrorText(i18n, key) ?? t`Đã xảy ra lỗi, vui lòng thử lại sau!`;
          }
        })
        .filter((text, index, all) => all.indexOf(text) === index)
        .join(', '),
    [t, i18n, maxSize],
  );
}
