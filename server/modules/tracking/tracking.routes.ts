import { ErrorBody } from '#shared/http/error-body.ts';
import { TrackingBody, TrackingResponse } from '#shared/tracking/schemas.ts';
import { createTracker } from './track-shipment.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/** Per user: plenty for opening panels, not enough to use the shop as a free tracking proxy. */
const TRACKING_PER_USER = { limit: 30, windowSeconds: 60 };

/**
 * POST /api/jt-tracking (spec §7): the shipment's scans for a
 * waybill, from the carrier adapter. Signed-in users only (the panel is on their orders and in the
 * back office). The body is the form field `data` (urlencoded, as the spec names it) or JSON.
 */
export async function trackingRoutes(app: TypedApp, options: { trackingUrl: string | null }): Promise<void> {
  const tracker = createTracker(options.trackingUrl);
  // Scoped to this plugin: no other route accepts urlencoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/jt-tracking',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tracking'],
        summary: 'Shipment scans for a waybill (carrier adapter, cached a minute)',
        body: TrackingBody,
        response: { 200: TrackingResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody, 502: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      await app.rateLimit(`tracking:user:${request.user!.id}`, TRACKING_PER_USER);
      reply.header('cache-control', 'private, no-store');
      return tracker.track(request.body.data.toUpperCase());
    },
  );
}
