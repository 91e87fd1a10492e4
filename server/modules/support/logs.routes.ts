import { ErrorBody } from '#shared/http/error-body.ts';
import { ClientLogBody, ClientLogResponse } from '#shared/support/schemas.ts';
import { ClientLogSchema } from './client-log.entity.ts';
import { CLIENT_LOG_BODY_LIMIT_BYTES, CLIENT_LOG_PER_IP, CLIENT_LOG_SWEEP_EVERY_MS, sweepClientLogs } from './client-log-retention.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/**
 * POST /v1/logs (spec §7): stores a browser-reported log line, e.g. after a failed order abroad.
 * Anonymous, so bounded: body cap, per-IP rate limit, retention sweep.
 */
export async function logsRoutes(app: TypedApp): Promise<void> {
  app.post(
    '/v1/logs',
    {
      bodyLimit: CLIENT_LOG_BODY_LIMIT_BYTES,
      schema: {
        tags: ['support'],
        summary: 'Record a client-side log line (rate-limited per IP, kept 30 days)',
        body: ClientLogBody,
        response: { 201: ClientLogResponse, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await app.rateLimit(`logs:ip:${request.ip}`, CLIENT_LOG_PER_IP);
      const log = request.em.create(ClientLogSchema, {
        content: body.content,
        path: body.path ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      await request.em.flush();
      return reply.status(201).send({ id: log.id, created_at: log.createdAt.toISOString() });
    },
  );

  const sweep = () =>
    sweepClientLogs(app.orm.em.fork())
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'old client log lines deleted');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'client log sweep failed'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), CLIENT_LOG_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
