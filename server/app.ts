import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import { authRoutes } from './modules/accounts/auth.routes.ts';
import { passwordResetRoutes } from './modules/accounts/password-reset/password-reset.routes.ts';
import { registrationRoutes } from './modules/accounts/registration/registration.routes.ts';
import { socialRoutes } from './modules/accounts/social/social.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { customQuoteRoutes } from './modules/admin/custom-quote.routes.ts';
import { requireStaffPlugin } from './modules/admin/require-staff.ts';
import { bomRoutes } from './modules/bom/bom.routes.ts';
import { bomParseRoutes } from './modules/bom/parse.routes.ts';
import { catalogAdminRoutes } from './modules/catalog-admin/index.ts';
import { namedCartSession } from './modules/cart/cart-owner.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { mergeGuestCartAfterSignIn } from './modules/cart/merge-guest-cart.ts';
import { categoryAdminRoutes } from './modules/catalog-structure/index.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { productChangesPlugin } from './modules/catalog/product-changes.plugin.ts';
import { rowCachePlugin } from './modules/catalog/row-cache.plugin.ts';
import { cartSelectsAll } from './modules/checkout/cart-mode.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { commentsRoutes, forumRoutes, moderationRoutes } from './modules/community/index.ts';
import { adminContentRoutes } from './modules/content/admin-content.routes.ts';
import { contactRoutes } from './modules/content/contact.routes.ts';
import { contentPagesRoutes } from './modules/content/content-pages.routes.ts';
import { pageAreasRoutes } from './modules/content/page-areas.routes.ts';
import { footerRoutes } from './modules/content/footer.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { jobQueuePlugin } from './modules/lifecycle/job-queue.ts';
import { flagsRoutes } from './modules/locations/flags.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { imageRoutes } from './modules/media/image.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { handleOrderConfirmation } from './modules/orders/send-order-confirmation.ts';
import { customerRefundsOf, payAgainPath, startPayment, vietQrImageUrl } from './modules/payments/index.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pcbRoutes } from './modules/pcb/pcb.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { addEmailRoutes } from './modules/profile/add-email.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { pushPlugin } from './modules/push/push.plugin.ts';
import { searchPlugin } from './modules/search/search.plugin.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shopSettingsRoutes } from './modules/shop-settings/index.ts';
import { logsRoutes } from './modules/support/logs.routes.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { numberBoundsPlugin } from './http/number-bounds.ts';
import { clientAppPlugin } from './plugins/client-app.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { idempotencyActor } from './plugins/idempotency/idempotency-actor.ts';
import { idempotencyPlugin } from './plugins/idempotency/idempotency.plugin.ts';
import { localePlugin } from './plugins/locale.ts';
import { mailPlugin } from './plugins/mail.ts';
import { observabilityPlugin } from './plugins/observability.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import type { Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where file bytes live (local folder or object storage). */
    storage: Storage;
  }
}

export interface AppDependencies {
  config: AppConfig;
  orm: MikroORM;
  storage: Storage;
}

/**
 * Builds the HTTP app in three stages (STYLE §5): external plugins, our cross-cutting plugins,
 * then the domain routes; the PWA shell comes last so it only answers what nothing else does.
 * The app holds no state of its own: everything lives in PostgreSQL and the storage.
 */
