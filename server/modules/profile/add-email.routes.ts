import { AddEmailBody, AddEmailConfirmBody, AddEmailStartedResponse, ProfileResponse } from '#shared/profile/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { AppConfig } from '../../config.ts';
import type { RateRule } from '../../plugins/rate-limit.ts';
import { requireOtpShape } from '../accounts/index.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { addableEmail, assertNoEmailYet, confirmAddingEmail, startAddingEmail } from './add-email.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/**
 * Mails one account may ask for in an hour (a first code, a resend, a corrected typo); counted
 * before the mailbox's limit, so one account cannot use up another person's mailbox allowance.
 */
export const ADD_EMAIL_MAILS_PER_USER: RateRule = { limit: 5, windowSeconds: 3_600 };
/** Mails one mailbox receives in an hour from this flow, whether or not it has an account. */
export const ADD_EMAIL_MAILS_PER_EMAIL: RateRule = { limit: 10, windowSeconds: 3_600 };
/** Code checks per account; each code also dies after 5 wrong tries. */
const CONFIRMS_PER_USER: RateRule = { limit: 30, windowSeconds: 600 };

const errors = { 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/**
 * Adding an e-mail to an account that has none, proven by a mailed code (spec §5): POST /user/profiles/email answers 202 with the same body for every address,
 * /user/profiles/email/confirm sets it with the code. Asking again mails a new code.
 */
export async function addEmailRoutes(app: TypedApp, options: { config: AppConfig }): Promise<void> {
  const tags = ['profile'];

  app.post(
    '/user/profiles/email',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mail a code to the address to add (same answer whether or not it has an account)',
        description: 'Only while the account has no e-mail (409 email_locked otherwise). Field errors as the inline save: 422 with `fields.email`.',
        body: AddEmailBody,
        response: { 202: AddEmailStartedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const email = addableEmail(request.body.email);
      await assertNoEmailYet(request.em, userId);
      await app.rateLimit(`add-email:user:${userId}`, ADD_EMAIL_MAILS_PER_USER);
      await app.rateLimit(`add-email:email:${email}`, ADD_EMAIL_MAILS_PER_EMAIL);
      const started = await startAddingEmail(request.em, userId, email, {
        mail: app.mail,
        log: request.log,
        origin: publicOrigin(request, options.config.publicUrl),
        locale: request.locale,
      });
      return reply.status(202).send({ expires_at: started.expiresAt.toISOString() });
    },
  );

  app.post(
    '/user/profiles/email/confirm',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Set the e-mail with the mailed code; answers the profile',
        body: AddEmailConfirmBody,
        response: { 200: ProfileResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await app.rateLimit(`add-email-confirm:user:${userId}`, CONFIRMS_PER_USER);
      const code = requireOtpShape(request.body.otp);
      return { profile: await confirmAddingEmail(request.em, userId, code) };
    },
  );
}
