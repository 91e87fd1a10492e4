import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../user.entity.ts';

/**
 * What a code is for: the password reset (spec §7 POST /otp-create/password), or proving an
 * e-mail address before it is set on an account that has none (spec §5).
 */
export type OtpPurpose = 'password' | 'email';

/**
 * A one-time code e-mailed to a user (spec §3 OTP: six digits, expires_at). Only an argon2id hash
 * of the code is kept: six digits are a million guesses, instant against a plain hash, so a leaked
 * table must not hand out live codes. `publicId` names the request in the browser that asked for
 * it: a password code works only with it, so each browser's request has its
 * own code and its own five tries. `email` is the address an `email` code proves.
 */
export const OtpCodeSchema = defineEntity({
  name: 'OtpCode',
  tableName: 'otp_codes',
  properties: {
    id: p.bigint('number').primary(),
    publicId: p.uuid().unique(),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    purpose: p.string().length(16).$type<OtpPurpose>(),
    email: p.string().length(254).nullable(),
    codeHash: p.string().length(255).hidden(),
    expiresAt: p.datetime(),
    /** Wrong tries so far; at OTP_MAX_ATTEMPTS the code is dead. */
    attempts: p.smallint().default(0),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type OtpCode = InferEntity<typeof OtpCodeSchema>;
