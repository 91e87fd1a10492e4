import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from '@mikro-orm/postgresql';
import fp from 'fastify-plugin';
import type { SessionUser } from '#shared/accounts/schemas.ts';
import { AppError } from '../errors.ts';
import { SessionSchema } from '../modules/accounts/session.entity.ts';
import { issueCsrfCookie } from './csrf.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes only signed-in users may call: guests get 403 `login_required` (spec §7). */
    requireUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for guests. */
    user: SessionUser | null;
  }
}

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
/** Sliding expiry is written at most this often, so browsing does not write on every request. */
const TOUCH_AFTER_MS = 24 * 3_600_000;

interface SessionRow {
  id: string | number;
  email: string | null;
  fullname: string;
  avatar_id: string | null;
  role: SessionUser['role'];
  last_seen_at: Date;
}

const LOOKUP_SQL = `select u.id, u.email, u.fullname, u.avatar_id, u.role, s.last_seen_at
  from sessions s join users u on u.id = s.user_id
  where s.id_hash = ? and s.expires_at > now()`;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function avatarPath(avatarId: string | null): string | null {
  return avatarId ? `/photo/medium/${avatarId}.jpg` : null;
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** Static files (`/assets/x.js`, `/photo/medium/x.jpg`) never need to know who asks. */
function isFileRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && /\.[a-z0-9]+$/i.test(request.url.split('?', 1)[0] ?? '');
}

function expiresAt(): Date {
  return new Date(Date.now() + SESSION_DAYS * 86_400_000);
}

/**
 * Signs `userId` in on this browser: the old session (if any) is destroyed and a new opaque id is
 * issued, so an id planted before login is worthless after it (session fixation); the anti-forgery
 * token is renewed with it.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const em = request.server.orm.em.fork();
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await em.nativeDelete(SessionSchema, { idHash: hashOf(previous) });
  const token = randomBytes(32).toString('base64url');
  await em.insert(SessionSchema, {
    idHash: hashOf(token),
    user: userId,
    createdAt: sql.now(),
    lastSeenAt: sql.now(),
    expiresAt: expiresAt(),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_DAYS * 86_400 });
  issueCsrfCookie(request, reply);
}

/** Signs this browser out: the row is deleted, the cookie cleared, the anti-forgery token renewed. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await request.server.orm.em.fork().nativeDelete(SessionSchema, { idHash: hashOf(token) });
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  issueCsrfCookie(request, reply);
  request.user = null;
}

/** Ends every session of a user except, optionally, the current browser's (after a password reset). */
export async function endOtherSessions(request: FastifyRequest, userId: number): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  await request.server.orm.em.fork().nativeDelete(SessionSchema, { user: userId, idHash: { $ne: token ? hashOf(token) : '' } });
}

/**
 * Sessions: an opaque random id in an httpOnly SameSite=Lax cookie (Secure behind TLS),
 * stored as a hash in PostgreSQL, 30 days sliding. Loads `request.user` for every request that
 * carries the cookie, with one indexed lookup.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      request.user = null;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || isFileRequest(request)) return;
      const idHash = hashOf(token);
      const connection = app.orm.em.getConnection();
      // Raw: a hot path, run before every request (requestContext: false reads too) without forking an EntityManager.
      const [row] = await connection.execute<SessionRow[]>(LOOKUP_SQL, [idHash]);
      if (!row) {
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        return;
      }
      request.user = { id: Number(row.id), email: row.email, fullname: row.fullname, avatar: avatarPath(row.avatar_id), role: row.role };
      if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
        app.orm.em
          .fork()
          .nativeUpdate(SessionSchema, { idHash }, { lastSeenAt: sql.now(), expiresAt: expiresAt() })
          .catch((error: unknown) => request.log.warn({ err: error }, 'session touch failed'));
      }
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError(403, 'login_required', 'Sign in to do this');
    });

    const sweep = setInterval(() => {
      app.orm.em
        .fork()
        .nativeDelete(SessionSchema, { expiresAt: { $lt: sql.now() } })
        .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
    }, 3_600_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'db', 'errors'] },
);
