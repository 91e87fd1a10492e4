import type { Locale } from '#shared/i18n/locale.ts';
import { message } from '../../i18n/messages.ts';

/**
 * The PCB quote help text (spec §7 GET /v1/pcb-quotes/tips: `value`, HTML). Static markup written
 * here, with no user data in it, so it is safe to insert as HTML.
 */
const TIPS: Record<Locale, string> = {
  vi: [
    '<h3>Mẹo đặt mạch nhanh</h3>',
    '<ul>',
    '<li>Nén toàn bộ file Gerber và file khoan vào một file <strong>.zip</strong> hoặc <strong>.rar</strong> (tối đa 30 MB).</li>',
    '<li>Kích thước tính bằng mm, là kích thước ngoài của bo; giá được tính lại theo diện tích.</li>',
    '<li>Số lượng khác phải là bội số của 50 và không lớn hơn số lượng lớn nhất trong danh sách.</li>',
    '<li>Màu phủ xanh lá giao nhanh nhất; ENIG, gold finger và lỗ nửa có thêm phí chuẩn bị.</li>',
    '<li>Ghép panel cần viền công nghệ rộng ít nhất 4 mm.</li>',
    '</ul>',
    '<p>Báo giá có thể soạn khi mất mạng: bản nháp được lưu trên máy và tự gửi khi có mạng trở lại.</p>',
  ].join(''),
  en: [
    '<h3>Tips for a quick order</h3>',
    '<ul>',
    '<li>Put every Gerber and drill file in one <strong>.zip</strong> or <strong>.rar</strong> file (at most 30 MB).</li>',
    '<li>Sizes are in mm, the outer size of the board; the price follows the area.</li>',
    '<li>An other quantity is a multiple of 50 and not above the largest listed quantity.</li>',
    '<li>Green solder mask ships fastest; ENIG, gold fingers and castellated holes add a setup fee.</li>',
    '<li>A panel needs edge rails at least 4 mm wide.</li>',
    '</ul>',
    '<p>Quotes can be drafted offline: the draft is kept on this device and sent when the network is back.</p>',
  ].join(''),
};

/** The tips in the storefront language. */
export function quoteTips(locale: Locale): string {
  return TIPS[locale];
}

/** The success message of a sent quote (spec §8 "Success: response message then redirect to /"). */
export function quoteSentMessage(locale: Locale): string {
  return message(locale, 'pcb_quote_sent');
}
