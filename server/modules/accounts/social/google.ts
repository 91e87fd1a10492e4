import { authEndpoints, getJson, requiredId, stringOrNull, type SocialProviderDefinition } from './social-provider.ts';

/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE; who signed in comes from the
 * userinfo endpoint, called with the access token we just got from Google's token endpoint.
 */
export const google: SocialProviderDefinition = {
  name: 'google',
  defaultUrls: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  scope: ['openid', 'email', 'profile'],
  pkce: true,
  credentials: (client, urls) => ({
    client: { id: client.clientId, secret: client.clientSecret },
    auth: authEndpoints(urls),
  }),
  async readProfile(accessToken, urls) {
    const info = await getJson(urls.userinfo, { authorization: `Bearer ${accessToken}` });
    const email = stringOrNull(info.email)?.toLowerCase() ?? null;
    return {
      provider: 'google',
      providerUserId: requiredId(info.sub, 'google'),
      email,
      // OIDC says boolean; some Google APIs have sent the string "true".
      emailVerified: email !== null && (info.email_verified === true || info.email_verified === 'true'),
      fullname: stringOrNull(info.name),
    };
  },
};
