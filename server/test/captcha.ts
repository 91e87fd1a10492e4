import type { CaptchaResponse } from '#shared/community/schemas.ts';
import type { TestApp } from './test-app.ts';

/** A fresh captcha and its answer, read from the server's table as only the server can (for tests that post comments). */
export async function solvedCaptcha(t: TestApp): Promise<{ captcha_key: string; captcha: string }> {
  const drawn = (await t.app.inject('/reload-captcha')).json<CaptchaResponse>();
  const [row] = await t.orm.em.fork().execute<{ answer: string }[]>('select answer from captcha_challenges where id = ?', [drawn.captcha_key]);
  return { captcha_key: drawn.captcha_key, captcha: row!.answer };
}
