import { randomUUID } from 'node:crypto';
import { sql, type EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/http/headers.ts';
import { AppError } from '../../errors.ts';
import { IdempotencyKeySchema } from './idempotency-key.entity.ts';
import { requestHash } from './request-hash.ts';

/** A request's hold on its Idempotency-Key. */
export interface IdempotencyClaim {
  key: string;
  actor: string;
  /** Fencing token: the key's row names its current holder; a request that lost it writes nothing. */
  token: string;
  /**
   * Stores this request's answer inside the caller's transaction, so it
   * commits with what it answers for: a retry after the process died between the commit and the
   * response replays it (the order's code) instead of waiting, then finding the cart empty. The
   * body goes through the route's response serializer, as the sent one will. Throws a retriable
   * 409, rolling the transaction back, when the key's lease ran out and a retry holds it now: that
   * retry does the work, once.
   */
  answerInTransaction(tx: EntityManager, status: number, body: unknown): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds its Idempotency-Key (its first use, or a retry of a request whose process died). */
    idempotency: IdempotencyClaim | null;
  }
}

export interface IdempotencyOptions {
  /** Who the key belongs to (idempotency-actor.ts); keys of different actors never collide; null: the key is not used. */
  actorOf?: (request: FastifyRequest) => string | null;
  /** Keys are kept at least this long (ARCHITECTURE: at least 24 h). */
  retentionHours?: number;
  /**
   * How long a holder counts as alive without renewing; it renews every third of it while it
   * runs, so a retry after a crash waits at most this long before it replays or runs again.
   */
  leaseSeconds?: number;
  /** A request still running after this long stops renewing its lease (a stuck handler cannot hold a key for ever). */
  maxHoldSeconds?: number;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

interface StoredKey {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  response_content_type: string | null;
  /** Its holder's lease still runs: the holder is alive and has not sent its response yet. */
  held: boolean;
}

function headerKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8-255 visible ASCII characters', {
      'Idempotency-Key': 'must be 8-255 visible ASCII characters',
    });
  }
  return key;
}

function inProgress(reply: FastifyReply): AppError {
  reply.header('retry-after', '1');
  return new AppError(409, 'idempotency_request_in_progress', 'The first request with this Idempotency-Key is still running');
}

/**
 * Takes the key: a new row, or the row of an earlier request with the same fingerprint that never
 * answered and whose lease ran out (its process died). A row whose holder's transaction is
 * storing its answer right now stays locked until that commits, and then is no longer free.
 */
async function claim(em: EntityManager, key: string, actor: string, hash: string, token: string, leaseSeconds: number, request: FastifyRequest): Promise<boolean> {
  // Raw: an insert whose ON CONFLICT takes the row over only under conditions, returning whether it did.
  const rows = await em.execute<{ key: string }[]>(
    `insert into idempotency_keys (key, actor, request_hash, method, path, owner_token, lease_expires_at, created_at)
     values (?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?), now())
     on conflict (key, actor) do update set owner_token = excluded.owner_token, lease_expires_at = excluded.lease_expires_at
      where idempotency_keys.response_status is null
        and idempotency_keys.request_hash = excluded.request_hash
        and (idempotency_keys.lease_expires_at is null or idempotency_keys.lease_expires_at < now())
     returning key`,
    [key, actor, hash, request.method, request.url.slice(0, 500), token, leaseSeconds],
  );
  return rows.length === 1;
}

async function load(em: EntityManager, key: string, actor: string): Promise<StoredKey | null> {
  // Raw: `held` is judged by the database clock, the one the claim and the renewal set the lease with.
  const rows = await em.execute<StoredKey[]>(
    `select request_hash, response_status, response_body, response_content_type,
            coalesce(lease_expires_at > now(), false) as held
       from idempotency_keys where key = ? and actor = ?`,
    [key, actor],
  );
  return rows[0] ?? null;
}

/** Keeps the holder's lease running; skips a row its own transaction is writing (it is alive). */
async function renew(em: EntityManager, claimed: IdempotencyClaim, leaseSeconds: number): Promise<void> {
  // Raw: a locking read with SKIP LOCKED inside the update, which the ORM's calls cannot express.
  await em.execute(
    `update idempotency_keys set lease_expires_at = now() + make_interval(secs => ?)
      where (key, actor) in (select key, actor from idempotency_keys
                              where key = ? and actor = ? and owner_token = ? and lease_expires_at is not null
                              for update skip locked)`,
    [leaseSeconds, claimed.key, claimed.actor, claimed.token],
  );
}

/**
 * The response is out: store it and end the lease. A 2xx replaces an answer stored in the
 * transaction (the sent one may add what came after the commit, e.g. the payment page); another
 * status is stored only where none is, so a failure after the commit never hides the order.
 * A 5xx stores nothing: with no committed answer the key is freed, so a retry runs again.
 */
