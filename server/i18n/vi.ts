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
} as const;
