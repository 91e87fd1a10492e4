import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BomField, BomStatus } from '#shared/bom/schemas.ts';
import { BomRefusal } from './parse-in-worker.ts';

/** The page's words for the parser's and the API's refusals (message keys, shared/bom/parse/bom-limits.ts). */
const REFUSALS: Record<string, MessageDescriptor> = {
  bom_file_too_large: msg`Tệp BOM quá lớn: tối đa 5 MB.`,
  bom_too_many_lines: msg`BOM có quá nhiều dòng: tối đa 2.000 dòng.`,
  bom_file_empty: msg`Không tìm thấy dòng linh kiện nào trong tệp.`,
  bom_file_unreadable: msg`Không đọc được tệp. Hãy dùng CSV, văn bản phân cách bằng tab hoặc XLSX (tệp .xls cũ: lưu lại thành XLSX).`,
  bom_mapping_invalid: msg`Cách gán cột không hợp lệ.`,
  bom_parse_failed: msg`Không đọc được tệp. Vui lòng thử lại.`,
};

/** The page's words for why a parse failed: a `BomRefusal`'s key, anything else as "could not read". */
export function bomRefusal(i18n: I18n, refusal: unknown): string {
  const key = refusal instanceof BomRefusal ? refusal.key : 'bom_parse_failed';
  return i18n._(REFUSALS[key] ?? REFUSALS.bom_parse_failed!);
}

const FIELD_NAMES: Record<BomField, MessageDescriptor> = {
  designators: msg`Ký hiệu (vị trí)`,
  quantity: msg`Số lượng / bo`,
  value: msg`Giá trị`,
  footprint: msg`Kiểu chân / đóng gói`,
  mpn: msg`Mã nhà sản xuất (MPN)`,
  manufacturer: msg`Nhà sản xuất`,
  sku: msg`Mã nhà phân phối (LCSC…)`,
  description: msg`Mô tả`,
  link: msg`Liên kết sản phẩm`,
};

export function bomFieldName(i18n: I18n, field: BomField): string {
  return i18n._(FIELD_NAMES[field]);
}

const STATUS_NAMES: Record<BomStatus, MessageDescriptor> = {
  exact: msg`Khớp chính xác`,
  equivalent: msg`Tương đương`,
  check: msg`Cần kiểm tra`,
  suggestion: msg`Gợi ý`,
  none: msg`Không có trong danh mục`,
};

export function bomStatusName(i18n: I18n, status: BomStatus): string {
  return i18n._(STATUS_NAMES[status]);
}
