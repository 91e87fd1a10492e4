/**
 * Demo shop content for the footer and settings (spec §3 Footer data). Plausible for a small
 * components shop in Ho Chi Minh City with a Hanoi branch; every value is editable data.
 */

export interface SeedInformation {
  slug: string;
  name: string;
  nameEn: string;
  pages: { slug: string; name: string; nameEn: string; url?: string; content: string; contentEn: string }[];
}

/** The warranty policy (spec §2 /pages/quy-dinh-bao-hanh). */
const WARRANTY_VI =
  '<p>Linh Kiện Việt bảo hành mọi linh kiện và mạch in bán ra theo các điều kiện dưới đây.</p>' +
  '<h2>Thời hạn</h2><ul><li>Linh kiện điện tử: đổi mới trong 7 ngày nếu lỗi do nhà sản xuất.</li><li>Module, mạch phát triển và dụng cụ: bảo hành 3 tháng.</li><li>Mạch in và mạch lắp ráp do chúng tôi sản xuất: làm lại miễn phí nếu sai khác so với file thiết kế đã duyệt.</li></ul>' +
  '<h2>Điều kiện</h2><ul><li>Còn hóa đơn hoặc mã đơn hàng.</li><li>Linh kiện chưa hàn, còn nguyên bao bì chống tĩnh điện hoặc cuộn băng.</li><li>Không bảo hành hư hỏng do cấp sai điện áp, hàn quá nhiệt hoặc phóng tĩnh điện khi sử dụng.</li></ul>' +
  '<h2>Cách gửi bảo hành</h2><p>Mang hàng đến cửa hàng hoặc gửi qua đường bưu điện kèm mã đơn hàng và mô tả lỗi. Chúng tôi kiểm tra và phản hồi trong 3 ngày làm việc.</p>';
const WARRANTY_EN =
  '<p>Linh Kien Viet warrants every part and board it sells on the terms below.</p>' +
  '<h2>Periods</h2><ul><li>Electronic parts: replaced within 7 days for a manufacturing defect.</li><li>Modules, development boards and tools: 3 months.</li><li>Boards we fabricate or assemble: remade free of charge if they differ from the approved design files.</li></ul>' +
  '<h2>Conditions</h2><ul><li>An invoice or order number.</li><li>Parts unsoldered, in their anti-static bag or tape.</li><li>Damage from wrong supply voltage, overheating while soldering or electrostatic discharge in use is not covered.</li></ul>' +
  '<h2>How to claim</h2><p>Bring the goods to a store or post them with the order number and a description of the fault. We check them and answer within 3 working days.</p>';

/** The shipping policy (footer "Chính sách vận chuyển"). */
const SHIPPING_VI =
  '<p>Chúng tôi giao hàng toàn quốc và quốc tế.</p>' +
  '<h2>Trong nước</h2><ul><li>TP. Hồ Chí Minh và Hà Nội: giao trong ngày với đơn đặt trước 15:00, phí từ 15.000 đ.</li><li>Các tỉnh lân cận: 1-2 ngày; các tỉnh xa: 3-4 ngày.</li><li>Thanh toán khi nhận hàng (COD) có thu phí theo giá trị đơn.</li></ul>' +
  '<h2>Quốc tế</h2><p>Gửi qua DHL, FedEx hoặc UPS, phí tính theo cân nặng và quốc gia, thanh toán bằng chuyển khoản hoặc PayPal. Thuế nhập khẩu tại nước nhận do người mua chịu.</p>' +
  '<h2>Đóng gói</h2><p>Linh kiện nhạy tĩnh điện được đóng túi chống tĩnh điện; mạch in được bọc xốp và hộp carton.</p>';
