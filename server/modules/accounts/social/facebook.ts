import { authEndpoints, getJson, requiredId, stringOrNull, type SocialProviderDefinition } from './social-provider.ts';

/**
 * Facebook Login: OAuth 2 authorization code flow, then the Graph API `me` node. Facebook does not
 * say whether the e-mail it returns was confirmed, so it never links to an existing account by
 * e-mail (only a verified e-mail may) and is not stored as the new account's e-mail.
 */
export const facebook: SocialProviderDefinition = {
  name: 'facebook',
  defaultUrls: {
    authorize: 'https://www.facebook.com/v23.0/dialog/oauth',
    token: 'https://graph.facebook.com/v23.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/v23.0/me',
  },
  scope: ['public_profile', 'email'],
  pkce: false,
  credentials: (client, urls) => ({
    client: { id: client.clientId, secret: client.clientSecret },
    auth: authEndpoints(urls),
    options: { authorizationMethod: 'body' },
  }),
  async readProfile(accessToken, urls) {
    const url = new URL(urls.userinfo);
    url.searchParams.set('fields', 'id,name,email');
    const me = await getJson(url.href, { authorization: `Bearer ${accessToken}` });
    return {
      provider: 'facebook',
      providerUserId: requiredId(me.id, 'facebook'),
      email: stringOrNull(me.email)?.toLowerCase() ?? null,
      emailVerified: false,
      fullname: stringOrNull(me.name),
    };
  },
};
