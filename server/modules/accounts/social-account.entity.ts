import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from './user.entity.ts';

export type SocialProvider = 'google' | 'facebook' | 'zalo';

/** A sign-in identity at Google, Facebook or Zalo linked to a user (one per provider account). */
export const SocialAccountSchema = defineEntity({
  name: 'SocialAccount',
  tableName: 'social_accounts',
  uniques: [{ properties: ['provider', 'providerUserId'] }],
  properties: {
    id: p.bigint('number').primary(),
    provider: p.string().length(16).$type<SocialProvider>(),
    providerUserId: p.string().length(191),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    email: p.string().length(254).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SocialAccount = InferEntity<typeof SocialAccountSchema>;
