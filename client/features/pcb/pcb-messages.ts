import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DESIGN_FILE_MAX_BYTES } from '#shared/pcb/design-file.ts';

const maxMb = Math.round(DESIGN_FILE_MAX_BYTES / (1024 * 1024));

/** The PCB forms' message keys (spec §5, §8 and the server's 422 codes) in words. */
const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  only_rar_zip_file: msg`Chỉ nhận tệp .zip hoặc .rar.`,
  design_file_too_large: msg`Tệp thiết kế lớn hơn ${maxMb} MB. Vui lòng nén lại hoặc gửi tệp nhỏ hơn.`,
  design_file_unsafe: msg`Tệp nén không an toàn hoặc bị hỏng (quá nhiều tệp hoặc dung lượng giải nén quá lớn).`,
  file_design_required: msg`Vui lòng đính kèm tệp thiết kế (.zip hoặc .rar).`,
  pcb_other_quantity_require: msg`Số lượng khác phải là bội số của 50.`,
  pcb_other_quantity_max: msg`Số lượng khác vượt quá số lượng lớn nhất trong danh sách.`,
  pcb_max_size: msg`Kích thước bo vượt quá khổ tối đa của loại PCB này.`,
  please_select_area_and_quantity: msg`Vui lòng nhập kích thước và chọn số lượng.`,
  please_select_require: msg`Vui lòng chọn đủ các thông số bắt buộc (*).`,
  please_select_size: msg`Vui lòng chọn kích thước stencil.`,
  please_select_delivery: msg`Vui lòng chọn đơn vị vận chuyển.`,
  please_select_address: msg`Vui lòng chọn địa chỉ giao hàng (hoặc thêm một địa chỉ) để tính phí giao hàng.`,
  delivery_fees_loading: msg`Đang tải phí giao hàng của bạn; vui lòng gửi lại sau giây lát.`,
  price_mismatch: msg`Giá đã thay đổi; biểu mẫu hiện giá mới, vui lòng kiểm tra lại rồi gửi.`,
  content_required: msg`Vui lòng mô tả yêu cầu của bạn.`,
  pcb_quote_required: msg`Vui lòng chọn loại báo giá.`,
  can_not_send_pcb_quote: msg`Không gửi được yêu cầu báo giá, vui lòng thử lại.`,
  login_required: msg`Vui lòng đăng nhập để gửi báo giá.`,
  property_disabled: msg`Một thông số đã chọn không dùng được với lựa chọn khác. Vui lòng chọn lại.`,
  property_quantity_mismatch: msg`Một lựa chọn theo số lượng không khớp với số lượng đã nhập. Vui lòng chọn lại.`,
  network_error: msg`Không kết nối được máy chủ. Kiểm tra kết nối mạng rồi thử lại.`,
};

/** A PCB message key in words; unknown keys read as can_not_send_pcb_quote (spec §8). */
export function pcbMessage(i18n: I18n, key: string): string {
  return i18n._(MESSAGES[key] ?? MESSAGES.can_not_send_pcb_quote!);
}

/** Spec §5 'Nhập số lượng nhỏ hơn {max}'. */
export function quantityMaxMessage(i18n: I18n, max: number): string {
  return i18n._(msg`Nhập số lượng nhỏ hơn ${max}`);
}

/** Spec §5 'Max X = {n}' / 'Max Y = {n}' (kept as the spec writes them). */
export function maxSizeMessage(axis: 'width' | 'height', n: number): string {
  return axis === 'width' ? `Max X = ${n}` : `Max Y = ${n}`;
}
