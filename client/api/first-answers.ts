/**
 * The answers the server fetched while rendering a page's first screen (server rendering, see
 * client/entry-server.tsx), embedded in the HTML as a JSON data block. The client's first load
 * takes them instead of asking the network again, so its first render sees exactly the data the
 * server rendered with and hydrates without a change. Each answer is used once: later loads of
 * the same URL go to the network as usual.
 */
const answers = new Map<string, unknown>();
/** Every URL the page came with, used or not: the service worker caches them on its first install. */
const received: string[] = [];

/** The id of the `<script type="application/json">` block the server writes the answers into. */
export const FIRST_ANSWERS_ID = 'first-answers';

export function primeFirstAnswers(entries: Record<string, unknown>): void {
  for (const [url, payload] of Object.entries(entries)) {
    answers.set(url, payload);
    received.push(url);
  }
}

/**
 * The API URLs this page's data came embedded for. The browser never fetched them, so they are
 * missing from its resource timing, which the service worker's first install replays into its
 * caches (client/pwa/register-service-worker.ts); without them an offline reload would lack them.
 */
export function firstAnswerUrls(): readonly string[] {
  return received;
}

/**
 * A server render in progress (client/entry-server.tsx): the URLs its components asked for in
 * render (initialAnswer) and the answers fetched for them so far. renderToString is synchronous,
 * so one module-wide pass at a time is enough.
 */
export interface ServerPass {
  wanted: Set<string>;
  answers: Record<string, unknown>;
}
let serverPass: ServerPass | null = null;

export function setServerPass(pass: ServerPass | null): void {
  serverPass = pass;
}

/**
 * The answer a component's first render may show for `url` without fetching: on the server, what
 * the render pass fetched (the URL is noted for the next pass when it has none yet); in the
 * browser, the embedded answer, left in place for getJson to take when the component's effect
 * loads it. So data fetched in effects (listing products, the home blocks) is rendered on the
 * server and hydrated with the same answer.
 */
export function initialAnswer<T>(url: string): T | undefined {
  if (serverPass) {
    serverPass.wanted.add(url);
    return serverPass.answers[url] as T | undefined;
  }
  return answers.get(url) as T | undefined;
}

/** The embedded answer for this URL, once; undefined when there is none. */
export function takeFirstAnswer(url: string): unknown {
  const payload = answers.get(url);
  answers.delete(url);
  return payload;
}

/** Reads the block written by the server, if the page has one. */
export function readFirstAnswers(doc: Document): Record<string, unknown> | null {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
