import { CartMethodBody, CartMethodResponse, CheckoutContextResponse } from '#shared/checkout/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { AppConfig } from '../../config.ts';
import { changeCartMethod } from './change-cart-method.ts';
import { checkoutContext } from './checkout-queries.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const tags = ['checkout'];

/** GET /v1/checkout and POST /v1/carts/update/session (spec §7). Signed-in users only. */
export async function checkoutRoutes(app: TypedApp, options: { config: AppConfig }): Promise<void> {
  app.get(
    API_PATH.checkout,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's checkout context: profile, address, fees, session cart method, exchange rate",
        response: { 200: CheckoutContextResponse, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const context = await checkoutContext(request.em, options.config, request.user!.id, request.locale);
      return context.response;
    },
  );

  app.post(
    '/v1/carts/update/session',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change one method of the session cart method (spec §4 resets applied)',
        description: 'Errors: 403 login_required / csrf_failed; 400 validation_failed naming `value` when it is not a spec code of that method.',
        body: CartMethodBody,
        response: { 200: CartMethodResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => changeCartMethod(request.em, options.config, request.user!.id, request.locale, request.body),
  );
}
