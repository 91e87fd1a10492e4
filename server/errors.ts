/**
 * A failure the client can act on: HTTP status, a stable code (the spec's message key where one
 * exists) and optional per-field messages. The error handler turns it into the ErrorBody.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

/** 429 `too_many_requests`; the error handler adds the Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, 'too_many_requests', `Too many attempts, try again in ${retryAfterSeconds} s`);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Throws `validation_failed` naming every field that has a message (the shared rules' keys, shown
 * beside the inputs); does nothing when none has. 400 by default; 422 where a route answers
 * well-formed but unacceptable input that way.
 */
export function assertNoFieldErrors(fields: Readonly<Record<string, string | undefined>>, status: 400 | 422 = 400, what = 'Invalid'): void {
  const present = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const names = Object.keys(present);
  if (names.length > 0) throw new AppError(status, 'validation_failed', `${what} ${names.join(', ')}`, present);
}

export function notFound(what: string): AppError {
  return new AppError(404, 'not_found', `${what} not found`);
}
