import { ApiError } from '../../api/api-error.ts';

/** What a form shows after a refused or failed submit (the red box and the field messages). */
export interface FormError {
  /** The top-level reason: the server's code (`invalid_credentials`, `too_many_requests`, ...), or `network_error`. */
  code: string;
  /** Per-field message keys to show beside the inputs (ApiError keeps only keys; see fieldErrorText). */
  fields: Readonly<Record<string, string>>;
  /** For a 429: the seconds to wait, when the answer says. */
  retryAfterSeconds: number | null;
}

// server/errors.ts RateLimitedError: "Too many attempts, try again in 42 s".
const RETRY_IN_MESSAGE = /\bin (\d+) s\b/;

/**
 * The seconds a 429 asks to wait: its Retry-After (kept on the ApiError), else the same number
 * the server repeats in the message.
 */
function retryAfterOf(error: ApiError): number | null {
  if (error.retryAfterSeconds !== null) return error.retryAfterSeconds;
  const match = RETRY_IN_MESSAGE.exec(error.message);
  return match?.[1] ? Number(match[1]) : null;
}

/** Any thrown value as a FormError; unknown failures keep the generic `unexpected_error`. */
export function formErrorOf(error: unknown): FormError {
  if (!(error instanceof ApiError)) return { code: 'unexpected_error', fields: {}, retryAfterSeconds: null };
  return {
    code: error.code,
    fields: error.fields,
    retryAfterSeconds: error.status === 429 ? retryAfterOf(error) : null,
  };
}

/** Client-side messages (shared rules) as a FormError, before anything is sent. */
export function localFormError(fields: Readonly<Record<string, string | undefined>>): FormError | null {
  const present = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return Object.keys(present).length > 0 ? { code: 'validation_failed', fields: present, retryAfterSeconds: null } : null;
}
