import { Type, type Static } from 'typebox';

/**
 * The reset request a browser holds: a code works only together with the id of
 * the request it was mailed for, so guesses sent by anyone else — who cannot know that id — never
 * spend the owner's code.
 */
const ResetId = Type.String({ format: 'uuid', description: 'the request the code was mailed for (`reset_id` of POST /otp-create/password)' });

/**
 * POST /otp-create/password (spec §7: email, resend → expires_at, message). `resend` is true when
 * the code screen asks again after the countdown, with the `reset_id` it held (that request's code
 * dies); the answer is the same either way, and the same whether or not the address has an
 * account (no user enumeration).
 */
export const OtpCreateBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  resend: Type.Optional(Type.Boolean()),
  reset_id: Type.Optional(ResetId),
});
export type OtpCreateBody = Static<typeof OtpCreateBody>;

export const OtpCreateResponse = Type.Object(
  {
    /** ISO instant the code stops working; the screen counts down to it (spec §4). */
    expires_at: Type.String({ format: 'date-time' }),
    /** A sentence for the user in the request's language. */
    message: Type.String(),
    /** This request (a new one every time, whether or not the address has an account). */
    reset_id: Type.String({ format: 'uuid' }),
  },
  { title: 'OtpCreateResponse' },
);
export type OtpCreateResponse = Static<typeof OtpCreateResponse>;

/** POST /otp-check/password: is this the live code of this request? (A wrong one counts as a try.) */
export const OtpCheckBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  otp: Type.String({ maxLength: 32 }),
  reset_id: ResetId,
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
  reset_id: ResetId,
  password: Type.String({ maxLength: 1024 }),
  password_confirmation: Type.String({ maxLength: 1024 }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