const SHIPPING_EN =
  '<p>We deliver across Vietnam and abroad.</p>' +
  '<h2>In Vietnam</h2><ul><li>Ho Chi Minh City and Hanoi: same day for orders placed before 15:00, from 15,000 VND.</li><li>Neighbouring provinces: 1-2 days; distant provinces: 3-4 days.</li><li>Cash on delivery carries a fee based on the order value.</li></ul>' +
  '<h2>International</h2><p>Sent by DHL, FedEx or UPS, charged by weight and country, paid by bank transfer or PayPal. Import duties in the destination country are paid by the buyer.</p>' +
  '<h2>Packing</h2><p>Static-sensitive parts are packed in anti-static bags; boards in foam and a carton box.</p>';

export const FOOTER_INFORMATIONS: SeedInformation[] = [
  {
    slug: 've-chung-toi',
    name: 'Về chúng tôi',
    nameEn: 'About us',
    pages: [
      {
        slug: 'gioi-thieu',
        name: 'Giới thiệu',
        nameEn: 'About the shop',
        content: '<p>Linh Kiện Việt cung cấp linh kiện điện tử chính hãng và dịch vụ gia công mạch in (PCB) cho kỹ sư, sinh viên và doanh nghiệp trên toàn quốc.</p><p>Hơn 3.000 mã linh kiện có sẵn trong kho, giao hàng nhanh trong ngày tại TP. Hồ Chí Minh và Hà Nội.</p>',
        contentEn: '<p>Linh Kien Viet supplies genuine electronic components and PCB manufacturing services to engineers, students and companies across Vietnam and abroad.</p><p>More than 3,000 parts in stock, same-day delivery in Ho Chi Minh City and Hanoi.</p>',
      },
      { slug: 'tuyen-dung', name: 'Tuyển dụng', nameEn: 'Careers', content: '<p>Chúng tôi đang tìm kỹ sư ứng dụng và nhân viên kho. Gửi CV về tuyendung@linhkienviet.vn.</p>', contentEn: '<p>We are hiring application engineers and warehouse staff. Send your CV to tuyendung@linhkienviet.vn.</p>' },
      { slug: 'lien-he-hop-tac', name: 'Liên hệ', nameEn: 'Contact', url: '/lien-he', content: '', contentEn: '' },
    ],
  },
  {
    slug: 'chinh-sach',
    name: 'Chính sách',
    nameEn: 'Policies',
    pages: [
      { slug: 'quy-dinh-bao-hanh', name: 'Quy định bảo hành', nameEn: 'Warranty policy', url: '/pages/quy-dinh-bao-hanh', content: WARRANTY_VI, contentEn: WARRANTY_EN },
      { slug: 'chinh-sach-van-chuyen', name: 'Chính sách vận chuyển', nameEn: 'Shipping policy', content: SHIPPING_VI, contentEn: SHIPPING_EN },
      { slug: 'chinh-sach-bao-mat', name: 'Chính sách bảo mật', nameEn: 'Privacy policy', content: '<p>Chúng tôi chỉ dùng thông tin của bạn để xử lý đơn hàng và không chia sẻ cho bên thứ ba.</p>', contentEn: '<p>We use your information only to process your orders and never share it with third parties.</p>' },
      { slug: 'xuat-hoa-don-vat', name: 'Xuất hóa đơn VAT', nameEn: 'VAT invoices', content: '<p>Xuất hóa đơn VAT cho đơn hàng từ 1.000.000 đ.</p>', contentEn: '<p>VAT invoices are issued for orders of at least 1,000,000 VND.</p>' },
    ],
  },
  {
    slug: 'huong-dan',
    name: 'Hướng dẫn',
    nameEn: 'Help',
    pages: [
      { slug: 'huong-dan-mua-hang', name: 'Hướng dẫn mua hàng', nameEn: 'How to order', content: '<p>Chọn linh kiện, thêm vào giỏ hàng, chọn phương thức giao hàng và thanh toán.</p>', contentEn: '<p>Pick your parts, add them to the cart, then choose delivery and payment.</p>' },
      { slug: 'huong-dan-thanh-toan', name: 'Hướng dẫn thanh toán', nameEn: 'Payment guide', content: '<p>Thanh toán tiền mặt, chuyển khoản, thẻ nội địa, ví điện tử hoặc PayPal.</p>', contentEn: '<p>Pay in cash, by bank transfer, domestic card, mobile wallet or PayPal.</p>' },
      { slug: 'dat-mach-pcb', name: 'Đặt mạch in PCB', nameEn: 'Ordering PCBs', url: '/pcb', content: '', contentEn: '' },
      { slug: 'cong-cu-bom', name: 'Công cụ BOM', nameEn: 'BOM tool', url: '/bom', content: '', contentEn: '' },
    ],
  },
];

