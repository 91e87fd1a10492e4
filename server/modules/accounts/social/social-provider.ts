import type { Credentials } from '@fastify/oauth2';
import type { SocialProviderName } from '#shared/accounts/schemas.ts';
import type { OAuthClientConfig } from '../../../config.ts';

/** Where a provider signs people in, hands out tokens and tells who signed in. */
export interface OAuthUrls {
  authorize: string;
  token: string;
  userinfo: string;
}

/** Who signed in, as the provider describes them. */
export interface SocialProfile {
  provider: SocialProviderName;
  providerUserId: string;
  /** Lowercased; null when the provider gives none (Zalo) or the user withheld it. */
  email: string | null;
  /** True only when the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  fullname: string | null;
}

/** What differs between Google, Facebook and Zalo; the flow itself is shared (social.routes.ts). */
export interface SocialProviderDefinition {
  name: SocialProviderName;
  /** The real endpoints; `{PROVIDER}_AUTHORIZE_URL` etc. override them (a local test provider). */
  defaultUrls: OAuthUrls;
  scope: string[];
  pkce: boolean;
  credentials(client: OAuthClientConfig, urls: OAuthUrls): Credentials;
  readProfile(accessToken: string, urls: OAuthUrls): Promise<SocialProfile>;
}

/** The configured endpoints of a provider, falling back to its real ones. */
export function urlsOf(definition: SocialProviderDefinition, client: OAuthClientConfig): OAuthUrls {
  return {
    authorize: client.authorizeUrl ?? definition.defaultUrls.authorize,
    token: client.tokenUrl ?? definition.defaultUrls.token,
    userinfo: client.userinfoUrl ?? definition.defaultUrls.userinfo,
  };
}

/** simple-oauth2 wants each endpoint as a host plus a path. */
export function authEndpoints(urls: OAuthUrls): NonNullable<Credentials['auth']> {
  const authorize = new URL(urls.authorize);
  const token = new URL(urls.token);
  return {
    authorizeHost: authorize.origin,
    authorizePath: authorize.pathname,
    tokenHost: token.origin,
    tokenPath: token.pathname,
  };
}

const PROFILE_TIMEOUT_MS = 10_000;

/** GET a provider's JSON API; a non-2xx answer or a non-object body is an error. */
export async function getJson(url: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`${new URL(url).host} sent no object`);
  return body as Record<string, unknown>;
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Provider ids arrive as strings (Google, Facebook) or numbers in older APIs; both are kept as text. */
export function requiredId(value: unknown, provider: string): string {
  const id = typeof value === 'number' ? String(value) : stringOrNull(value);
  if (!id) throw new Error(`${provider} profile has no id`);
  return id;
}
