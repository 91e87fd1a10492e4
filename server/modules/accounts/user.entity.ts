import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';

export type UserRole = 'customer' | 'staff' | 'admin';

/**
 * A shop account (spec §3 User: email, fullname, avatar). `email` is stored lowercased and may be
 * null for social-only sign-ins that give none (Zalo); `passwordHash` is null until the user sets
 * a password (social sign-in). Roles arrive with the back office; everyone starts as customer.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.bigint('number').primary(),
    email: p.string().length(254).nullable().unique(),
    passwordHash: p.string().length(255).nullable().hidden(),
    fullname: p.string().length(120),
    avatarId: p.uuid().nullable(),
    role: p.string().length(16).$type<UserRole>().default('customer'),
    emailVerified: p.boolean().default(false),
    ...timestamps(),
  },
});
export type User = InferEntity<typeof UserSchema>;
