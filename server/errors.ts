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

export function notFound(what: string): AppError {
  return new AppError(404, 'not_found', `${what} not found`);
}
