import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the capture server received, decoded enough for a test to read it. */
export interface CapturedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part (or the whole body of a single-part text message), decoded. */
  text: string;
  /** The text/html part, decoded; empty when there is none. */
  html: string;
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpCapture {
  port: number;
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** The first message (already received or still to come) that matches, or a rejection after `timeoutMs`. */
  waitForMail(match?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on localhost that keeps every message in memory: tests send mail through
 * nodemailer exactly as production does and read the result here (no stubbing our own code).
 * Port 0 picks a free port.
 */
export async function startSmtpCapture(options: { port?: number; onMail?: (mail: CapturedMail) => void } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS of 127.0.0.1 per connection: it costs a timeout where no resolver answers.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        const mail: CapturedMail = {
          ...parseMessage(raw),
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        };
        messages.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = (): void => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Splits a MIME entity into unfolded, lower-cased headers and its body. */
function splitEntity(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function headerParam(value: string, name: string): string | null {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function charsetOf(contentType: string): BufferEncoding {
  const charset = headerParam(contentType, 'charset')?.toLowerCase();
  return charset === 'iso-8859-1' || charset === 'latin1' ? 'latin1' : 'utf8';
}

function decodeQuotedPrintable(text: string, encoding: BufferEncoding): string {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\n/g, '');
  for (let i = 0; i < unwrapped.length; i++) {
    const char = unwrapped[i] as string;
    const hex = unwrapped.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const byte of Buffer.from(char, 'utf8')) bytes.push(byte);
    }
  }
  return Buffer.from(bytes).toString(encoding);
}

function decodeBody(part: MimePart): string {
  const transfer = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const encoding = charsetOf(part.headers['content-type'] ?? '');
  if (transfer === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString(encoding);
  if (transfer === 'quoted-printable') return decodeQuotedPrintable(part.body, encoding);
  return part.body;
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) => {
      const encoding: BufferEncoding = charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1';
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString(encoding);
      return decodeQuotedPrintable(data.replace(/_/g, ' '), encoding);
    });
}

/** Text and HTML bodies of an entity, walking nested multiparts. */
function collectBodies(part: MimePart, found: { text: string; html: string }): void {
  const contentType = part.headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(contentType, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitEntity(section.replace(/^\n/, '')), found);
    }
    return;
  }
  if (type === 'text/plain' && !found.text) found.text = decodeBody(part).trimEnd();
  if (type === 'text/html' && !found.html) found.html = decodeBody(part).trimEnd();
}

/** Headers, subject and bodies of a raw RFC 5322 message (enough of MIME for our own mail). */
export function parseMessage(raw: string): Pick<CapturedMail, 'subject' | 'text' | 'html' | 'headers'> {
  const top = splitEntity(raw);
  const headers = Object.fromEntries(Object.entries(top.headers).map(([name, value]) => [name, decodeHeader(value)]));
  const bodies = { text: '', html: '' };
  collectBodies(top, bodies);
  return { headers, subject: headers.subject ?? '', text: bodies.text, html: bodies.html };
}
