import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * A registration waiting for its e-mailed code (registering must not tell
 * whether an address has an account). Every POST /register makes one, for a new address and for
 * an address that already has an account alike; only a new address is ever mailed its code, and
 * only a new address with the right code becomes an account. The browser holds `publicId`. The
 * password is kept as its argon2id hash (null when the address had an account), the code as
 * its hash, for at most the code's ten minutes (rows are swept a day after they expire).
 */
export const RegistrationRequestSchema = defineEntity({
  name: 'RegistrationRequest',
  tableName: 'registration_requests',
  properties: {
    id: p.bigint('number').primary(),
    publicId: p.uuid().unique(),
    email: p.string().length(254).index(),
    fullname: p.string().length(120),
    passwordHash: p.string().length(255).nullable().hidden(),
    codeHash: p.string().length(255).hidden(),
    returnUrl: p.string().length(2000).nullable(),
    locale: p.string().length(2).$type<Locale>(),
    /** Wrong codes so far; at OTP_MAX_ATTEMPTS the request is dead. */
    attempts: p.smallint().default(0),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RegistrationRequest = InferEntity<typeof RegistrationRequestSchema>;
