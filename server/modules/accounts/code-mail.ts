import type { MailMessage } from '../../plugins/mail.ts';
import { escapeHtml } from '../../lib/html-escape.ts';

/** The words around a one-time code, in the reader's language. */
export interface CodeMailWords {
  subject: string;
  greeting: string;
  intro: string;
  validity: string;
  ignore: string;
  signature: string;
}

/**
 * The layout every six-digit code mail shares (registration, adding an e-mail, password reset):
 * greeting, why, the code set large, how long it works, what to do if unasked; text and HTML.
 */
export function codeMail(to: string, code: string, w: CodeMailWords): MailMessage {
  const text = [w.greeting, '', w.intro, '', `    ${code}`, '', w.validity, w.ignore, '', w.signature].join('\n');
  const html = [
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(w.validity)}<br>${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(w.signature)}</p>`,
  ].join('\n');
  return { to, subject: w.subject, text, html };
}
