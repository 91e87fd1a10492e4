import type { ErrorBody } from '#shared/http/error-body.ts';

/** A failed API call: the HTTP status plus the server's error body (or a synthetic one when there was none). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly url: string;
  /** From Retry-After on a 429, else null. */
  readonly retryAfterSeconds: number | null;

  constructor(url: string, status: number, body: ErrorBody['error'], retryAfterSeconds: number | null = null) {
    super(body.message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }

  /** True when the request never reached the server (offline, DNS, aborted connection). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** A message key (`email_required`, `field_too_long`): what a form may look up and show. */
const MESSAGE_KEY = /^[a-z][a-z0-9_]*$/;

/** Field messages that are keys; anything else (developer text, numbers) becomes `field_invalid`. */
function fieldKeysOf(fields: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' && MESSAGE_KEY.test(value) ? value : 'field_invalid']),
  );
}

/**
 * Reads `{error: {code, message, fields?}}`; anything else becomes a generic error for that
 * status. Codes and field messages are kept only when they are message keys
 * (developer text such as "must NOT have fewer than 10 characters" never reaches a form); the
 * `message` is for logs and developers, never shown.
 */
export function errorBodyFrom(status: number, payload: unknown): ErrorBody['error'] {
  if (typeof payload === 'object' && payload !== null && 'error' in payload) {
    const error = (payload as { error: unknown }).error;
    if (typeof error === 'object' && error !== null) {
      const { code, message, fields } = error as Record<string, unknown>;
      if (typeof code === 'string' && MESSAGE_KEY.test(code) && typeof message === 'string') {
        return typeof fields === 'object' && fields !== null ? { code, message, fields: fieldKeysOf(fields) } : { code, message };
      }
    }
  }
  return { code: status === 0 ? 'network_error' : `http_${status}`, message: `Request failed (${status || 'network'})` };
}

/** Retry-After as whole seconds (the server sends seconds, never a date), or null. */
export function retryAfterOf(response: Response): number | null {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
