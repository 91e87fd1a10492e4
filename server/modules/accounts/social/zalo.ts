import { authEndpoints, getJson, requiredId, stringOrNull, type SocialProviderDefinition } from './social-provider.ts';

/**
 * Zalo login, OAuth v4 with PKCE: the permission page takes `app_id` (not `client_id`) and a
 * `code_challenge`; the token endpoint takes `app_id`, `code` and `code_verifier` in the form body
 * and the app secret in a `secret_key` header; the profile at graph.zalo.me/v2.0/me wants the token
 * in an `access_token` header. Zalo shares no e-mail, so accounts link by Zalo id only.
 */
export const zalo: SocialProviderDefinition = {
  name: 'zalo',
  defaultUrls: {
    authorize: 'https://oauth.zaloapp.com/v4/permission',
    token: 'https://oauth.zaloapp.com/v4/access_token',
    userinfo: 'https://graph.zalo.me/v2.0/me',
  },
  scope: [],
  pkce: true,
  credentials: (client, urls) => ({
    // simple-oauth2 names the id `app_id` in both the permission URL and the token form; with body
    // authentication it also puts the secret in the form, so it is sent under Zalo's header name too.
    client: { id: client.clientId, secret: client.clientSecret, idParamName: 'app_id', secretParamName: 'secret_key' },
    auth: authEndpoints(urls),
    options: { authorizationMethod: 'body' },
    http: { headers: { secret_key: client.clientSecret } },
  }),
  async readProfile(accessToken, urls) {
    const url = new URL(urls.userinfo);
    url.searchParams.set('fields', 'id,name');
    const me = await getJson(url.href, { access_token: accessToken });
    // Zalo answers errors with HTTP 200 and a non-zero `error`.
    if (me.error !== undefined && me.error !== 0) throw new Error(`zalo profile error ${String(me.error)}`);
    return { provider: 'zalo', providerUserId: requiredId(me.id, 'zalo'), email: null, emailVerified: false, fullname: stringOrNull(me.name) };
  },
};
