import type { FastifyInstance } from 'fastify';
import { SignedInResponse } from '#shared/accounts/schemas.ts';
import {
  OtpCheckBody,
  OtpCheckResponse,
  OtpCreateBody,
  OtpCreateResponse,
  ResetPasswordBody,
} from '#shared/accounts/password-reset-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { assertNoFieldErrors } from '../../../errors.ts';
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

// Issue 4 "Security limits": OTP creation and OTP checks, per IP and per account. A code already
// dies after 5 wrong tries; these stop a script from asking for code after code.
const CREATE_PER_IP = { limit: 20, windowSeconds: 3_600 };
const CREATE_PER_EMAIL = { limit: 5, windowSeconds: 3_600 };
const CHECK_PER_IP = { limit: 30, windowSeconds: 600 };
const CHECK_PER_EMAIL = { limit: 15, windowSeconds: 600 };

const errors = { 400: ErrorBody, 403: ErrorBody, 429: ErrorBody };

/** Password reset with an e-mailed one-time code (issue 4; spec §7 POST /otp-create/password). */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  async function limitChecks(ip: string, email: string): Promise<void> {
    await app.rateLimit(`otp-check:ip:${ip}`, CHECK_PER_IP);
    await app.rateLimit(`otp-check:email:${email}`, CHECK_PER_EMAIL);
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
      const body = request.body as OtpCreateBody;
      const email = requireEmailShape(body.email);
      await app.rateLimit(`otp-create:ip:${request.ip}`, CREATE_PER_IP);
      await app.rateLimit(`otp-create:email:${email}`, CREATE_PER_EMAIL);
      const sent = await requestPasswordCode(request.em, app.mail, request.log, { email, resend: body.resend ?? false, locale: request.locale });
      return { expires_at: sent.expiresAt.toISOString(), message: sent.message };
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
      const body = request.body as OtpCheckBody;
      const email = requireEmailShape(body.email);
      await limitChecks(request.ip, email);
      const expiresAt = await checkPasswordCode(request.em, email, requireOtpShape(body.otp));
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
      const body = request.body as ResetPasswordBody;
      const email = requireEmailShape(body.email);
      const fields = newPasswordFields(body.password, body.password_confirmation);
      assertNoFieldErrors(fields);
      await limitChecks(request.ip, email);
      const user = await resetPasswordWithCode(request.em, email, requireOtpShape(body.otp), body.password);
      // Whoever knew the old password (or holds an old cookie) is signed out everywhere; the
      // person who just proved they own the mailbox is signed in here (issue 4).
      await endOtherSessions(request, user.id);
      await startSession(request, reply, user.id);
      return { user: toSessionUser(user), redirect: '/' };
    },
  );
}
