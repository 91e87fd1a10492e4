/** Details of an HTTP failure, when the failure came from a response. */
export interface OutboxErrorDetails {
  status?: number;
  code?: string;
  cause?: unknown;
}

/** A request the server will never accept as is; its entry is marked failed for the user. */
export class NonRetriableError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, details: OutboxErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'NonRetriableError';
    this.status = details.status;
    this.code = details.code;
  }
}

/** A failure worth trying again later (network down, server busy or erroring). */
export class RetriableError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, details: OutboxErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'RetriableError';
    this.status = details.status;
    this.code = details.code;
  }
}
