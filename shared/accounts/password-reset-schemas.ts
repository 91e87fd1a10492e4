import { Type, type Static } from 'typebox';

/**
 * POST /otp-create/password (spec §7: email, resend → expires_at, message). `resend` is true when
 * the code screen asks again after the countdown; the answer is the same either way, and the same
 * whether or not the address has an account (issue 4: no user enumeration).
 */
export const OtpCreateBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  resend: Type.Optional(Type.Boolean()),
});
export type OtpCreateBody = Static<typeof OtpCreateBody>;

export const OtpCreateResponse = Type.Object(
  {
    /** ISO instant the code stops working; the screen counts down to it (spec §4). */
    expires_at: Type.String({ format: 'date-time' }),
    /** A sentence for the user in the request's language. */
    message: Type.String(),
  },
  { title: 'OtpCreateResponse' },
);
export type OtpCreateResponse = Static<typeof OtpCreateResponse>;

/** POST /otp-check/password: is this the live code for this address? (A wrong one counts as a try.) */
export const OtpCheckBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  otp: Type.String({ maxLength: 32 }),
});
export type OtpCheckBody = Static<typeof OtpCheckBody>;

export const OtpCheckResponse = Type.Object(
  { valid: Type.Literal(true), expires_at: Type.String({ format: 'date-time' }) },
  { title: 'OtpCheckResponse' },
);
export type OtpCheckResponse = Static<typeof OtpCheckResponse>;

/** POST /reset-password: the code again (it is only spent here) and the new password twice. */
export const ResetPasswordBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  otp: Type.String({ maxLength: 32 }),
  password: Type.String({ maxLength: 1024 }),
  password_confirmation: Type.String({ maxLength: 1024 }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
