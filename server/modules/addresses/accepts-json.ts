import type { FastifyInstance } from 'fastify';

/**
 * A route constraint for URLs that are both a page and an API call (spec §7 GET
 * /user/delivery-addresses answers delivery_addresses; spec §2 it is also the list screen): a
 * request whose Accept header asks for HTML (a browser navigation) does not match the JSON route
 * and falls through to the app shell; fetches with `accept: application/json` (and API clients
 * that ask for nothing in particular) get the JSON.
 */
export const ACCEPTS_JSON = 'acceptsJson';

export function addAcceptsJsonConstraint(app: FastifyInstance): void {
  if (app.hasConstraintStrategy(ACCEPTS_JSON)) return;
  app.addConstraintStrategy({
    name: ACCEPTS_JSON,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, handler: unknown) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (request) => (/text\/html/.test(request.headers.accept ?? '') ? 'html' : 'json'),
    mustMatchWhenDerived: false,
  });
}