export const BASICS: { key: string; value: string; valueEn: string | null }[] = [
  { key: 'site_name', value: 'Linh Kiện Việt', valueEn: 'Linh Kien Viet' },
  { key: 'phone', value: '0283 456 7890', valueEn: '+84 28 3456 7890' },
  { key: 'email', value: 'hotro@linhkienviet.vn', valueEn: null },
  { key: 'facebook_page', value: 'https://www.facebook.com/linhkienviet', valueEn: null },
  { key: 'youtube_page', value: 'https://www.youtube.com/@linhkienviet', valueEn: null },
  { key: 'twitter_page', value: 'https://x.com/linhkienviet', valueEn: null },
  { key: 'linkedin_page', value: 'https://www.linkedin.com/company/linhkienviet', valueEn: null },
  { key: 'instagram_page', value: 'https://www.instagram.com/linhkienviet', valueEn: null },
  { key: 'tiktok_page', value: 'https://www.tiktok.com/@linhkienviet', valueEn: null },
  // No 'marquee': the footer's opening hours are derived from the opening_hours table, which its
  // migration fills with the demo hours.
  { key: 'online_gov_register', value: 'http://online.gov.vn/', valueEn: null },
  { key: 'map_link', value: 'https://maps.google.com/?q=10.7769,106.7009', valueEn: null },
  {
    key: 'company_info',
    value:
      '<p>Công ty TNHH Linh Kiện Việt. Giấy chứng nhận đăng ký doanh nghiệp số 0312345678 do Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh cấp ngày 12/05/2015.</p><p>Địa chỉ: 123 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh.</p><p>Người đại diện: Nguyễn Văn An. Email: hotro@linhkienviet.vn.</p>',
    valueEn:
      '<p>Linh Kien Viet Co., Ltd. Business registration no. 0312345678 issued by the Ho Chi Minh City Department of Planning and Investment on 12/05/2015.</p><p>Address: 123 Nguyen Thi Minh Khai, Ben Thanh Ward, District 1, Ho Chi Minh City.</p><p>Legal representative: Nguyen Van An. Email: hotro@linhkienviet.vn.</p>',
  },
];

/** Footer payment logos; `nameEn` where the logo has words to translate (a second logo is drawn). */
export const PAYMENT_METHODS: { name: string; nameEn: string | null }[] = [
  { name: 'COD', nameEn: null },
  { name: 'Chuyển khoản', nameEn: 'Bank transfer' },
  { name: 'VNPAY', nameEn: null },
  { name: 'MoMo', nameEn: null },
  { name: 'PayPal', nameEn: null },
];

export const SHOP_ADDRESSES = [
  {
    name: 'Cửa hàng TP. Hồ Chí Minh',
    nameEn: 'Ho Chi Minh City store',
    address: '123 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
    addressEn: '123 Nguyen Thi Minh Khai, Ben Thanh Ward, District 1, Ho Chi Minh City',
    phone: '0283 456 7890',
    mobile: '0903 123 456',
    email: 'hcm@linhkienviet.vn',
  },
  {
    name: 'Chi nhánh Hà Nội',
    nameEn: 'Hanoi branch',
    address: '45 Tạ Quang Bửu, Phường Bách Khoa, Quận Hai Bà Trưng, Hà Nội',
    addressEn: '45 Ta Quang Buu, Bach Khoa Ward, Hai Ba Trung District, Hanoi',
    phone: '0243 868 1234',
    mobile: '0912 345 678',
    email: 'hanoi@linhkienviet.vn',
  },
];
