import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '#shared/http/error-body.ts';
import { ClientLogBody, ClientLogResponse } from '#shared/support/schemas.ts';
import { ClientLogSchema } from './client-log.entity.ts';

/** POST /v1/logs (spec §7): stores a browser-reported log line, e.g. after a failed order abroad. */
export async function logsRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/v1/logs',
    {
      schema: {
        tags: ['support'],
        summary: 'Record a client-side log line',
        body: ClientLogBody,
        response: { 201: ClientLogResponse, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body as ClientLogBody;
      const log = request.em.create(ClientLogSchema, {
        content: body.content,
        path: body.path ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      await request.em.flush();
      return reply.status(201).send({ id: log.id, created_at: log.createdAt.toISOString() });
    },
  );
}
