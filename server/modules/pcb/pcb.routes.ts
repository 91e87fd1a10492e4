import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '#shared/http/error-body.ts';
import { DESIGN_FILE_MAX_BYTES } from '#shared/pcb/design-file.ts';
import {
  AnswerCustomQuoteBody,
  PcbAssemblyBody,
  PcbConfigResponse,
  PcbInstantBody,
  PcbOrderParams,
  PcbOrderResponse,
  PcbOrdersQuery,
  PcbOrdersResponse,
  PcbQuoteCreatedResponse,
  PcbTipsResponse,
} from '#shared/pcb/schemas.ts';
import { QuoteDeliveryResponse, QuoteMethodResponse, SaveQuoteOptionBody } from '#shared/pcb/quote-method.ts';
import { notFound } from '../../errors.ts';
import { sendWithEtag } from '../../http/etag.ts';
import { assemblyOrder, stencilOrder } from './assembly-order.ts';
import { loadPcbConfig } from './config-queries.ts';
import { createPcbOrder } from './create-pcb-order.ts';
import { customOrder } from './custom-order.ts';
import { answerCustomQuote } from './custom-quote.ts';
import { fabricationOrder } from './fabrication-order.ts';
import type { PcbOrderDraft } from './order-draft.ts';
import { designFileOf, listPcbOrders, pcbOrderItemById, type PcbRefundsOf } from './order-queries.ts';
import { designUploadOf, readQuoteMultipart } from './quote-multipart.ts';
import { quoteDelivery } from './quote-delivery.ts';
import { saveQuoteOption } from './quote-method.ts';
import { quoteSentMessage, quoteTips } from './quote-texts.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { acceptMultipart } from '../../http/multipart-form.ts';

/** Quote submissions per user per hour (ARCHITECTURE "rate limits on uploads"). */
const QUOTES_PER_HOUR = { limit: 60, windowSeconds: 3600 };
// The configuration changes rarely; the client keeps it in Dexie to price offline and
// revalidates it by ETag when online.
const CONFIG_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

const QUOTE_RESPONSES = {
  201: PcbQuoteCreatedResponse,
  400: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
};

const QUOTE_ERRORS_DOC = `Errors: 403 login_required / csrf_failed; 400 validation_failed (fields); 415 only_rar_zip_file,
multipart_required; 413 design_file_too_large; 422 a spec key (please_select_area_and_quantity, please_select_require,
please_select_size, please_select_delivery, please_select_address (a Vietnamese delivery without a delivery address of
the user's), pcb_other_quantity_require, pcb_other_quantity_max, pcb_max_size ('Max X = {n}'), property_disabled,
property_quantity_mismatch (an answer meant for other quantities), unknown_property, two_properties_in_one_group,
file_design_required, design_file_unsafe, ...); 409 price_mismatch (message and fields name the sent and expected
values of pcb_unit_price, setup_fee, shipping_payment, cod_payment), idempotency_key_reused. Send Idempotency-Key to create the quote exactly once: the fingerprint covers the fields
and the file's name, size and SHA-256.`;

/** Rejects guests and counts the user's quotes before the upload is read. */
async function signedInQuoter(request: FastifyRequest): Promise<void> {
  await request.server.requireUser(request);
  await request.server.rateLimit(`pcb-quote:user:${request.user!.id}`, QUOTES_PER_HOUR);
}

/**
 * The PCB quote service (spec §2 /pcb, /pcb-orders; §7 pcb-quotes calls): the whole
 * configuration for offline pricing, the tips, the quote submissions, which the server checks
 * and prices again with the shared rules, and the user's PCB orders.
 */
