import { Type, type Static } from 'typebox';

/** The signed-in user as every screen sees it (spec §3 User: email, fullname, avatar). */
export const SessionUser = Type.Object(
  {
    id: Type.Integer(),
    email: Type.Union([Type.String(), Type.Null()]),
    fullname: Type.String(),
    /** `/photo/medium/{id}.jpg`, or null when the user has no picture. */
    avatar: Type.Union([Type.String(), Type.Null()]),
    role: Type.Union([Type.Literal('customer'), Type.Literal('staff'), Type.Literal('admin')]),
  },
  { title: 'SessionUser' },
);
export type SessionUser = Static<typeof SessionUser>;

/** GET /v1/me: who this browser is signed in as. */
export const MeResponse = Type.Object({ user: Type.Union([SessionUser, Type.Null()]) }, { title: 'MeResponse' });
export type MeResponse = Static<typeof MeResponse>;

/**
 * POST /login (spec §7: email, password, return_url). Lengths are capped here; presence and shape
 * are checked by `loginMessages` so the answer carries the spec's per-field keys.
 */
export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  password: Type.String({ maxLength: 1024 }),
  return_url: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({
  fullname: Type.String({ maxLength: 500 }),
  email: Type.String({ maxLength: 320 }),
  password: Type.String({ maxLength: 1024 }),
  password_confirmation: Type.String({ maxLength: 1024 }),
  return_url: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * POST /register answers the same whether or not the e-mail has an account:
 * a new address gets a six-digit code, an address with an account gets a note to its owner, and
 * the browser is told only which request to confirm and until when.
 */
export const RegisterStartedResponse = Type.Object(
  {
    registration_id: Type.String({ description: 'this registration, for /register/confirm and /register/resend' }),
    expires_at: Type.String({ description: 'ISO time the code stops working' }),
  },
  { title: 'RegisterStartedResponse' },
);
export type RegisterStartedResponse = Static<typeof RegisterStartedResponse>;

const RegistrationId = Type.String({ format: 'uuid' });

/** POST /register/confirm: the code from the e-mail creates the account and signs this browser in. */
export const RegisterConfirmBody = Type.Object({ registration_id: RegistrationId, otp: Type.String({ maxLength: 32 }) });
export type RegisterConfirmBody = Static<typeof RegisterConfirmBody>;

/** POST /register/resend: a new code (the old one dies), the countdown starts again. */
export const RegisterResendBody = Type.Object({ registration_id: RegistrationId });
export type RegisterResendBody = Static<typeof RegisterResendBody>;

export const RegisterResendResponse = Type.Object({ expires_at: Type.String() }, { title: 'RegisterResendResponse' });
export type RegisterResendResponse = Static<typeof RegisterResendResponse>;

/** A successful sign-in: who, and where to go (a same-origin path; `/` when none was safe). */
export const SignedInResponse = Type.Object({ user: SessionUser, redirect: Type.String() }, { title: 'SignedInResponse' });
export type SignedInResponse = Static<typeof SignedInResponse>;

export const SocialProviderName = Type.Union([Type.Literal('google'), Type.Literal('facebook'), Type.Literal('zalo')]);
export type SocialProviderName = Static<typeof SocialProviderName>;

/** GET /v1/auth/providers: only configured providers get a button. */
export const AuthProvidersResponse = Type.Object({ providers: Type.Array(SocialProviderName) }, { title: 'AuthProvidersResponse' });
export type AuthProvidersResponse = Static<typeof AuthProvidersResponse>;
