import oauthPlugin, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { safeReturnPath } from '#shared/accounts/return-url.ts';
import type { AppConfig, OAuthClientConfig } from '../../../config.ts';
import { startSession } from '../../../plugins/session.ts';
import { publicOrigin } from '../../../http/public-origin.ts';
import { facebook } from './facebook.ts';
import { google } from './google.ts';
import { userForSocialProfile } from './social-sign-in.ts';
import { urlsOf, type SocialProviderDefinition } from './social-provider.ts';
import { zalo } from './zalo.ts';
import type { TypedApp } from '../../../http/typed-app.ts';

const PROVIDERS: readonly SocialProviderDefinition[] = [google, facebook, zalo];

/** Where the user goes back to after signing in, kept for the round trip to the provider. */
const RETURN_COOKIE = 'social_return';
/** Long enough to sign in at the provider, short enough not to linger. */
const FLOW_SECONDS = 600;
const FLOW_COOKIE = { path: '/auth', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: FLOW_SECONDS } as const;

const StartQuery = Type.Object({ return_url: Type.Optional(Type.String({ maxLength: 2000 })) });
const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The login page with its "social sign-in failed" message, keeping where the user was going. */
function failurePath(returnPath: string): string {
  const query = new URLSearchParams({ error: 'social_failed' });
  if (returnPath !== '/') query.set('return_url', returnPath);
  return `/login?${query}`;
}

function registerProvider(app: TypedApp, config: AppConfig, definition: SocialProviderDefinition, client: OAuthClientConfig): void {
  const { name } = definition;
  const urls = urlsOf(definition, client);
  const stateCookie = `oauth2_state_${name}`;
  const verifierCookie = `oauth2_verifier_${name}`;
  const callbackPath = `/auth/${name}/callback`;

  app.register(oauthPlugin, {
    name: `oauth2${name[0]?.toUpperCase()}${name.slice(1)}`,
    scope: definition.scope,
    credentials: definition.credentials(client, urls),
    callbackUri: (request: FastifyRequest) => `${publicOrigin(request, config.publicUrl)}${callbackPath}`,
    ...(definition.pkce ? { pkce: 'S256' as const } : {}),
    redirectStateCookieName: stateCookie,
    verifierCookieName: verifierCookie,
    cookie: { path: FLOW_COOKIE.path, secure: FLOW_COOKIE.secure, maxAge: FLOW_COOKIE.maxAge },
    userAgent: 'linhkien-shop',
  });

  const oauth = (): OAuth2Namespace => {
    const namespace = app[`oauth2${name[0]?.toUpperCase()}${name.slice(1)}` as `oauth2G${string}`];
    if (!namespace) throw new Error(`${name} OAuth client missing`);
    return namespace;
  };

  app.get(
    `/auth/${name}`,
    {
      schema: {
        tags: ['accounts'],
        summary: `Sign in with ${name}: redirect to the provider`,
        querystring: StartQuery,
        response: { 302: { description: `To ${name}'s sign-in page` } },
      },
    },
    async (request, reply) => {
      const { return_url: returnUrl } = request.query;
      reply.setCookie(RETURN_COOKIE, safeReturnPath(returnUrl), FLOW_COOKIE);
      return reply.redirect(await oauth().generateAuthorizationUri(request, reply), 302);
    },
  );

  app.get(
    callbackPath,
    {
      schema: {
        tags: ['accounts'],
        summary: `Sign in with ${name}: the provider sends the user back here`,
        querystring: CallbackQuery,
        response: { 302: { description: 'Signed in: to the return_url; failed: to /login?error=social_failed' } },
      },
    },
    async (request, reply) => {
      const returnPath = safeReturnPath(request.cookies[RETURN_COOKIE]);
      reply.clearCookie(RETURN_COOKIE, FLOW_COOKIE);
      const { error } = request.query;
      const fail = () => {
        clearFlowCookies(reply, stateCookie, verifierCookie);
        return reply.redirect(failurePath(returnPath), 302);
      };
      if (error) {
        // Denied consent (access_denied) and the like: an everyday outcome, not a fault.
        request.log.info({ provider: name, error }, 'social sign-in declined at the provider');
        return fail();
      }
      try {
        // Checks `state` against its cookie, sends the PKCE verifier, and clears both cookies.
        const token = await oauth().getAccessTokenFromAuthorizationCodeFlow(request, reply);
        if (typeof token.token.access_token !== 'string') throw new Error(`${name} gave no access token`);
        const profile = await definition.readProfile(token.token.access_token, urls);
        const user = await userForSocialProfile(request.em, profile);
        await startSession(request, reply, user.id);
        return reply.redirect(returnPath, 302);
      } catch (failure) {
        request.log.warn({ err: failure, provider: name }, 'social sign-in failed');
        return fail();
      }
    },
  );
}

function clearFlowCookies(reply: FastifyReply, ...names: string[]): void {
  for (const cookieName of names) reply.clearCookie(cookieName, { path: FLOW_COOKIE.path });
}

/**
 * Social sign-in (spec §2 `/auth/{zalo|google|facebook}`): for every configured provider,
 * `GET /auth/{provider}?return_url=` sends the browser to the provider with a state cookie (and a
 * PKCE challenge where supported), and `GET /auth/{provider}/callback` turns the answer into a
 * session. A provider without a client id and secret gets no routes (and no button).
 */
export async function socialRoutes(app: TypedApp, options: { config: AppConfig }): Promise<void> {
  for (const definition of PROVIDERS) {
    const client = options.config.oauth[definition.name];
    if (client) registerProvider(app, options.config, definition, client);
  }
}
