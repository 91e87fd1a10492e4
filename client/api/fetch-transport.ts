/**
 * How getJson reaches the API: the browser's fetch, or, inside the server-rendering bundle, an
 * in-process request to the same Fastify app (set once by client/entry-server.tsx).
 */
export type FetchTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: FetchTransport | null = null;

export function setFetchTransport(next: FetchTransport): void {
  transport = next;
}

export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport ? transport(url, init) : fetch(url, init);
}
