import type { MessageKey } from './messages.ts';

/** The server's English texts: the same keys and `{placeholders}` as vi.ts. */
export const en: Record<MessageKey, string> = {
  order_placed_title: 'Order {code} placed',
  order_paid_title: 'Order {code} has been paid',
  order_refunded_title: 'Order {code}: {amount} refunded',
  order_title: 'Order {code}',
  refund_to_payment_method: '{amount} is being refunded to your original payment method.',
  refund_owed: 'The shop owes you a refund of {amount} and will pay it back shortly.',

  mail_greeting: 'Hello,',
  mail_greeting_named: 'Hello {name},',
  mail_sign_in: 'Sign in',
  mail_reset_password: 'Forgot your password? Set a new one',
  mail_code_validity: 'The code works once and expires in {minutes} minutes.',
  see_order: 'See your order',

  order_status_mail_intro: 'Your order {code} is now: {status}.',

  registration_code_subject: '{shop}: your code to create your account',
  registration_code_intro: 'Enter this code on the registration page to create your account:',
  registration_code_ignore: 'If you did not try to create an account, ignore this e-mail: no account is made without the code.',
  already_registered_subject: '{shop}: you already have an account',
  already_registered_intro:
    'Someone, perhaps you, just tried to create an account with this e-mail address. You already have an account with us, so no new one was made.',
  already_registered_ignore: 'If it was not you, ignore this e-mail: your account and password have not changed.',

  add_email_code_subject: '{shop}: your e-mail confirmation code',
  add_email_code_intro: 'Enter this code on the account settings page to add this e-mail address to your account:',
  add_email_code_ignore: 'If you did not ask for this, ignore this e-mail: the address is not added to any account without the code.',
  email_in_use_subject: '{shop}: someone tried to add your e-mail address to another account',
  email_in_use_intro:
    'Someone signed in to another account at our shop just tried to add this e-mail address to it. The address belongs to your account, so it was not added and no code was sent.',
  email_in_use_yours: 'If it was you, you have two accounts; sign in to the one that has this address:',
  email_in_use_ignore: 'If it was not you, ignore this e-mail: your account has not changed.',

  password_reset_subject: '{shop}: your password reset code',
  password_reset_intro: 'Use this code to reset your password:',
  password_reset_validity: 'The code works once, on the page where it was asked for, and expires in {minutes} minutes.',
  password_reset_ignore: 'If you did not ask to reset your password, ignore this e-mail: your password stays the same.',

  thanks_to_feedback: 'Thank you for your feedback on our products and service!',
  pcb_quote_sent: 'Your PCB quote request has been sent. We will contact you soon.',

  vnpay_order_info: 'Payment for order {code}',
  momo_order_info: 'Payment for order {code}',
  momo_refund_description: 'Refund for order {code}',
};
