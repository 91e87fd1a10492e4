import { Type, type Static } from 'typebox';
import { MAX_AVATAR_BYTES } from './avatar.ts';
import { INLINE_SAVE_FIELDS } from './profile-fields.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/**
 * The signed-in user's own profile (spec §3 Profile, User, Company). `bonus` is integer VND;
 * `is_tax` and `buyonshop` are set by the shop, not by the user.
 */
export const ProfileView = Type.Object(
  {
    user_id: Type.Integer({ minimum: 1 }),
    fullname: Type.String(),
    email: NullableString,
    avatar: Type.Union([Type.String(), Type.Null()], { description: '/photo/medium/{id}.jpg, as in SessionUser' }),
    phone: NullableString,
    company: NullableString,
    taxcode: NullableString,
    company_address: NullableString,
    is_tax: Type.Boolean(),
    buyonshop: Type.Boolean(),
    bonus: Type.Integer({ minimum: 0, description: 'Bonus balance in VND' }),
    country_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    member_since: Type.String({ format: 'date-time' }),
  },
  { title: 'ProfileView' },
);
export type ProfileView = Static<typeof ProfileView>;

/** GET /v1/profile and the answer of an inline save. */
export const ProfileResponse = Type.Object({ profile: ProfileView });
export type ProfileResponse = Static<typeof ProfileResponse>;

/**
 * POST /user/profiles/update (spec §7 "inline profile save: name plus field value"). Not the
 * e-mail: that goes through POST /user/profiles/email and its code.
 */
export const ProfileUpdateBody = Type.Object({
  name: Type.Union(INLINE_SAVE_FIELDS.map((field) => Type.Literal(field))),
  value: Type.String({ maxLength: 1000 }),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/**
 * POST /user/profiles/email: the address to add to an account that has none (spec §5). A code is
 * mailed to it (or, when it belongs to another account, a note to that account's owner), and the
 * answer is the same either way. Asking again mails a new code; the old one dies.
 */
export const AddEmailBody = Type.Object({ email: Type.String({ maxLength: 1000 }) });
export type AddEmailBody = Static<typeof AddEmailBody>;

export const AddEmailStartedResponse = Type.Object(
  { expires_at: Type.String({ format: 'date-time', description: 'ISO time the mailed code stops working' }) },
  { title: 'AddEmailStartedResponse' },
);
export type AddEmailStartedResponse = Static<typeof AddEmailStartedResponse>;

/** POST /user/profiles/email/confirm: the mailed code sets the address (verified); answers the profile. */
export const AddEmailConfirmBody = Type.Object({ otp: Type.String({ maxLength: 32 }) });
export type AddEmailConfirmBody = Static<typeof AddEmailConfirmBody>;

/** POST /user/users/upload-avatar answer (spec §7 "response avatar"). */
export const AvatarResponse = Type.Object({
  avatar: Type.String({ description: `The new picture, /photo/medium/{id}.jpg (uploads up to ${MAX_AVATAR_BYTES} bytes)` }),
});
export type AvatarResponse = Static<typeof AvatarResponse>;

/** What anyone may see of a user (spec §2 /users/{id}): no e-mail, phone or company data. */
export const PublicUser = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    fullname: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()], { description: '/photo/medium/{id}.jpg' }),
    member_since: Type.String({ format: 'date-time' }),
  },
  { title: 'PublicUser' },
);
export type PublicUser = Static<typeof PublicUser>;

export const PublicUserParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
export type PublicUserParams = Static<typeof PublicUserParams>;

/** GET /v1/users/{id}. */
export const PublicUserResponse = Type.Object({ user: PublicUser });
export type PublicUserResponse = Static<typeof PublicUserResponse>;
