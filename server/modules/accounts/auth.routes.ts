import type { FastifyRequest } from 'fastify';
import { loginMessages, normalizeEmail } from '#shared/accounts/credentials.ts';
import { safeReturnPath } from '#shared/accounts/return-url.ts';
import {
  AuthProvidersResponse,
  LoginBody,
  MeResponse,
  SignedInResponse,
  type SocialProviderName,
} from '#shared/accounts/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError, assertNoFieldErrors } from '../../errors.ts';
import { CSRF_COOKIE } from '#shared/http/headers.ts';
import { issueCsrfCookie } from '../../plugins/csrf.ts';
import { endSession, startSession } from '../../plugins/session.ts';
import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_PAIR,
  LOGIN_TRIES_PER_IP,
  loginIpFailuresKey,
  loginIpTriesKey,
  loginPairKey,
} from './login-throttle.ts';
import { verifyDecoy, verifyPassword } from './password.ts';
import type { SignInRoutesOptions } from './sign-in-hook.ts';
import { findUserByEmail, toSessionUser } from './users.ts';
import type { TypedApp } from '../../http/typed-app.ts';


const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Password sign-in, sign-out and "who am I" (registration: registration/registration.routes.ts) (spec §7 POST /login). */
export async function authRoutes(app: TypedApp, options: SignInRoutesOptions): Promise<void> {
  app.get(
    API_PATH.me,
    { schema: { tags: ['accounts'], summary: 'The signed-in user, or null for guests', response: { 200: MeResponse } } },
    async (request, reply) => {
      // The installed app's shell comes from the service worker cache, not from us: this is often
      // the first request the server sees, so the anti-forgery cookie is handed out here too.
      if (!request.cookies[CSRF_COOKIE]) issueCsrfCookie(request, reply);
      reply.header('cache-control', 'no-store');
      return { user: request.user };
    },
  );

  app.get(
    '/v1/auth/providers',
    { schema: { tags: ['accounts'], summary: 'Configured social sign-in providers', response: { 200: AuthProvidersResponse } } },
    async () => ({
      providers: (['google', 'facebook', 'zalo'] as const).filter((name): name is SocialProviderName => options.config.oauth[name] !== null),
    }),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: SignedInResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertNoFieldErrors(loginMessages(body));
      const email = normalizeEmail(body.email);
      const pair = loginPairKey(request.ip, email);
      // Waits grow per address and account; no account is ever locked.
      await app.rateLimit(loginIpTriesKey(request.ip), LOGIN_TRIES_PER_IP);
      await app.backoff.guard(pair, LOGIN_FAILURES_PER_PAIR);
      await app.backoff.guard(loginIpFailuresKey(request.ip), LOGIN_FAILURES_PER_IP);
      const user = await findUserByEmail(request.em, email);
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, body.password) : await verifyDecoy(body.password);
      if (!user || !valid) {
        await app.backoff.fail(pair, LOGIN_FAILURES_PER_PAIR);
        await app.backoff.fail(loginIpFailuresKey(request.ip), LOGIN_FAILURES_PER_IP);
        // One answer for "no such account" and "wrong password" (no user enumeration).
        throw new AppError(401, 'invalid_credentials', 'E-mail or password is incorrect', { password: 'invalid_credentials' });
      }
      await app.backoff.reset(pair);
      await startSession(request, reply, user.id);
      await options.afterSignIn(request, user.id);
      return { user: toSessionUser(user), redirect: safeReturnPath(body.return_url) };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['accounts'], summary: 'Sign out this browser', response: { 200: MeResponse, 403: ErrorBody } } },
    async (request: FastifyRequest, reply) => {
      await endSession(request, reply);
      return { user: null };
    },
  );
}
