import { describe, expect, test } from 'vitest';
import { passwordResetMail } from './reset-mail.ts';

const base = { to: 'an@example.com', fullname: 'Nguyễn <An>', code: '042517', minutesValid: 10 };

describe('passwordResetMail', () => {
  test('Vietnamese by default wording: code, validity and a way out', () => {
    const mail = passwordResetMail({ ...base, locale: 'vi' });
    expect(mail.to).toBe('an@example.com');
    expect(mail.subject).toBe('Linh Kiện Việt: mã đặt lại mật khẩu');
    expect(mail.text).toContain('Xin chào Nguyễn <An>,');
    expect(mail.text).toContain('042517');
    expect(mail.text).toContain('hết hạn sau 10 phút');
  });

  test('English for an English request', () => {
    const mail = passwordResetMail({ ...base, locale: 'en' });
    expect(mail.subject).toBe('Linh Kiện Việt: your password reset code');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text).toContain('042517');
  });

  test('the name is escaped in the HTML part and the code is not in the subject', () => {
    const mail = passwordResetMail({ ...base, locale: 'vi' });
    expect(mail.html).toContain('Nguyễn &lt;An&gt;');
    expect(mail.html).not.toContain('<An>');
    expect(mail.subject).not.toContain('042517');
  });
});
