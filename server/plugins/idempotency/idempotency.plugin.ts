import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { requestHash } from './request-hash.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request is the first use of its Idempotency-Key. */
    idempotency: { key: string; actor: string } | null;
  }
}

export interface IdempotencyOptions {
  /** Who the key belongs to; keys of different actors never collide. */
  actorOf?: (request: FastifyRequest) => string;
  /** Keys are kept at least this long (ARCHITECTURE: at least 24 h). */
  retentionHours?: number;
  /** A first request still unanswered after this long is considered lost and may run again. */
  abandonAfterSeconds?: number;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

interface StoredKey {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  response_content_type: string | null;
  age_seconds: number;
}

function headerKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8-255 visible ASCII characters', {
      'Idempotency-Key': 'must be 8-255 visible ASCII characters',
    });
  }
  return key;
}

async function claim(em: EntityManager, key: string, actor: string, hash: string, request: FastifyRequest): Promise<boolean> {
  const rows = await em.execute<{ key: string }[]>(
    `insert into idempotency_keys (key, actor, request_hash, method, path, created_at)
     values (?, ?, ?, ?, ?, now()) on conflict (key, actor) do nothing returning key`,
    [key, actor, hash, request.method, request.url.slice(0, 500)],
  );
  return rows.length === 1;
}

async function load(em: EntityManager, key: string, actor: string): Promise<StoredKey | null> {
  const rows = await em.execute<StoredKey[]>(
    `select request_hash, response_status, response_body, response_content_type,
            extract(epoch from now() - created_at)::int as age_seconds
       from idempotency_keys where key = ? and actor = ?`,
    [key, actor],
  );
  return rows[0] ?? null;
}

async function release(em: EntityManager, key: string, actor: string): Promise<void> {
  await em.execute('delete from idempotency_keys where key = ? and actor = ?', [key, actor]);
}

/**
 * Idempotency for mutating routes (ARCHITECTURE "Data flow" 4): a request carrying an
 * `Idempotency-Key` runs once per key and actor; a repeat replays the stored first response
 * (marked `Idempotent-Replayed: true`); the same key with a different request is a 409;
 * a repeat while the first is still running is a retriable 409. 5xx answers are not stored,
 * so a retry after a server failure runs again.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: IdempotencyOptions) => {
    const actorOf = options.actorOf ?? (() => 'anonymous');
    const retentionHours = options.retentionHours ?? 24;
    const abandonAfter = options.abandonAfterSeconds ?? 300;

    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!MUTATING.has(request.method)) return;
      const key = headerKey(request);
      if (!key) return;
      const actor = actorOf(request);
      const hash = requestHash({
        method: request.method,
        url: request.url,
        body: request.body,
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
      });
      const em = app.orm.em.fork();
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await claim(em, key, actor, hash, request)) {
          request.idempotency = { key, actor };
          return;
        }
        const stored = await load(em, key, actor);
        if (!stored) continue; // released between our insert and select: claim again
        if (stored.request_hash !== hash) {
          throw new AppError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request');
        }
        if (stored.response_status === null) {
          if (stored.age_seconds < abandonAfter) {
            reply.header('retry-after', '1');
            throw new AppError(409, 'idempotency_request_in_progress', 'The first request with this Idempotency-Key is still running');
          }
          await release(em, key, actor);
          continue;
        }
        reply.header('idempotent-replayed', 'true');
        if (stored.response_content_type) reply.type(stored.response_content_type);
        return reply.status(stored.response_status).send(stored.response_body ?? '');
      }
      throw new AppError(409, 'idempotency_request_in_progress', 'The first request with this Idempotency-Key is still running');
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claimed = request.idempotency;
      if (!claimed) return payload;
      request.idempotency = null;
      const em = app.orm.em.fork();
      const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === undefined || payload === null;
      if (reply.statusCode >= 500 || !storable) {
        await release(em, claimed.key, claimed.actor);
        return payload;
      }
      const body = payload === undefined || payload === null ? '' : String(payload);
      const contentType = reply.getHeader('content-type');
      await em.execute(
        `update idempotency_keys set response_status = ?, response_body = ?, response_content_type = ?
          where key = ? and actor = ?`,
        [reply.statusCode, body, typeof contentType === 'string' ? contentType : null, claimed.key, claimed.actor],
      );
      return payload;
    });

    async function purgeExpired(): Promise<void> {
      await app.orm.em
        .fork()
        .execute(`delete from idempotency_keys where created_at < now() - make_interval(hours => ?)`, [retentionHours + 1]);
    }
    const timer = setInterval(() => purgeExpired().catch((error) => app.log.warn({ err: error }, 'idempotency purge failed')), 3_600_000);
    timer.unref();
    app.addHook('onReady', purgeExpired);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['db'] },
);
