import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { captchaAnswerError, captchaMatches } from '#shared/community/rules.ts';
import { AppError } from '../../errors.ts';
import { CaptchaChallengeSchema } from './captcha.entity.ts';
import { captchaAnswer, captchaPicture } from './captcha-picture.ts';

/** How long a drawn captcha can be answered. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** Draws a new captcha and keeps its answer under a random key (GET /reload-captcha). */
export async function drawCaptcha(em: EntityManager, now = new Date()): Promise<{ captcha: string; captcha_key: string }> {
  const answer = captchaAnswer();
  const challenge = em.create(CaptchaChallengeSchema, { id: randomUUID(), answer, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
  await em.flush();
  return { captcha: captchaPicture(answer), captcha_key: challenge.id };
}

/** Deletes the captchas drawn and never answered in time (a timer of the comments routes, not each draw). */
export async function sweepExpiredCaptchas(em: EntityManager): Promise<void> {
  await em.nativeDelete(CaptchaChallengeSchema, { expiresAt: { $lt: new Date() } });
}

/**
 * Uses up the captcha under `key` and throws `catpcha_required` on the `captcha` field (spec §5,
 * "a captcha error shows under the captcha") unless `typed` matches it and it has not expired.
 * Single use either way: a wrong guess burns the key, so a bot cannot try again on one picture.
 */
export async function spendCaptcha(em: EntityManager, key: string, typed: string): Promise<void> {
  const refused = new AppError(422, 'validation_failed', 'Wrong captcha', { captcha: 'catpcha_required' });
  if (captchaAnswerError(typed)) {
    await em.nativeDelete(CaptchaChallengeSchema, { id: key });
    throw refused;
  }
  // Raw: delete-returning takes the row in one statement, so two requests can never both spend it.
  const rows = await em.execute<{ answer: string; live: boolean }[]>('delete from captcha_challenges where id = ? returning answer, expires_at > now() as live', [key]);
  const row = rows[0];
  if (!row || !row.live || !captchaMatches(typed, row.answer)) throw refused;
}
