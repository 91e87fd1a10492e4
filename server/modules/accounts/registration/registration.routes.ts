import { normalizeEmail, registrationMessages } from '#shared/accounts/credentials.ts';
import { safeReturnPath } from '#shared/accounts/return-url.ts';
import {
  RegisterBody,
  RegisterConfirmBody,
  RegisterResendBody,
  RegisterResendResponse,
  RegisterStartedResponse,
  SignedInResponse,
} from '#shared/accounts/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { assertNoFieldErrors } from '../../../errors.ts';
import { startSession } from '../../../plugins/session.ts';
import { publicOrigin } from '../../../http/public-origin.ts';
import { requireOtpShape } from '../password-reset/password-reset.ts';
import type { SignInRoutesOptions } from '../sign-in-hook.ts';
import { toSessionUser } from '../users.ts';
import { confirmRegistration, registrationEmail, registrationExpired, resendRegistration, startRegistration, type MailContext } from './registration.ts';
import type { TypedApp } from '../../../http/typed-app.ts';

// Generous for people, tight for scripts. Per address too, so nobody
// can flood one mailbox with codes or notes (the same limit whether or not it has an account).
const REGISTER_PER_IP = { limit: 10, windowSeconds: 3_600 };
const RESEND_PER_IP = { limit: 20, windowSeconds: 3_600 };
const MAILS_PER_EMAIL = { limit: 6, windowSeconds: 3_600 };
const CONFIRM_PER_IP = { limit: 30, windowSeconds: 600 };

const errors = { 400: ErrorBody, 403: ErrorBody, 429: ErrorBody };

/**
 * Registration confirmed by an e-mailed code: POST /register answers 202 with
 * the same body whether or not the address has an account, /register/confirm creates the account
 * from the code and signs in, /register/resend mails a new code.
 */
export async function registrationRoutes(app: TypedApp, options: SignInRoutesOptions): Promise<void> {
  const tags = ['accounts'];
  const mailContext = (request: Parameters<typeof publicOrigin>[0]): MailContext => ({
    mail: app.mail,
    log: request.log,
    origin: publicOrigin(request, options.config.publicUrl),
  });

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Start a registration: the code goes to the e-mail (same answer whether or not it has an account)',
        body: RegisterBody,
        response: { 202: RegisterStartedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertNoFieldErrors(registrationMessages(body));
      await app.rateLimit(`register:ip:${request.ip}`, REGISTER_PER_IP);
      await app.rateLimit(`register:email:${normalizeEmail(body.email)}`, MAILS_PER_EMAIL);
      const returnUrl = safeReturnPath(body.return_url, '') || null;
      const started = await startRegistration(
        request.em,
        { email: body.email, fullname: body.fullname, password: body.password, returnUrl, locale: request.locale },
        mailContext(request),
      );
      return reply.status(202).send({ registration_id: started.publicId, expires_at: started.expiresAt.toISOString() });
    },
  );

  app.post(
    '/register/confirm',
    {
      schema: {
        tags,
        summary: 'Create the account with the e-mailed code and sign this browser in',
        body: RegisterConfirmBody,
        response: { 201: SignedInResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await app.rateLimit(`register-confirm:ip:${request.ip}`, CONFIRM_PER_IP);
      const { user, returnUrl } = await confirmRegistration(request.em, body.registration_id, requireOtpShape(body.otp));
      await startSession(request, reply, user.id);
      await options.afterSignIn(request, user.id);
      return reply.status(201).send({ user: toSessionUser(user), redirect: safeReturnPath(returnUrl) });
    },
  );

  app.post(
    '/register/resend',
    {
      schema: {
        tags,
        summary: 'Mail a new code for a registration (the old one stops working)',
        body: RegisterResendBody,
        response: { 200: RegisterResendResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      await app.rateLimit(`register-resend:ip:${request.ip}`, RESEND_PER_IP);
      const email = await registrationEmail(request.em, body.registration_id);
      if (!email) throw registrationExpired();
      await app.rateLimit(`register:email:${email}`, MAILS_PER_EMAIL);
      const resent = await resendRegistration(request.em, body.registration_id, mailContext(request));
      return { expires_at: resent.expiresAt.toISOString() };
    },
  );
}