export async function pcbRoutes(app: TypedApp, { refundsOf }: { refundsOf: PcbRefundsOf }): Promise<void> {
  // Encapsulated here: multipart parsing only where an upload is expected.
  await acceptMultipart(app);

  app.get(
    '/v1/pcb-config',
    {
      schema: {
        tags: ['pcb'],
        summary: 'The whole PCB configuration (types, price tables, specifications, disables, fees, sizes, quote kinds)',
        description: 'One cacheable answer with a strong ETag (If-None-Match → 304): the client stores it to price quotes offline with shared/pcb.',
        response: { 200: PcbConfigResponse, 304: { description: 'Not modified' } },
      },
    },
    async (request, reply) => sendWithEtag(request, reply, { config: await loadPcbConfig(request.em) }, CONFIG_CACHE),
  );

  app.get(
    '/v1/pcb-quotes/tips',
    {
      schema: {
        tags: ['pcb'],
        summary: 'Help text for the quote forms, as HTML in the storefront language',
        response: { 200: PcbTipsResponse, 304: { description: 'Not modified' } },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Cookie');
      return sendWithEtag(request, reply, { value: quoteTips(request.locale) }, 'private, max-age=3600');
    },
  );

  async function submit(request: FastifyRequest, reply: FastifyReply, draft: PcbOrderDraft, delivery: PcbInstantBody | PcbAssemblyBody) {
    const answer = (id: number) => ({ message: quoteSentMessage(request.locale), id });
    const id = await createPcbOrder(
      request.em,
      app.storage,
      { userId: request.user!.id, draft, delivery, upload: designUploadOf(request), language: request.locale },
      // The answer commits with the quote: a retry after a crash gets its id.
      async (tx, created) => {
        await request.idempotency?.answerInTransaction(tx, 201, answer(created));
      },
    );
    return reply.status(201).send(answer(id));
  }

  app.post(
    '/v1/pcb-quotes/pcb-instant',
    {
      onRequest: signedInQuoter,
      preValidation: readQuoteMultipart,
      schema: {
        tags: ['pcb'],
        summary: 'Send a PCB fabrication quote (kind fabrication) or a custom quote (kind custom)',
        description: `multipart/form-data with the fields below and the file part "file_design" (.zip/.rar, at most ${DESIGN_FILE_MAX_BYTES} bytes). ${QUOTE_ERRORS_DOC}`,
        consumes: ['multipart/form-data'],
        body: PcbInstantBody,
        response: QUOTE_RESPONSES,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const config = await loadPcbConfig(request.em);
      const draft = body.kind === 'custom' ? customOrder(config, body) : fabricationOrder(config, body);
      return submit(request, reply, draft, body);
    },
  );

  app.post(
    '/v1/pcb-quotes/pcb-assembly',
    {
      onRequest: signedInQuoter,
      preValidation: readQuoteMultipart,
      schema: {
        tags: ['pcb'],
        summary: 'Send a PCB assembly quote (kind assembly) or an SMD stencil quote (kind stencil, with pcb_size)',
        description: `multipart/form-data with the fields below and the file part "file_design". ${QUOTE_ERRORS_DOC}`,
        consumes: ['multipart/form-data'],
        body: PcbAssemblyBody,
        response: QUOTE_RESPONSES,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const config = await loadPcbConfig(request.em);
      const draft = body.kind === 'stencil' ? stencilOrder(config, body) : assemblyOrder(config, body);
      return submit(request, reply, draft, body);
    },
  );

  app.get(
    '/v1/pcb-quotes/quote-method',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['pcb'],
        summary: 'The signed-in user’s delivery and payment choice for PCB quotes (the default when none was saved)',
        description:
          'Also the user’s country (profile, else default delivery address; null when neither names one) and the international delivery companies: a quote from a known country other than Vietnam must send one as transport_id (spec §5 please_select_delivery).',
        response: { 200: QuoteDeliveryResponse, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return quoteDelivery(request.em, request.user!.id, request.locale);
    },
  );

  app.post(
    '/v1/pcb-quotes/save-option',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['pcb'],
        summary: 'Change one delivery or payment choice of the PCB quote panel (spec §7 save-option)',
        description: 'JSON {method, value} with the spec §4 codes; English mode refuses card and wallet codes (422 validation_failed).',
        body: SaveQuoteOptionBody,
        response: { 200: QuoteMethodResponse, 400: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => ({
      quote_method: await saveQuoteOption(request.em, request.user!.id, request.body, request.locale),
    }),
  );

  app.get(
    '/v1/pcb-orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['pcb'],
        summary: 'The signed-in user’s PCB orders, newest first (10 a page)',
        querystring: PcbOrdersQuery,
        response: { 200: PcbOrdersResponse, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPcbOrders(request.em, request.user!.id, request.query.page, refundsOf);
    },
  );

  // The customer's answer to a custom quote the shop priced.
  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/v1/pcb-orders/:id/${action}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['pcb'],
          summary:
            action === 'accept'
              ? 'Accept a priced custom quote: it becomes an order (confirmed) with the amounts shown'
              : 'Decline a priced custom quote (cancelled)',
          description:
            'Own quotes only (404 for anyone else’s). 409 invalid_transition unless the quote is priced and not yet answered; accept sends the total the customer saw (409 price_mismatch when the shop priced it again meanwhile). One transaction: status, timeline, notification, order-update job.',
          params: PcbOrderParams,
          body: AnswerCustomQuoteBody,
          response: { 200: PcbOrderResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        const { id } = request.params;
        const body = (request.body ?? {}) as AnswerCustomQuoteBody;
        await answerCustomQuote(request.em, id, request.user!.id, { action, total: body.total, note: body.note });
        const order = await pcbOrderItemById(request.em.fork(), id, refundsOf);
        if (!order) throw notFound('Order');
        return { order };
      },
    );
  }

  app.get(
    '/v1/pcb-orders/:id/design-file',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['pcb'],
        summary: 'Download an order’s design file (its owner, staff and admins only; 404 for anyone else)',
        params: PcbOrderParams,
        response: { 200: { description: 'The archive', content: { 'application/octet-stream': { schema: {} } } }, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await designFileOf(request.em, id, request.user!);
      // Streamed from the storage (up to 30 MB; an S3 bucket or the local folder), never buffered.
      const stored = file ? await app.storage.open(file.key) : null;
      if (!file || !stored) throw notFound('Design file');
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('content-length', stored.size)
        .type(file.key.endsWith('.rar') ? 'application/vnd.rar' : 'application/zip')
        .send(stored.stream);
    },
  );
}
