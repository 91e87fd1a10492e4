/** What the shop's push carries (server/modules/push/push-message.ts writes it). */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-site path the notification opens. */
  url: string;
  tag: string | undefined;
}

/** Shown when a push arrives without a readable payload: the browser requires a notification anyway. */
const FALLBACK: PushMessage = { title: 'Linh Kiện Việt', body: '', url: '/notifications', tag: undefined };

function sameSitePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/notifications';
}

/** Reads a push payload (JSON text); anything unreadable falls back to opening the notification list. */
export function readPushMessage(text: string | null): PushMessage {
  if (!text) return FALLBACK;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return FALLBACK;
  }
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const message = data as Record<string, unknown>;
  return {
    title: typeof message.title === 'string' && message.title ? message.title : FALLBACK.title,
    body: typeof message.body === 'string' ? message.body : '',
    url: sameSitePath(message.url),
    tag: typeof message.tag === 'string' && message.tag ? message.tag : undefined,
  };
}

/**
 * Which open window a notification click should use: one already on the target path, else any
 * window of the app (navigated there), else none (a new one opens).
 */
export function pickWindow<T extends { url: string }>(windows: readonly T[], target: URL): { window: T; navigate: boolean } | null {
  const exact = windows.find((candidate) => {
    const url = new URL(candidate.url);
    return url.origin === target.origin && url.pathname === target.pathname && url.search === target.search;
  });
  if (exact) return { window: exact, navigate: false };
  const any = windows.find((candidate) => new URL(candidate.url).origin === target.origin);
  return any ? { window: any, navigate: true } : null;
}
