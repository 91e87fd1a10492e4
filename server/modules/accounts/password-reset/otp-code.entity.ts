import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../user.entity.ts';

/** What a code is for; only the password reset so far (spec §7 POST /otp-create/password). */
export type OtpPurpose = 'password';

/**
 * A one-time code e-mailed to a user (spec §3 OTP: six digits, expires_at). Only an argon2id hash
 * of the code is kept: six digits are a million guesses, instant against a plain hash, so a leaked
 * table must not hand out live codes. A user has at most one code per purpose: issuing a new one
 * deletes the older ones (issue 4: a new code invalidates older ones).
 */
export const OtpCodeSchema = defineEntity({
  name: 'OtpCode',
  tableName: 'otp_codes',
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    purpose: p.string().length(16).$type<OtpPurpose>(),
    codeHash: p.string().length(255).hidden(),
    expiresAt: p.datetime(),
    /** Wrong tries so far; at OTP_MAX_ATTEMPTS the code is dead. */
    attempts: p.smallint().default(0),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type OtpCode = InferEntity<typeof OtpCodeSchema>;
