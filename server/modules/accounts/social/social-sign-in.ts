import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAIL_MAX_LENGTH, FULLNAME_MAX_LENGTH } from '#shared/accounts/credentials.ts';
import { SessionSchema } from '../session.entity.ts';
import { SocialAccountSchema } from '../social-account.entity.ts';
import type { User } from '../user.entity.ts';
import { createUser, findUserByEmail } from '../users.ts';
import type { SocialProfile } from './social-provider.ts';

const PROVIDER_LABELS = { google: 'Google', facebook: 'Facebook', zalo: 'Zalo' } as const;

/** The name a new account starts with: the provider's, else the e-mail's local part, else "Zalo user". */
function fullnameFor(profile: SocialProfile): string {
  const name = profile.fullname ?? profile.email?.slice(0, profile.email.indexOf('@')) ?? `${PROVIDER_LABELS[profile.provider]} user`;
  return name.slice(0, FULLNAME_MAX_LENGTH);
}

/** Only an e-mail the provider vouches for is trusted: it may link to an account or name a new one. */
function verifiedEmail(profile: SocialProfile): string | null {
  return profile.emailVerified && profile.email && profile.email.length <= EMAIL_MAX_LENGTH ? profile.email : null;
}

async function linkOrCreate(em: EntityManager, profile: SocialProfile): Promise<User> {
  const link = await em.findOne(
    SocialAccountSchema,
    { provider: profile.provider, providerUserId: profile.providerUserId },
    { populate: ['user'] },
  );
  if (link) return link.user;

  const email = verifiedEmail(profile);
  let user = email ? await findUserByEmail(em, email) : null;
  if (user) {
    if (!user.emailVerified && user.passwordHash) {
      // Registration does not prove the address, so this password may belong to someone who
      // registered another person's e-mail first. The provider just proved who owns it: the
      // unproven password stops working (the owner can set one with the e-mailed code) and every
      // session opened with it ends.
      user.passwordHash = null;
      await em.nativeDelete(SessionSchema, { user: user.id });
    }
    user.emailVerified = true;
  } else {
    user = await createUser(em, { email, fullname: fullnameFor(profile), passwordHash: null, emailVerified: email !== null });
  }
  em.create(SocialAccountSchema, {
    provider: profile.provider,
    providerUserId: profile.providerUserId,
    user,
    email: profile.email?.slice(0, EMAIL_MAX_LENGTH) ?? null,
  });
  await em.flush();
  return user;
}

/**
 * The account a social sign-in opens: the one already linked to this provider identity;
 * else the account with the same e-mail when the provider verified it (and the identity is linked
 * to it); else a new password-less account, linked. One transaction; when two first sign-ins of the
 * same person race, the loser finds the winner's link on a second try.
 */
export async function userForSocialProfile(em: EntityManager, profile: SocialProfile): Promise<User> {
  try {
    return await em.transactional((tx) => linkOrCreate(tx, profile));
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return em.fork().transactional((tx) => linkOrCreate(tx, profile));
  }
}
