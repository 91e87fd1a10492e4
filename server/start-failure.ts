/**
 * A start that cannot go on for a reason the message explains (what happened and what to do), so
 * it is printed as that one line, without a stack.
 */
export class StartFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartFailure';
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  // A rejection without a reason (the embedded server's early exit printed
  // only "undefined").
  if (error === undefined || error === null) return 'the start failed without giving a reason';
  return String(error);
}

/**
 * What `npm start` prints when the shop cannot start: one readable line, then the stack of an
 * unexpected error (not of a StartFailure, whose message is the whole story).
 */
export function startFailureText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const port = (error as { port?: unknown } | null)?.port;
  if (code === 'EADDRINUSE') {
    return `Could not start the shop: port ${String(port ?? '')} is already in use; stop what listens there or set PORT to another port`;
  }
  const line = `Could not start the shop: ${describe(error)}`;
  if (error instanceof StartFailure || !(error instanceof Error) || !error.stack) return line;
  return `${line}\n${error.stack}`;
}
