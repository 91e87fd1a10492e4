import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isOptionalProfileField,
  joinFieldErrors,
  normalizeProfileValue,
  profileFieldErrors,
  type InlineSaveField,
  type ProfileField,
} from '#shared/profile/profile-fields.ts';
import type { ProfileView, PublicUser } from '#shared/profile/schemas.ts';
import { AppError, notFound } from '../../errors.ts';
import { avatarPath } from '../../plugins/session.ts';
import { UserSchema, type User } from '../accounts/user.entity.ts';
import { ProfileSchema, type Profile } from './profile.entity.ts';

export function fieldError(status: number, code: string, field: ProfileField, keys: readonly string[]): AppError {
  return new AppError(status, code, `Invalid ${field}`, { [field]: joinFieldErrors(keys) });
}

function toProfileView(user: User, profile: Profile | null): ProfileView {
  return {
    user_id: user.id,
    fullname: user.fullname,
    email: user.email ?? null,
    avatar: avatarPath(user.avatarId ?? null),
    phone: profile?.phone ?? null,
    company: profile?.company ?? null,
    taxcode: profile?.taxcode ?? null,
    company_address: profile?.companyAddress ?? null,
    is_tax: profile?.isTax ?? false,
    buyonshop: profile?.buyonshop ?? false,
    bonus: profile?.bonus ?? 0,
    country_id: profile?.countryId ?? null,
    member_since: user.createdAt.toISOString(),
  };
}

export async function loadUser(em: EntityManager, userId: number): Promise<User> {
  const user = await em.findOne(UserSchema, { id: userId });
  // The session names a user that was deleted meanwhile: treat like a guest.
  if (!user) throw new AppError(403, 'login_required', 'Sign in to do this');
  return user;
}

/** The user's own profile; a user who never saved one gets the defaults (no row is written). */
export async function getProfileView(em: EntityManager, userId: number): Promise<ProfileView> {
  const user = await loadUser(em, userId);
  const profile = await em.findOne(ProfileSchema, { user: userId });
  return toProfileView(user, profile);
}

/** The profile row of `user`, created with the defaults when missing (flushed by the caller). */
async function profileOf(em: EntityManager, user: User): Promise<Profile> {
  return (await em.findOne(ProfileSchema, { user: user.id })) ?? em.create(ProfileSchema, { user });
}

/**
 * Saves one inline profile field (spec §4, §7 "inline profile save: name plus field value"),
 * checked with the shared rules. Errors name the field and carry its message keys joined by
 * commas (spec §8). The e-mail is not saved here but proven first (add-email.ts).
 */
export async function updateProfileField(em: EntityManager, userId: number, field: InlineSaveField, raw: string): Promise<ProfileView> {
  const value = normalizeProfileValue(field, raw);
  const errors = profileFieldErrors(field, value);
  if (errors.length > 0) throw fieldError(422, 'validation_failed', field, errors);

  const user = await loadUser(em, userId);
  const stored = value === '' && isOptionalProfileField(field) ? null : value;
  switch (field) {
    case 'fullname':
      user.fullname = value;
      break;
    case 'phone':
      (await profileOf(em, user)).phone = stored;
      break;
    case 'company':
      (await profileOf(em, user)).company = stored;
      break;
    case 'taxcode':
      (await profileOf(em, user)).taxcode = stored;
      break;
    case 'company_address':
      (await profileOf(em, user)).companyAddress = stored;
      break;
  }
  await em.flush();
  return getProfileView(em, userId);
}

/** What anyone may see of a user (spec §2 /users/{id}): name, picture, member since. */
export async function getPublicUser(em: EntityManager, id: number): Promise<PublicUser> {
  const user = await em.findOne(UserSchema, { id }, { fields: ['id', 'fullname', 'avatarId', 'createdAt'] });
  if (!user) throw notFound('User');
  return {
    id: user.id,
    fullname: user.fullname,
    avatar: avatarPath(user.avatarId ?? null),
    member_since: user.createdAt.toISOString(),
  };
}
