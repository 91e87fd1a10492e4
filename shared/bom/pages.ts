import { fixedPage } from '../http/page-declaration.ts';

/** Spec §2 /bom, the BOM tool: always answered and indexed (guests use it too). */
export const bomPages = [
  fixedPage('bom', 'tool', /^\/bom\/?$/, ['/bom'], {
    vi: {
      title: 'Công cụ BOM: báo giá cả danh sách linh kiện',
      description: 'Tải lên BOM từ KiCad, Altium, EasyEDA, Eagle hay JLCPCB, khớp từng dòng với linh kiện có sẵn, tính giá cho N bo mạch và thêm tất cả vào giỏ.',
    },
    en: {
      title: 'BOM tool: price a whole bill of materials',
      description: 'Upload a BOM from KiCad, Altium, EasyEDA, Eagle or JLCPCB, match every line to parts in stock, price it for N boards and add it all to the cart.',
    },
    robots: null,
  }),
] as const;
