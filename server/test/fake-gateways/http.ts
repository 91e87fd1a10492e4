import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request body as text (the fakes only take small JSON and form bodies). */
export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readText(request)));
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await readText(request));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location }).end();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A provider's checkout page stand-in: what is being paid and one form per choice, so an e2e
 * journey clicks a real button ("Pay" / "Cancel") like a customer would.
 */
export function sendCheckoutPage(
  response: ServerResponse,
  page: { title: string; lines: string[]; action: string; hidden: Record<string, string>; buttons: { name: string; value: string; label: string }[] },
): void {
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = page.buttons
    .map((button) => `<button type="submit" name="${escapeHtml(button.name)}" value="${escapeHtml(button.value)}">${escapeHtml(button.label)}</button>`)
    .join(' ');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head><body>` +
    `<main><h1>${escapeHtml(page.title)}</h1>${page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
    `<form method="post" action="${escapeHtml(page.action)}">${hidden}${buttons}</form></main></body></html>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

export function sendError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
}

/** The fake's own origin as the browser reached it (localhost and 127.0.0.1 both work). */
export function originOf(request: IncomingMessage): string {
  return `http://${request.headers.host ?? '127.0.0.1'}`;
}
