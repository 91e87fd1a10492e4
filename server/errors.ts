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

/** 429 `too_many_requests`; the error handler adds the Retry-After header (issue 4 "Security limits"). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, 'too_many_requests', `Too many attempts, try again in ${retryAfterSeconds} s`);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function notFound(what: string): AppError {
  return new AppError(404, 'not_found', `${what} not found`);
}
