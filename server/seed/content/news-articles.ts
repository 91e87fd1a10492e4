/**
 * Demo news (spec §2 /tin-tuc, Vietnamese only): articles on real electronics topics, written for
 * this shop. `daysAgo` places each publish date relative to the seed's run.
 */
export interface SeedNewsArticle {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  daysAgo: number;
}

export const NEWS_ARTICLES: SeedNewsArticle[] = [
  {
    slug: 'tu-gom-mlcc-mat-dien-dung-theo-dien-ap',
    title: 'Tụ gốm MLCC mất điện dung khi có điện áp DC: vì sao và cách chọn đúng',
    excerpt: 'Một tụ 10 µF 6,3 V loại X5R có thể chỉ còn 3-4 µF khi đặt ở 5 V. Hiểu hiệu ứng DC bias giúp bạn chọn đúng kích thước và điện áp định mức.',
    daysAgo: 2,
    body:
      '<p>Khi sửa mạch nguồn, nhiều bạn thắc mắc vì sao gợn sóng đầu ra lớn hơn hẳn tính toán dù đã dùng đúng tụ 10 µF như datasheet gợi ý. Thủ phạm thường là <strong>hiệu ứng DC bias</strong> của tụ gốm nhiều lớp (MLCC) dùng điện môi loại 2 như X5R, X7R.</p>' +
      '<h2>Điều gì xảy ra bên trong tụ?</h2>' +
      '<p>Điện môi gốc bari titanat có hằng số điện môi rất cao, nhưng hằng số này giảm mạnh khi điện trường tăng. Tụ càng nhỏ (0402, 0603) thì lớp điện môi càng mỏng, điện trường càng lớn ở cùng một điện áp, nên điện dung còn lại càng ít.</p>' +
      '<h2>Cách chọn tụ cho mạch nguồn</h2>' +
      '<ul><li>Tra đường cong DC bias trong công cụ của hãng (Murata SimSurfing, Samsung, TDK) thay vì chỉ nhìn giá trị danh định.</li><li>Ưu tiên kích thước lớn hơn (0805, 1206) và điện áp định mức gấp 2 lần điện áp làm việc.</li><li>Tụ C0G/NP0 gần như không suy giảm nhưng chỉ có giá trị nhỏ, hợp cho mạch lọc và dao động.</li></ul>' +
      '<p>Trong kho Linh Kiện Việt, các mã tụ 0805 10 µF 25 V X5R là lựa chọn an toàn cho đầu ra bộ nguồn 5 V.</p>',
  },
  {
    slug: 'esp32-c3-hay-esp32-s3-cho-du-an-iot',
    title: 'ESP32-C3 hay ESP32-S3: chọn vi điều khiển nào cho dự án IoT?',
    excerpt: 'So sánh nhân xử lý, bộ nhớ, ngoại vi và mức tiêu thụ điện của hai dòng chip Wi-Fi phổ biến nhất của Espressif để chọn đúng ngay từ bản mẫu.',
    daysAgo: 6,
    body:
      '<p>Hai dòng ESP32-C3 và ESP32-S3 đều có Wi-Fi 2,4 GHz và Bluetooth LE 5, giá chênh nhau không nhiều, nhưng phù hợp với những bài toán khác nhau.</p>' +
      '<h2>ESP32-C3: gọn, rẻ, tiết kiệm</h2>' +
      '<p>Nhân RISC-V đơn 160 MHz, 400 KB SRAM, 22 chân GPIO. Phù hợp cảm biến, công tắc thông minh, thiết bị chạy pin cần ngủ sâu lâu. Có sẵn USB Serial/JTAG nên nạp và gỡ lỗi chỉ cần một cáp USB.</p>' +
      '<h2>ESP32-S3: mạnh cho giao diện và AI nhỏ</h2>' +
      '<p>Nhân Xtensa kép 240 MHz với lệnh vector, hỗ trợ PSRAM ngoài đến 8 MB, USB OTG và giao tiếp camera, màn hình song song. Hợp cho màn hình cảm ứng, nhận dạng giọng nói hoặc hình ảnh đơn giản.</p>' +
      '<h2>Gợi ý nhanh</h2>' +
      '<ul><li>Thiết bị chạy pin, ít xử lý: ESP32-C3.</li><li>Có màn hình, camera hoặc cần USB thiết bị: ESP32-S3.</li><li>Cần Thread/Zigbee: cân nhắc ESP32-C6 hoặc ESP32-H2.</li></ul>',
  },
  {
    slug: 'xep-lop-mach-in-4-lop',
    title: 'Xếp lớp mạch in 4 lớp: đặt mặt phẳng mass ở đâu cho đúng?',
    excerpt: 'Thứ tự lớp tín hiệu, mass và nguồn quyết định trở kháng đường mạch và mức nhiễu phát xạ. Bài viết giải thích cấu hình SIG-GND-PWR-SIG phổ biến và lúc nào nên đổi.',
    daysAgo: 11,
    body:
      '<p>Chuyển từ mạch 2 lớp sang 4 lớp không chỉ để có thêm chỗ đi dây. Giá trị lớn nhất là có một <strong>mặt phẳng mass liền</strong> ngay dưới lớp tín hiệu, giúp dòng hồi tiếp đi ngắn nhất.</p>' +
      '<h2>Cấu hình tiêu chuẩn</h2>' +
      '<p>Lớp 1 tín hiệu, lớp 2 mass, lớp 3 nguồn, lớp 4 tín hiệu. Với lõi FR-4 1,6 mm thông dụng, lớp prepreg giữa lớp 1 và 2 mỏng (khoảng 0,2 mm) nên đường 50 Ω chỉ rộng khoảng 0,35 mm.</p>' +
      '<h2>Những lỗi hay gặp</h2>' +
      '<ul><li>Cắt rãnh trên mặt phẳng mass để đi dây, làm dòng hồi tiếp phải vòng xa.</li><li>Đi tín hiệu tốc độ cao ở lớp 4 nhưng không có mass liền kề.</li><li>Quên đặt via nối mass cạnh via tín hiệu khi đổi lớp.</li></ul>' +
      '<p>Khi đặt mạch tại trang PCB, bạn có thể ghi chú yêu cầu trở kháng để bộ phận kỹ thuật kiểm tra xếp lớp trước khi sản xuất.</p>',
  },
  {
    slug: 'han-linh-kien-smd-bang-kem-han-va-stencil',
    title: 'Hàn linh kiện dán SMD tại bàn làm việc với kem hàn và stencil',
    excerpt: 'Quy trình năm bước để hàn bo mạch mẫu có chip QFN và điện trở 0402 mà không cần lò reflow công nghiệp: từ chọn kem hàn đến kiểm tra cầu thiếc.',
    daysAgo: 17,
    body:
      '<p>Với bo mẫu số lượng ít, hàn bằng kem hàn và khuôn stencil thép cho kết quả đều hơn nhiều so với hàn mỏ từng chân.</p>' +
      '<h2>Chuẩn bị</h2>' +
      '<ul><li>Kem hàn không chì SAC305 cỡ hạt type 4 cho linh kiện 0402 và QFN bước 0,5 mm.</li><li>Stencil dày 0,12 mm có khung hoặc không khung, cắt theo lớp paste của thiết kế.</li><li>Bếp gia nhiệt hoặc máy khò có điều khiển nhiệt độ.</li></ul>' +
      '<h2>Các bước</h2>' +
      '<p>Cố định bo và stencil, gạt kem một lần dứt khoát với góc dao khoảng 45 độ. Đặt linh kiện bằng nhíp hút chân không. Gia nhiệt theo biên dạng: làm nóng lên 150-180 °C trong khoảng 90 giây, đỉnh 240-245 °C, rồi để nguội tự nhiên.</p>' +
      '<p>Cuối cùng soi kính lúp kiểm tra cầu thiếc ở chân QFN; dùng dây hút thiếc và flux để xử lý.</p>',
  },
  {
    slug: 'chong-esd-cho-cong-usb-c',
    title: 'Bảo vệ cổng USB-C khỏi phóng tĩnh điện: chọn diode TVS thế nào?',
    excerpt: 'Cổng USB là nơi người dùng chạm vào nhiều nhất. Điện dung, điện áp kẹp và cách bố trí diode TVS quyết định thiết bị có qua được thử nghiệm IEC 61000-4-2 hay không.',
    daysAgo: 24,
    body:
      '<p>Tiêu chuẩn IEC 61000-4-2 yêu cầu thiết bị chịu được xung phóng điện tiếp xúc 8 kV. Chip giao tiếp USB hiện đại thường chỉ chịu vài kV theo mô hình HBM, nên cần thêm diode TVS ở cổng.</p>' +
      '<h2>Thông số cần xem</h2>' +
      '<ul><li>Điện dung đường dữ liệu: dưới 1 pF cho USB 2.0 tốc độ cao, dưới 0,3 pF cho USB 3.x.</li><li>Điện áp làm việc: 5,5 V cho D+/D-, CC; 20-24 V cho VBUS nếu hỗ trợ sạc nhanh PD.</li><li>Điện áp kẹp càng thấp càng tốt ở dòng xung 16 A.</li></ul>' +
      '<h2>Bố trí trên mạch</h2>' +
      '<p>Đặt TVS sát đầu nối, đường tín hiệu đi qua chân diode trước khi tới chip. Via xuống mặt phẳng mass ngắn và nhiều; tránh để dòng xung chạy qua mass của phần mạch số.</p>',
  },
  {
    slug: 'bo-tri-mach-nguon-buck-giam-nhieu',
    title: 'Bố trí mạch nguồn buck trên PCB để giảm nhiễu và nóng',
    excerpt: 'Một mạch buck đúng sơ đồ vẫn có thể nhiễu và nóng nếu vòng dòng điện chuyển mạch quá rộng. Năm quy tắc bố trí giúp bộ nguồn chạy êm ngay lần làm bo đầu tiên.',
    daysAgo: 31,
    body:
      '<p>Trong bộ nguồn buck, dòng điện ở nhánh đầu vào thay đổi đột ngột mỗi chu kỳ chuyển mạch. Diện tích vòng dòng điện này càng lớn thì nhiễu phát xạ và dao động tắt dần trên nút SW càng mạnh.</p>' +
      '<h2>Năm quy tắc</h2>' +
      '<ul><li>Tụ đầu vào đặt sát chân VIN và GND của IC, cùng mặt bo.</li><li>Nút SW ngắn và nhỏ vừa đủ cho dòng điện; không đi tín hiệu nhạy cảm bên dưới.</li><li>Cuộn cảm chọn dòng bão hòa lớn hơn dòng đỉnh ít nhất 30%.</li><li>Đường hồi tiếp FB lấy tại tụ đầu ra, đi xa cuộn cảm.</li><li>Đặt nhiều via tản nhiệt dưới miếng đồng của IC.</li></ul>' +
      '<p>Đội kiểm tra thiết kế của chúng tôi có thể xem giúp bố trí nguồn trước khi bạn đặt gia công.</p>',
  },
  {
    slug: 'nhan-biet-chip-nhai',
    title: 'Nhận biết vi mạch nhái trước khi lắp vào sản phẩm',
    excerpt: 'Chip giá rẻ bất thường có thể là hàng tân trang hoặc nhái. Vài kiểm tra đơn giản bằng mắt, đồng hồ đo và phần mềm giúp bạn tránh mất cả lô bo mạch.',
    daysAgo: 40,
    body:
      '<p>Vi mạch nhái thường xuất hiện khi một mã linh kiện khan hàng. Chúng có thể chạy được trên bàn thử nhưng hỏng dần khi nhiệt độ thay đổi.</p>' +
      '<h2>Dấu hiệu bên ngoài</h2>' +
      '<ul><li>Chữ in mờ, lệch hoặc bị mài lại; mã lô không khớp với năm sản xuất.</li><li>Chân bị oxy hóa hoặc có dấu hàn cũ.</li><li>Cuộn băng không có nhãn của hãng hoặc nhà phân phối.</li></ul>' +
      '<h2>Kiểm tra nhanh</h2>' +
      '<p>Đo diode giữa các chân và GND rồi so với chip mua từ nguồn chính hãng. Với vi điều khiển, đọc mã thiết bị (device ID) qua SWD hoặc JTAG. Linh Kiện Việt chỉ nhập hàng từ nhà sản xuất và nhà phân phối được ủy quyền, kèm giấy tờ truy xuất lô.</p>',
  },
];
