import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseMessage, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { mailPlugin } from './mail.ts';

const message = {
  to: 'khach.hang@example.com',
  subject: 'Mã xác nhận đặt lại mật khẩu',
  // Long and accented, so the body is wrapped by the transfer encoding the capture must undo.
  text: 'Mã của bạn là 123456. Mã hết hạn sau 10 phút.\nNếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên như cũ.',
  html: '<p>Mã của bạn là <strong>123456</strong>.</p>',
};

describe('mail through SMTP_URL', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
  });

  test('app.mail.send delivers to the SMTP server with From, subject, text and HTML', async () => {
    const app = Fastify({ logger: false });
    await app.register(mailPlugin, { smtpUrl: smtp.url, from: 'Shop <no-reply@shop.test>', mailDir: '/nonexistent' });
    await app.ready();
    try {
      await app.mail.send(message);
      const mail = await smtp.waitForMail((m) => m.to.includes('khach.hang@example.com'));
      expect(mail.from).toBe('no-reply@shop.test');
      expect(mail.subject).toBe(message.subject);
      expect(mail.text).toBe(message.text);
      expect(mail.html).toBe(message.html);
    } finally {
      await app.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  test('each message is written as an .eml file in the mail folder and its path logged', async () => {
    const mailDir = join(mkdtempSync(join(tmpdir(), 'mail-test-')), 'mail');
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    await app.register(mailPlugin, { smtpUrl: null, from: 'no-reply@shop.test', mailDir });
    await app.ready();
    try {
      await app.mail.send(message);
      const files = readdirSync(mailDir);
      expect(files).toHaveLength(1);
      const path = join(mailDir, files[0] as string);
      expect(path).toMatch(/\.eml$/);
      const parsed = parseMessage(readFileSync(path, 'utf8'));
      expect(parsed.headers.to).toBe(message.to);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.text).toBe(message.text);
      expect(lines.some((line) => line.includes(path))).toBe(true);
    } finally {
      await app.close();
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
