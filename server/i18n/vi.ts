/**
 * The server's Vietnamese texts (vi is the source locale, as in the client's Lingui catalogues):
 * in-app notifications and their push, e-mails, the few answers that carry a sentence rather
 * than a message key, and the order descriptions sent to payment gateways. `{name}` marks a
 * value filled in by `message()` in ./messages.ts; en.ts has the same keys and placeholders.
 */
export const vi = {
  // Notifications (stored in-app and sent as push, spec §1 "notifications").
  order_placed_title: 'Đặt hàng thành công: {code}',
  order_paid_title: 'Đơn hàng {code} đã được thanh toán',
  order_refunded_title: 'Đơn hàng {code}: đã hoàn tiền {amount}',
  order_title: 'Đơn hàng {code}',
  refund_to_payment_method: 'Số tiền {amount} đang được hoàn về phương thức bạn đã thanh toán.',
  refund_owed: 'Cửa hàng sẽ hoàn lại cho bạn {amount} trong thời gian sớm nhất.',

  // E-mails: the parts several mails share.
  mail_greeting: 'Xin chào,',
  mail_greeting_named: 'Xin chào {name},',
  mail_sign_in: 'Đăng nhập',
  mail_reset_password: 'Quên mật khẩu? Đặt mật khẩu mới',
  mail_code_validity: 'Mã chỉ dùng được một lần và hết hạn sau {minutes} phút.',
  see_order: 'Xem đơn hàng',

  // E-mail: an order's status changed.
  order_status_mail_intro: 'Đơn hàng {code} của bạn đã chuyển sang trạng thái: {status}.',

  // E-mails: registration with a six-digit code, and a second registration of a known address.
  registration_code_subject: '{shop}: mã xác nhận để tạo tài khoản',
  registration_code_intro: 'Nhập mã này trên trang đăng ký để tạo tài khoản của bạn:',
  registration_code_ignore: 'Nếu bạn không đăng ký tài khoản, hãy bỏ qua thư này: không có tài khoản nào được tạo khi không có mã.',
  already_registered_subject: '{shop}: bạn đã có tài khoản',
  already_registered_intro:
    'Có người, có thể là bạn, vừa đăng ký tài khoản bằng địa chỉ e-mail này. Bạn đã có tài khoản tại cửa hàng nên không có tài khoản mới nào được tạo.',
  already_registered_ignore: 'Nếu không phải bạn, hãy bỏ qua thư này: tài khoản và mật khẩu của bạn không thay đổi.',

  // E-mails: adding an e-mail address to an account that has none.
  add_email_code_subject: '{shop}: mã xác nhận e-mail',
  add_email_code_intro: 'Nhập mã này trên trang cài đặt tài khoản để thêm địa chỉ e-mail này vào tài khoản của bạn:',
  add_email_code_ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: địa chỉ sẽ không được thêm vào tài khoản nào khi không có mã.',
  email_in_use_subject: '{shop}: có người muốn thêm địa chỉ e-mail của bạn vào tài khoản khác',
  email_in_use_intro:
    'Có người đang đăng nhập một tài khoản khác tại cửa hàng vừa muốn thêm địa chỉ e-mail này vào tài khoản đó. Địa chỉ này thuộc tài khoản của bạn nên không được thêm và không có mã nào được gửi.',
  email_in_use_yours: 'Nếu đó là bạn thì bạn đang có hai tài khoản; hãy dùng địa chỉ này để đăng nhập vào tài khoản đã có:',
  email_in_use_ignore: 'Nếu không phải bạn, hãy bỏ qua thư này: tài khoản của bạn không thay đổi.',

  // E-mail: the password reset code (spec §2 one-time-code screen).
  password_reset_subject: '{shop}: mã đặt lại mật khẩu',
  password_reset_intro: 'Mã để đặt lại mật khẩu của bạn là:',
  password_reset_validity: 'Mã chỉ dùng được một lần, trên trang đã yêu cầu mã, và hết hạn sau {minutes} phút.',
  password_reset_ignore: 'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',

  // Answers with a sentence (spec §8).
  thanks_to_feedback: 'Cảm ơn bạn đã gửi đánh giá về sản phẩm và dịch vụ!',
  pcb_quote_sent: 'Yêu cầu báo giá PCB của bạn đã được gửi. Chúng tôi sẽ liên hệ với bạn sớm.',

  // What the payment gateways show the customer. VNPay wants Vietnamese without diacritics.
  vnpay_order_info: 'Thanh toan don hang {code}',
  momo_order_info: 'Thanh toán đơn hàng {code}',
  momo_refund_description: 'Hoàn tiền đơn hàng {code}',

  // E-mail: the order confirmation (its words; server/modules/lifecycle/order-confirmation-mail.ts lays them out).
  'order_confirmation.thanksShop': 'Cảm ơn bạn đã đặt hàng tại Linh Kiện Việt! Chúng tôi đã nhận được đơn hàng của bạn.',
  'order_confirmation.thanksPcb': 'Cảm ơn bạn đã gửi yêu cầu đặt mạch in tại Linh Kiện Việt! Chúng tôi đã nhận được yêu cầu của bạn.',
  'order_confirmation.code': 'Mã đơn hàng',
  'order_confirmation.placed': 'Thời gian đặt',
  'order_confirmation.items': 'Sản phẩm',
  'order_confirmation.quote': 'Báo giá',
  'order_confirmation.amounts': 'Chi phí',
  'order_confirmation.total': 'Tổng cộng',
  'order_confirmation.unpriced': 'Cửa hàng sẽ báo giá cho yêu cầu này và thông báo cho bạn.',
  'order_confirmation.delivery': 'Giao nhận',
  'order_confirmation.method': 'Hình thức',
  'order_confirmation.carrier': 'Hãng vận chuyển',
  'order_confirmation.days': 'ngày',
  'order_confirmation.recipient': 'Người nhận',
  'order_confirmation.address': 'Địa chỉ',
  'order_confirmation.defaultAddress': '(địa chỉ giao hàng mặc định của bạn)',
  'order_confirmation.feeOnReceipt': 'Phí giao hàng thanh toán khi nhận hàng',
  'order_confirmation.pickupBy': 'Người nhận tại cửa hàng',
  'order_confirmation.pickupAt': 'Thời gian nhận',
  'order_confirmation.vat': 'Hóa đơn VAT',
  'order_confirmation.company': 'Tên công ty',
  'order_confirmation.taxcode': 'Mã số thuế',
  'order_confirmation.companyAddress': 'Địa chỉ công ty',
  'order_confirmation.payment': 'Thanh toán',
  'order_confirmation.bankIntro': 'Vui lòng chuyển khoản theo thông tin sau:',
  'order_confirmation.bankName': 'Ngân hàng',
  'order_confirmation.accountNumber': 'Số tài khoản',
  'order_confirmation.accountName': 'Chủ tài khoản',
  'order_confirmation.amount': 'Số tiền',
  'order_confirmation.memo': 'Nội dung chuyển khoản',
  'order_confirmation.onlineUnpaid': 'Nếu bạn chưa hoàn tất thanh toán, hãy mở trang đơn hàng để thanh toán lại.',
  'order_confirmation.paid': 'Đã thanh toán.',
  'order_confirmation.note': 'Ghi chú',
  'order_confirmation.see': 'Xem đơn hàng',
  'order_confirmation.cash_on_delivery': 'Thanh toán khi nhận hàng (COD)',
  'order_confirmation.cash_in_shop': 'Tiền mặt tại cửa hàng',
  'order_confirmation.bank_transfer': 'Chuyển khoản ngân hàng',
  'order_confirmation.pay_online': 'Thẻ ATM / Internet Banking (VNPay)',
  'order_confirmation.pay_momo': 'Ví MoMo',
  'order_confirmation.paypal': 'PayPal',
  'order_confirmation.goods': 'Tiền hàng',
  'order_confirmation.price_increase': 'Phụ thu xuất hóa đơn',
  'order_confirmation.delivery_fee': 'Phí giao hàng',
  'order_confirmation.cod': 'Phí thu hộ (COD)',
  'order_confirmation.vat_amount': 'Thuế VAT',
  'order_confirmation.bonus': 'Điểm thưởng',
  'order_confirmation.online_fee': 'Phí thanh toán trực tuyến',
  'order_confirmation.pcb_unit_price': 'Đơn giá',
  'order_confirmation.setup_fee': 'Phí setup',
  'order_confirmation.build_time': 'Sản xuất',
  'order_confirmation.shipping': 'Phí vận chuyển',
  'order_confirmation.fabrication': 'Gia công PCB',
  'order_confirmation.assembly': 'Lắp ráp PCB',
  'order_confirmation.stencil': 'Stencil SMD',
  'order_confirmation.custom': 'Báo giá theo yêu cầu',
  'order_confirmation.m1': 'Nhận tại cửa hàng',
  'order_confirmation.m2': 'Chuyển phát nhanh',
  'order_confirmation.m3': 'Xe máy',
  'order_confirmation.m4': 'Xe máy hỏa tốc',
  'order_confirmation.abroad': 'Giao hàng quốc tế',
  'order_confirmation.subjectShop': 'Xác nhận đơn hàng {code}',
  'order_confirmation.subjectPcb': 'Đã nhận yêu cầu đặt mạch in {code}',
  // BOM tool: why a line matched (the client may translate `reason_key` itself instead).
  'bom_reason.sku': 'Mã LCSC {detail}',
  'bom_reason.mpn': 'Mã nhà sản xuất {detail}',
  'bom_reason.close_mpn': 'Mã gần giống {detail} — vui lòng kiểm tra',
  'bom_reason.value_package': 'Tương đương: {detail}',
  'bom_reason.search': 'Gợi ý: {detail}',
  'bom_reason.chosen': 'Bạn đã chọn {detail}',
  'bom_reason.not_found': 'Không có trong danh mục của chúng tôi',
} as const;
