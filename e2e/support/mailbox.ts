import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';

/** One message the e2e server's SMTP server received (scripts/e2e-server.ts writes them). */
export interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const MAILBOX = resolve(process.env.E2E_DATA_DIR || '.data/e2e', 'mailbox');
const read = new Set<string>();

/**
 * The next mail to `email` that no earlier call returned, waiting for it to arrive (codes are
 * mailed without the answer waiting). Registration and password reset codes both come here.
 */
export async function nextMailTo(email: string, timeoutMs = 10_000): Promise<MailboxMessage> {
  const address = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Only whole messages: the capture server renames a mail to *.json once it is written.
    const names = existsSync(MAILBOX) ? readdirSync(MAILBOX).filter((name) => name.endsWith('.json')).sort() : [];
    for (const name of names) {
      if (read.has(name)) continue;
      const mail = JSON.parse(readFileSync(resolve(MAILBOX, name), 'utf8')) as MailboxMessage;
      if (!mail.to.some((to) => to.toLowerCase() === address)) continue;
      read.add(name);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/** The six-digit code of the next mail to `email`. */
export async function codeMailedTo(email: string): Promise<string> {
  const mail = await nextMailTo(email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeTruthy();
  return code!;
}
