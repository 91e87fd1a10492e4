import { NonRetriableError, RetriableError } from './outbox-errors.ts';

/** What a response means for its outbox entry. */
export type ResponseOutcome =
  | { kind: 'success'; body: unknown }
  | { kind: 'retry'; error: RetriableError }
  | { kind: 'reject'; error: NonRetriableError };

/** The server's idempotency layer answers 409 with this while the first request still runs. */
export const IN_PROGRESS_CODE = 'idempotency_request_in_progress';

/** 4xx statuses that may succeed later: timeout, too early, rate limited. */
const RETRIABLE_CLIENT_STATUSES = new Set([408, 425, 429]);

/** The parsed JSON body, or null when empty or not JSON. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** `code` and `message` of an `{error: {code, message}}` body, when present. */
export function readErrorBody(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return {};
  const result: { code?: string; message?: string } = {};
  if ('code' in error && typeof error.code === 'string') result.code = error.code;
  if ('message' in error && typeof error.message === 'string') result.message = error.message;
  return result;
}

/** Decides whether a response completes its entry, should be retried, or is refused for good. */
export function classifyResponse(status: number, body: unknown): ResponseOutcome {
  if (status >= 200 && status < 300) return { kind: 'success', body };
  const { code, message } = readErrorBody(body);
  const text = message ?? code ?? `HTTP ${status}`;
  const details = code === undefined ? { status } : { status, code };
  const neverSucceeds =
    status >= 400 &&
    status < 500 &&
    !RETRIABLE_CLIENT_STATUSES.has(status) &&
    !(status === 409 && code === IN_PROGRESS_CODE);
  if (neverSucceeds) return { kind: 'reject', error: new NonRetriableError(text, details) };
  return { kind: 'retry', error: new RetriableError(text, details) };
}