export async function buildApp({ config, orm, storage }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // The catalogue index is built before the app listens: at 1M products that takes longer than
    // Fastify's default 10 s plugin timeout on 2 cores (npm run bench:catalog).
    pluginTimeout: 300_000,
    // strictNumbers off on purpose: with it on, ajv coerces the text "Infinity"
    // to the number Infinity and then skips every range check of a non-finite number, so it got
    // through. Off, every number meets its bounds, and every request number has finite bounds
    // (server/http/number-bounds.ts): Infinity and 1e309 fail them.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true, strictNumbers: false } },
  });

  app.decorate('storage', storage);
  // First: every route registered after it gets finite, int4-by-default number bounds.
  await app.register(numberBoundsPlugin);
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(observabilityPlugin, { config: config.observability });
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { orm, directUrl: config.databaseDirectUrl });
  await app.register(productChangesPlugin);
  await app.register(searchPlugin, { observe: app.metrics?.catalogIndex });
  await app.register(rowCachePlugin, { enabled: config.rowCache });
  await app.register(localePlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(rateLimitPlugin, { scale: config.rateLimitScale });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir });
  // Before compression, so the stored replay is the plain body, not a compressed stream.
  // Keys are per caller (user, guest cart session, browser), so two callers never replay each
  // other's answers.
  await app.register(idempotencyPlugin, { actorOf: (request) => idempotencyActor(request, namedCartSession(request)) });
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoutes);
  await app.register(authRoutes, { config, afterSignIn: mergeGuestCartAfterSignIn });
  await app.register(registrationRoutes, { config, afterSignIn: mergeGuestCartAfterSignIn });
  await app.register(socialRoutes, { config });
  await app.register(passwordResetRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(productRoutes);
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(footerRoutes);
  await app.register(contentPagesRoutes);
  await app.register(pageAreasRoutes);
  await app.register(contactRoutes, { publicUrl: config.publicUrl });
  // Comments hang on products and on published news articles (spec §7 /v1/comments).
  await app.register(commentsRoutes);
  await app.register(forumRoutes);
  await app.register(logsRoutes);
  await app.register(locationsRoutes);
  await app.register(flagsRoutes);
  await app.register(addressesRoutes);
  await app.register(imageRoutes, { storage, cacheDir: config.imageCacheDir });
  await app.register(profileRoutes);
  await app.register(addEmailRoutes, { config });
  await app.register(notificationsRoutes);
  await app.register(favoritesRoutes);
  // PCB reaches payments (the refunds of its orders) only through what is handed in here: payments refunds PCB orders through their entity.
  await app.register(pcbRoutes, { refundsOf: (em, orderIds) => customerRefundsOf(em, 'pcb', orderIds) });
  await app.register(bomParseRoutes);
  await app.register(cartRoutes, { selectsAll: cartSelectsAll });
  // Before the orders routes: it decorates the app with what startPayment reads.
  await app.register(paymentsRoutes, { config });
  await app.register(checkoutRoutes, { config });
  await app.register(ordersRoutes, {
    config,
    // Orders reach payments only through what is handed in here: payments reads orders' entities.
    payments: { start: startPayment, qrImageUrl: vietQrImageUrl, payAgainPath, refundsOf: (em, orderIds) => customerRefundsOf(em, 'shop', orderIds) },
  });
  await app.register(pushPlugin, {
    vapidSubject: config.vapidSubject,
    endpointPolicy: { hosts: config.pushEndpointHosts, allowLocal: config.pushAllowLocalEndpoints },
  });
  await app.register(trackingRoutes, { trackingUrl: config.trackingUrl });
  // The staff guard (`app.requireStaff`), then every plugin with back-office routes: the orders
  // and custom quotes, the BOM sourcing requests, news and contact messages, moderation.
  await app.register(requireStaffPlugin);
  await app.register(adminRoutes);
  await app.register(customQuoteRoutes);
  await app.register(bomRoutes);
  await app.register(adminContentRoutes, { storage });
  await app.register(categoryAdminRoutes);
  await app.register(shopSettingsRoutes, { bankTransfer: config.payments.bankTransfer });
  await app.register(moderationRoutes);
  await app.register(catalogAdminRoutes, { storage });
  // After the mail and push plugins: the order-update job uses both.
  await app.register(jobQueuePlugin, {
    enabled: config.jobQueue,
    work: config.jobWorker,
    connectionString: app.databaseDirectUrl,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    confirmOrder: handleOrderConfirmation,
  });

  await app.register(clientAppPlugin, { clientDir: config.clientDir, publicUrl: config.publicUrl });
  return app;
}
