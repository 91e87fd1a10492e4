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

/** The words of a notice to an address's owner that someone tried to use it (no code in it). */
export interface OwnerNoticeWords {
  subject: string;
  greeting: string;
  intro: string;
  /** A line before the links (e.g. how to sign in if it was the owner), when there is one. */
  note?: string;
  signIn: string;
  reset: string;
  ignore: string;
  signature: string;
}

/**
 * The layout of the notices that replace a code when an address already has an account
 * (registration, adding an e-mail to another account): greeting, what happened, the sign-in and
 * password-reset links, what to do if it was not them; text and HTML.
 */
export function ownerNoticeMail(to: string, links: { signInUrl: string; resetUrl: string }, w: OwnerNoticeWords): MailMessage {
  const linkLines = [`${w.signIn}: ${links.signInUrl}`, `${w.reset}: ${links.resetUrl}`];
  const text = [w.greeting, '', w.intro, '', ...(w.note ? [w.note] : []), ...linkLines, '', w.ignore, '', w.signature].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const linkBlock = [...(w.note ? [escapeHtml(w.note)] : []), link(links.signInUrl, w.signIn), link(links.resetUrl, w.reset)].join('<br>');
  const html = [
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p>${linkBlock}</p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(w.signature)}</p>`,
  ].join('\n');
  return { to, subject: w.subject, text, html };
}
