import type { ServiceCallToAction } from '../../modules/content/service.entity.ts';

/** Demo services (spec §2 /dich-vu), written for this shop; each page ends with a call to /pcb or the contact form. */
export interface SeedService {
  slug: string;
  name: string;
  nameEn: string;
  summary: string;
  summaryEn: string;
  body: string;
  bodyEn: string;
  callToAction: ServiceCallToAction;
}

export const SERVICES: SeedService[] = [
  {
    slug: 'gia-cong-mach-in-pcb',
    name: 'Gia công mạch in PCB',
    nameEn: 'PCB fabrication',
    summary: 'Mạch in 1 đến 6 lớp, FR-4 và nhôm, báo giá tức thì theo kích thước và số lượng.',
    summaryEn: 'Boards from 1 to 6 layers, FR-4 and aluminium, priced instantly by size and quantity.',
    body: '<p>Chúng tôi nhận gia công mạch in từ 5 tấm, độ dày 0,4-2,0 mm, màu phủ xanh, đen, trắng, đỏ, vàng và xanh dương.</p><h2>Quy trình</h2><ul><li>Tải file Gerber dạng .zip hoặc .rar tại trang PCB.</li><li>Kỹ sư kiểm tra file trong giờ làm việc và báo lại nếu có lỗi.</li><li>Sản xuất 3-7 ngày tùy số lớp, giao toàn quốc hoặc nhận tại cửa hàng.</li></ul>',
    bodyEn: '<p>We make boards from 5 pieces, 0.4-2.0 mm thick, with green, black, white, red, yellow or blue solder mask.</p><h2>How it works</h2><ul><li>Upload your Gerber files as .zip or .rar on the PCB page.</li><li>An engineer checks the files during working hours and tells you of any problem.</li><li>Production takes 3-7 days depending on layers; delivered nationwide or collected in the shop.</li></ul>',
    callToAction: 'pcb',
  },
  {
    slug: 'lap-rap-linh-kien-pcba',
    name: 'Lắp ráp linh kiện (PCBA)',
    nameEn: 'PCB assembly (PCBA)',
    summary: 'Hàn dán SMD và cắm xuyên lỗ, linh kiện lấy từ kho của shop hoặc do bạn gửi.',
    summaryEn: 'SMD and through-hole assembly with parts from our stock or supplied by you.',
    body: '<p>Dây chuyền gắn chip tự động với lò reflow 8 vùng nhiệt, nhận linh kiện nhỏ đến 0201 và BGA bước 0,4 mm.</p><h2>Bạn cần chuẩn bị</h2><ul><li>File Gerber, file vị trí linh kiện (pick and place) và danh sách BOM.</li><li>Nếu tự cung cấp linh kiện: đóng gói dạng cuộn hoặc khay, dư 5% cho linh kiện nhỏ.</li></ul><p>Mỗi bo được kiểm tra quang học AOI; bo có BGA được chụp X-quang.</p>',
    bodyEn: '<p>Automatic pick-and-place with an 8-zone reflow oven, from 0201 parts to 0.4 mm pitch BGAs.</p><h2>What you send</h2><ul><li>Gerber files, the pick-and-place file and the bill of materials.</li><li>If you supply the parts: on reels or trays, with 5% spare for small parts.</li></ul><p>Every board is checked by AOI; boards with BGAs are X-rayed.</p>',
    callToAction: 'pcb',
  },
  {
    slug: 'tim-nguon-linh-kien',
    name: 'Tìm nguồn linh kiện',
    nameEn: 'Component sourcing',
    summary: 'Tìm mã khó, hàng ngừng sản xuất hoặc số lượng lớn từ nhà phân phối chính hãng.',
    summaryEn: 'Hard-to-find, end-of-life or volume parts from authorised distributors.',
    body: '<p>Gửi cho chúng tôi danh sách mã linh kiện và số lượng; bộ phận mua hàng báo giá trong 1-2 ngày làm việc, kèm thời gian giao và mã thay thế tương đương nếu mã gốc hết hàng.</p><p>Hàng nhập từ nhà sản xuất hoặc nhà phân phối được ủy quyền, có chứng từ xuất xứ.</p>',
    bodyEn: '<p>Send us your part numbers and quantities; our buyers quote within 1-2 working days with lead times, and equivalent alternatives when the original is out of stock.</p><p>Parts come from the manufacturer or authorised distributors, with certificates of origin.</p>',
    callToAction: 'contact',
  },
  {
    slug: 'kiem-tra-thiet-ke',
    name: 'Kiểm tra thiết kế mạch',
    nameEn: 'Design review',
    summary: 'Kỹ sư xem sơ đồ nguyên lý và bố trí PCB, chỉ ra lỗi trước khi bạn đặt sản xuất.',
    summaryEn: 'Engineers review your schematic and layout and point out problems before you order.',
    body: '<p>Dịch vụ dành cho nhóm khởi nghiệp và sinh viên làm đồ án: kiểm tra footprint, khoảng cách an toàn, mạch nguồn, bảo vệ ESD và khả năng sản xuất (DFM).</p><p>Bạn nhận báo cáo có ảnh chụp vị trí lỗi và đề xuất sửa trong 3 ngày làm việc.</p>',
    bodyEn: '<p>For start-ups and students: we check footprints, clearances, power circuits, ESD protection and manufacturability (DFM).</p><p>You receive a report with pictures of each issue and a proposed fix within 3 working days.</p>',
    callToAction: 'contact',
  },
  {
    slug: 'nap-chuong-trinh-va-kiem-thu',
    name: 'Nạp chương trình và kiểm thử',
    nameEn: 'Programming and testing',
    summary: 'Nạp firmware hàng loạt cho vi điều khiển và kiểm thử chức năng từng bo theo kịch bản của bạn.',
    summaryEn: 'Volume firmware programming and functional testing of every board to your script.',
    body: '<p>Nạp chương trình trước hoặc sau khi lắp ráp cho STM32, ESP32, AVR, PIC và các bộ nhớ SPI flash, EEPROM. Kiểm thử chức năng bằng đồ gá kim (bed of nails) do chúng tôi chế tạo.</p><p>Mỗi bo có nhật ký kiểm thử theo số sê-ri.</p>',
    bodyEn: '<p>Programming before or after assembly for STM32, ESP32, AVR, PIC and SPI flash or EEPROM memories. Functional testing on a bed-of-nails fixture we build.</p><p>Every board gets a test log by serial number.</p>',
    callToAction: 'contact',
  },
];