async function finish(em: EntityManager, claimed: IdempotencyClaim, status: number, body: string | null, contentType: string | null): Promise<void> {
  const mine = { key: claimed.key, actor: claimed.actor, ownerToken: claimed.token };
  if (body === null) {
    await em.nativeDelete(IdempotencyKeySchema, { ...mine, responseStatus: null });
    await em.nativeUpdate(IdempotencyKeySchema, mine, { leaseExpiresAt: null });
    return;
  }
  const replace = status < 300;
  // Raw: one update whose columns keep a stored answer unless this one replaces it (CASE per column).
  await em.execute(
    `update idempotency_keys
        set response_status = case when ? or response_status is null then ? else response_status end,
            response_body = case when ? or response_status is null then ? else response_body end,
            response_content_type = case when ? or response_status is null then ? else response_content_type end,
            lease_expires_at = null
      where key = ? and actor = ? and owner_token = ?`,
    [replace, status, replace, body, replace, contentType, claimed.key, claimed.actor, claimed.token],
  );
}

/**
 * Idempotency for mutating routes (ARCHITECTURE "Data flow" 4): a request carrying an
 * `Idempotency-Key` runs once per key and actor; a repeat replays the stored first response
 * (marked `Idempotent-Replayed: true`); the same key with a different request is a 409; a repeat
 * while the first still runs is a retriable 409. "Still runs" is a lease in PostgreSQL that the
 * running request renews (so it holds across instances): when its process dies the lease runs
 * out within `leaseSeconds`, and a retry then replays the answer the request committed with its
 * work (`answerInTransaction`), or, with none, runs again. 5xx answers are not stored, so a retry
 * after a server failure runs again.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: IdempotencyOptions) => {
    const actorOf = options.actorOf ?? (() => null);
    const retentionHours = options.retentionHours ?? 24;
    const leaseSeconds = options.leaseSeconds ?? 15;
    const maxHoldMs = (options.maxHoldSeconds ?? 300) * 1000;
    const renewals = new WeakMap<FastifyRequest, NodeJS.Timeout>();

    function stopRenewing(request: FastifyRequest): void {
      clearInterval(renewals.get(request));
      renewals.delete(request);
    }

    function startRenewing(request: FastifyRequest, claimed: IdempotencyClaim): void {
      const since = Date.now();
      const timer = setInterval(() => {
        if (Date.now() - since > maxHoldMs) return stopRenewing(request);
        renew(app.orm.em.fork(), claimed, leaseSeconds).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency lease renewal failed'));
      }, (leaseSeconds * 1000) / 3);
      timer.unref();
      renewals.set(request, timer);
    }

    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!MUTATING.has(request.method)) return;
      const key = headerKey(request);
      if (!key) return;
      const actor = actorOf(request);
      if (actor === null) return;
      const hash = requestHash({
        method: request.method,
        url: request.url,
        body: request.body,
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
      });
      const em = app.orm.em.fork();
      for (let attempt = 0; attempt < 2; attempt++) {
        const token = randomUUID();
        if (await claim(em, key, actor, hash, token, leaseSeconds, request)) {
          const claimed: IdempotencyClaim = {
            key,
            actor,
            token,
            async answerInTransaction(tx, status, body) {
              const serialize = reply.getSerializationFunction(String(status));
              const text = serialize ? serialize(body as Record<string, unknown>) : JSON.stringify(body);
              const updated = await tx.nativeUpdate(
                IdempotencyKeySchema,
                { key, actor, ownerToken: token },
                { responseStatus: status, responseBody: text, responseContentType: JSON_TYPE },
              );
              if (updated === 0) throw inProgress(reply);
            },
          };
          request.idempotency = claimed;
          startRenewing(request, claimed);
          return;
        }
        const stored = await load(em, key, actor);
        if (!stored) continue; // freed between our insert and select: claim again
        if (stored.request_hash !== hash) {
          throw new AppError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request');
        }
        if (stored.held) throw inProgress(reply);
        if (stored.response_status === null) continue; // its holder died: take it over
        reply.header('idempotent-replayed', 'true');
        if (stored.response_content_type) reply.type(stored.response_content_type);
        return reply.status(stored.response_status).send(stored.response_body ?? '');
      }
      throw inProgress(reply);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claimed = request.idempotency;
      if (!claimed) return payload;
      request.idempotency = null;
      stopRenewing(request);
      const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === undefined || payload === null;
      const body = reply.statusCode >= 500 || !storable ? null : payload === undefined || payload === null ? '' : String(payload);
      const contentType = reply.getHeader('content-type');
      try {
        await finish(app.orm.em.fork(), claimed, reply.statusCode, body, typeof contentType === 'string' ? contentType : null);
      } catch (error) {
        // The answer still goes out; the lease runs out and a retry replays what was committed.
        request.log.warn({ err: error }, 'storing the idempotent answer failed');
      }
      return payload;
    });
    // A response that never reaches onSend (the client went away) stops renewing too.
    app.addHook('onResponse', async (request: FastifyRequest) => stopRenewing(request));

    async function purgeExpired(): Promise<void> {
      await app.orm.em
        .fork()
        .nativeDelete(IdempotencyKeySchema, { createdAt: { $lt: sql`now() - make_interval(hours => ${retentionHours + 1})` } });
    }
    const timer = setInterval(() => purgeExpired().catch((error) => app.log.warn({ err: error }, 'idempotency purge failed')), 3_600_000);
    timer.unref();
    app.addHook('onReady', purgeExpired);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['db'] },
);
