import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { commonErrorText, fieldErrorText } from '../../i18n/api-error-text.ts';

/** The category and filter rules' message keys (shared/catalog-structure) in words. */
const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  slug_invalid: msg`Chỉ dùng chữ thường không dấu, số và dấu gạch ngang.`,
  slug_taken: msg`Đường dẫn này đã được dùng.`,
  category_too_deep: msg`Danh mục chỉ có tối đa 3 cấp: không thể đặt ở đây.`,
  category_move_into_itself: msg`Không thể chuyển danh mục vào chính nó hoặc danh mục con của nó.`,
  category_merge_same: msg`Hãy chọn một danh mục khác để gộp.`,
  category_merge_levels: msg`Chỉ gộp được hai danh mục cùng cấp.`,
  category_reorder_mismatch: msg`Danh sách đã thay đổi, vui lòng tải lại trang.`,
  filter_name_taken: msg`Nhóm này đã có một mục cùng tên.`,
  filter_value_in_value: msg`Giá trị chỉ thuộc về một nhóm lọc, không thuộc về giá trị khác.`,
  filter_merge_same: msg`Hãy chọn một giá trị khác để gộp.`,
  filter_merge_group: msg`Chỉ gộp được hai giá trị trong cùng một nhóm lọc.`,
  filter_reorder_mismatch: msg`Danh sách đã thay đổi, vui lòng tải lại trang.`,
  not_found: msg`Không tìm thấy mục này (có thể đã bị gộp hoặc xoá).`,
  forbidden: msg`Chỉ nhân viên cửa hàng mới dùng được chức năng này.`,
};

export function structureFieldText(i18n: I18n, key: string): string {
  const own = MESSAGES[key];
  return own ? i18n._(own) : fieldErrorText(i18n, key);
}

export function structureErrorText(i18n: I18n, code: string, retryAfterSeconds: number | null = null): string {
  const own = MESSAGES[code];
  return own ? i18n._(own) : commonErrorText(i18n, code, retryAfterSeconds);
}
