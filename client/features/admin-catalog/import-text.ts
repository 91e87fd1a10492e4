import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { productFieldText } from './product-field-text.ts';

/** Why a file is refused whole (shared/catalog-admin/import-file.ts `IMPORT_FILE_ERRORS`). */
const FILE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  import_file_too_large: msg`Tệp lớn hơn 10 MB. Hãy chia tệp thành nhiều phần.`,
  import_too_many_rows: msg`Tệp có hơn 20.000 dòng. Hãy chia tệp thành nhiều phần.`,
  import_file_empty: msg`Tệp không có dòng sản phẩm nào.`,
  import_file_unreadable: msg`Không đọc được tệp. Hãy lưu thành CSV hoặc XLSX rồi thử lại.`,
  import_header_missing: msg`Không tìm thấy dòng tiêu đề có cột SKU (mã hàng) hoặc MPN (mã nhà sản xuất).`,
  import_sheet_unknown: msg`Tệp không có trang tính này. Hãy kiểm tra lại tệp.`,
};

/** Why one row is refused (server/modules/catalog-admin/product-import-plan.ts and import-rows.ts). */
const ROW_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  import_number_invalid: msg`không phải số nguyên hợp lệ`,
  import_prices_invalid: msg`bảng giá không đọc được (ví dụ: 1:1200; 100:900)`,
  import_flag_invalid: msg`chỉ nhận có/không`,
  import_sku_required: msg`sản phẩm mới cần mã SKU`,
  import_key_missing: msg`dòng không có SKU lẫn MPN`,
  import_mpn_ambiguous: msg`MPN này thuộc nhiều sản phẩm, hãy ghi SKU`,
  import_row_repeated: msg`trùng với một dòng phía trên`,
  import_category_unknown: msg`không tìm thấy danh mục này`,
  import_category_ambiguous: msg`tên danh mục trùng nhiều nơi, hãy ghi thêm nhóm`,
};

/** The fields a row names, as staff call them. */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  sku: msg`SKU`,
  mpn: msg`MPN`,
  name: msg`Tên`,
  name_en: msg`Tên tiếng Anh`,
  manufacturer: msg`Hãng`,
  group: msg`Nhóm`,
  category: msg`Danh mục`,
  category_id: msg`Danh mục`,
  package: msg`Kiểu chân`,
  description: msg`Mô tả`,
  stock: msg`Tồn kho`,
  inventory: msg`Tồn kho`,
  min_order: msg`Mua tối thiểu`,
  multiples: msg`Mua tối thiểu`,
  step: msg`Bước`,
  prices: msg`Giá`,
  prices_vnd: msg`Giá (VND)`,
  prices_usd: msg`Giá nhập (USD)`,
  datasheet_url: msg`Datasheet`,
  library: msg`Linh kiện cơ bản`,
  preferred: msg`Linh kiện cơ bản`,
  visible: msg`Hiển thị`,
  unit: msg`Đơn vị`,
  cost_usd: msg`Giá nhập (USD)`,
};

export function importFileErrorText(i18n: I18n, key: string): string | null {
  const known = FILE_MESSAGES[key];
  return known ? i18n._(known) : null;
}

export function importFieldLabel(i18n: I18n, field: string): string {
  const known = FIELD_LABELS[field];
  return known ? i18n._(known) : field;
}

export function importRowErrorText(i18n: I18n, key: string): string {
  const known = ROW_MESSAGES[key];
  return known ? i18n._(known) : productFieldText(i18n, key);
}
