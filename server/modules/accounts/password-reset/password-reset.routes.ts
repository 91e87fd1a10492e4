import { INVALID_OTP_CODE } from '#shared/accounts/otp.ts';
import { SignedInResponse } from '#shared/accounts/schemas.ts';
import {
  OtpCheckBody,
  OtpCheckResponse,
  OtpCreateBody,
  OtpCreateResponse,
  ResetPasswordBody,
} from '#shared/accounts/password-reset-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError, assertNoFieldErrors } from '../../../errors.ts';
import type { TypedApp } from '../../../http/typed-app.ts';
import { endOtherSessions, startSession } from '../../../plugins/session.ts';
import { toSessionUser } from '../users.ts';
import {
  checkPasswordCode,
  newPasswordFields,
  requestPasswordCode,
  requireEmailShape,
  requireOtpShape,
  resetPasswordWithCode,
} from './password-reset.ts';
import {
  RESET_CHECK_FAILURES_PER_IP,
  RESET_CHECK_FAILURES_PER_PAIR,
  RESET_CHECK_TRIES_PER_IP,
  RESET_CODES_PER_EMAIL,
  RESET_CODES_PER_IP,
  RESET_CODES_PER_PAIR,
  resetCheckIpFailuresKey,
  resetCheckIpTriesKey,
  resetCheckPairKey,
  resetCodesPairKey,
} from './reset-throttle.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 429: ErrorBody };

/** Password reset with an e-mailed one-time code (spec §7 POST /otp-create/password). */
export async function passwordResetRoutes(app: TypedApp): Promise<void> {
  /**
   * A code check, throttled like sign-in: waits that grow per address and
   * e-mail pair and a looser rule per address, never a lock on the e-mail, so the owner checks
   * from elsewhere while an attacker waits. The right code clears the pair's failures; a
   * malformed code is refused before it is counted (it tested nothing).
   */
  async function throttledCheck<T>(ip: string, email: string, otp: string, run: (code: string) => Promise<T>): Promise<T> {
    const pair = resetCheckPairKey(ip, email);
    await app.rateLimit(resetCheckIpTriesKey(ip), RESET_CHECK_TRIES_PER_IP);
    await app.backoff.guard(pair, RESET_CHECK_FAILURES_PER_PAIR);
    await app.backoff.guard(resetCheckIpFailuresKey(ip), RESET_CHECK_FAILURES_PER_IP);
    const code = requireOtpShape(otp);
    try {
      const result = await run(code);
      await app.backoff.reset(pair);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === INVALID_OTP_CODE) {
        await app.backoff.fail(pair, RESET_CHECK_FAILURES_PER_PAIR);
        await app.backoff.fail(resetCheckIpFailuresKey(ip), RESET_CHECK_FAILURES_PER_IP);
      }
      throw error;
    }
  }

  app.post(
    '/otp-create/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a 6-digit password reset code (same answer whether or not the address has an account)',
        body: OtpCreateBody,
        response: { 200: OtpCreateResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const email = requireEmailShape(body.email);
      // Per address, then per address and e-mail, then per e-mail: a burst from
      // one address is cut before it counts against the mailbox, so the owner's request from
      // another address still gets its code, while the mailbox's own limit bounds a wider flood.
      await app.rateLimit(`otp-create:ip:${request.ip}`, RESET_CODES_PER_IP);
      await app.rateLimit(resetCodesPairKey(request.ip, email), RESET_CODES_PER_PAIR);
      await app.rateLimit(`otp-create:email:${email}`, RESET_CODES_PER_EMAIL);
      const sent = await requestPasswordCode(request.em, app.mail, request.log, {
        email,
        resend: body.resend ?? false,
        replaces: body.reset_id ?? null,
        locale: request.locale,
      });
      return { expires_at: sent.expiresAt.toISOString(), message: sent.message, reset_id: sent.resetId };
    },
  );

  app.post(
    '/otp-check/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check a password reset code without spending it (a wrong one counts as a try)',
        body: OtpCheckBody,
        response: { 200: OtpCheckResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const email = requireEmailShape(body.email);
      const expiresAt = await throttledCheck(request.ip, email, body.otp, (code) =>
        checkPasswordCode(request.em, { email, resetId: body.reset_id, code }),
      );
      return { valid: true as const, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed code; ends the other sessions and signs this browser in',
        body: ResetPasswordBody,
        response: { 200: SignedInResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = requireEmailShape(body.email);
      const fields = newPasswordFields(body.password, body.password_confirmation);
      assertNoFieldErrors(fields);
      const user = await throttledCheck(request.ip, email, body.otp, (code) =>
        resetPasswordWithCode(request.em, { email, resetId: body.reset_id, code }, body.password),
      );
      // Whoever knew the old password (or holds an old cookie) is signed out everywhere; the
      // person who just proved they own the mailbox is signed in here.
      await endOtherSessions(request, user.id);
      await startSession(request, reply, user.id);
      return { user: toSessionUser(user), redirect: '/' };
    },
  );
}
