import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail to one recipient, in text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailOptions {
  /** `smtp://user:pass@host:port` (or smtps://); null → write .eml files to `mailDir` instead. */
  smtpUrl: string | null;
  /** The From header, e.g. `Linh Kiện Việt <no-reply@linhkienviet.vn>`. */
  from: string;
  /** Where messages go when there is no SMTP server (development, demos). */
  mailDir: string;
}

export interface Mailer {
  /** Sends the message; resolves once the SMTP server accepted it or the file is written. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Sends through nodemailer to the SMTP server at `smtpUrl`. */
function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = (await transport.sendMail({ from, ...message })) as { messageId?: string };
      log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL each message is composed by nodemailer exactly as it would be sent and saved as
 * `<mailDir>/<time>-<id>.eml` (opens in any mail client); the path is logged so a developer can
 * read the code of a password reset without a mail server.
 */
function fileMailer(mailDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = (await transport.sendMail({ from, ...message })) as { message: Buffer };
      await mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const path = join(mailDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(path, info.message);
      log.info({ to: message.to, path }, `mail written to ${path} (SMTP_URL is not set)`);
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: MailOptions, log: FastifyBaseLogger): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from, log) : fileMailer(options.mailDir, options.from, log);
}

/** `app.mail.send({to, subject, text, html})`: outgoing e-mail through SMTP_URL or to .eml files. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const mailer = createMailer(options, app.log.child({ module: 'mail' }));
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
