import { accountPage } from '../accounts/pages.ts';
import { fixedPage, type HeadText } from '../http/page-declaration.ts';

function pcbPage<Page extends string>(page: Page, pattern: RegExp, route: string, vi: HeadText, en: HeadText, robots: string | null = null) {
  return fixedPage('pcb', page, pattern, [route], { vi, en, robots });
}

/** Spec §2 /pcb and its forms: always answered and indexed, except the drafts kept on the visitor's own device. */
export const pcbPages = [
  pcbPage(
    'fabrication',
    /^\/pcb\/?$/,
    '/pcb/',
    { title: 'Báo giá gia công PCB trực tuyến', description: 'Báo giá mạch in PCB tức thì: FR-4 1-2 lớp, 4 lớp, nhôm; chọn kích thước, số lượng, màu phủ, bề mặt và thời gian sản xuất.' },
    { title: 'Instant PCB fabrication quote', description: 'Instant printed circuit board quotes: FR-4 1-2 and 4 layers, aluminium; choose size, quantity, mask colour, finish and build time.' },
  ),
  pcbPage(
    'assembly',
    /^\/pcb\/assembly\/?$/,
    '/pcb/assembly',
    { title: 'Báo giá lắp ráp PCB (PCBA)', description: 'Báo giá lắp ráp linh kiện lên mạch in: SMD, xuyên lỗ, một hoặc hai mặt.' },
    { title: 'PCB assembly quote (PCBA)', description: 'Quotes for assembling parts on your boards: SMD, through-hole, one or both sides.' },
  ),
  pcbPage(
    'stencil',
    /^\/pcb\/stencil\/?$/,
    '/pcb/stencil',
    { title: 'Báo giá stencil SMD', description: 'Báo giá stencil SMD theo kích thước, độ dày thép và mặt in.' },
    { title: 'SMD stencil quote', description: 'SMD stencil quotes by size, steel thickness and side.' },
  ),
  pcbPage(
    'custom',
    /^\/pcb\/custom\/?$/,
    '/pcb/custom',
    { title: 'Báo giá PCB theo yêu cầu', description: 'Mạch dẻo, mạch cứng-dẻo và các yêu cầu đặc biệt: mô tả, đính kèm tệp và nhận báo giá.' },
    { title: 'Custom PCB quote', description: 'Flexible and rigid-flex boards and special requests: describe, attach files and get a quote.' },
  ),
  pcbPage(
    'drafts',
    /^\/pcb\/drafts\/?$/,
    '/pcb/drafts',
    { title: 'Bản nháp báo giá PCB', description: 'Các báo giá PCB đang soạn, lưu trên thiết bị này.' },
    { title: 'PCB quote drafts', description: 'PCB quotes in progress, kept on this device.' },
    'noindex, nofollow',
  ),
] as const;

/** The customer's PCB orders (an account page: never indexed). */
export const pcbOrderPages = [accountPage('pcb-orders', /^\/pcb-orders\/?$/, ['/pcb-orders'], { vi: 'Đơn hàng PCB', en: 'PCB orders' })] as const;
