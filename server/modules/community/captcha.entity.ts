import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A drawn captcha's answer, kept on the server under a random key until used once or expired (spec §5). */
export const CaptchaChallengeSchema = defineEntity({
  name: 'CaptchaChallenge',
  tableName: 'captcha_challenges',
  properties: {
    id: p.uuid().primary(),
    answer: p.string().length(8),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CaptchaChallenge = InferEntity<typeof CaptchaChallengeSchema>;
