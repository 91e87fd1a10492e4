import { contactFieldErrors, ContactMessageBody, ContactMessageResponse } from '#shared/content/contact.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { assertNoFieldErrors } from '../../errors.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { contactNoticeMail, staffMailbox, storeContactMessage } from './contact-commands.ts';

/** Contact messages per address an hour: enough for a shop's real visitors, a wall for a spam script. */
const CONTACT_PER_IP = { limit: 5, windowSeconds: 3600 };

/**
 * POST /v1/contact-messages (spec §2 /lien-he contact form): checked with the page's own rule
 * (shared/content/contact.ts), rate-limited per address, stored, then staff are told by e-mail.
 * Guests may write (it is how a shopper reaches a person); the anti-forgery check applies as to
 * every write, and an Idempotency-Key makes a repeated send one message.
 */
export async function contactRoutes(app: TypedApp, options: { publicUrl: string | null }): Promise<void> {
  app.post(
    API_PATH.contactMessages,
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message with the contact form',
        body: ContactMessageBody,
        response: { 201: ContactMessageResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      assertNoFieldErrors(contactFieldErrors(request.body));
      await app.rateLimit(`contact:ip:${request.ip}`, CONTACT_PER_IP);
      const row = await storeContactMessage(request.em, request.body, request.user?.id ?? null);
      const to = await staffMailbox(request.em);
      if (to) {
        const adminUrl = `${publicOrigin(request, options.publicUrl)}/admin/contact-messages`;
        // The message is stored whatever the mail server says: staff read it in /admin either way.
        await app.mail.send(contactNoticeMail(to, row, adminUrl)).catch((error: unknown) => request.log.error({ err: error }, 'contact notice mail failed'));
      }
      return reply.code(201).send({ id: row.id, message: 'contact_message_sent' as const });
    },
  );
}
