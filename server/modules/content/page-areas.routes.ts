import { Type } from 'typebox';
import { AdsResponse, NotificationPageParams, NotificationPageResponse, PopupAlertBody, SupportsResponse } from '#shared/content/page-area-schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { loadAds, loadNotification, loadSupports } from './page-area-queries.ts';
import { markPopupShown } from './popup-commands.ts';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** The guest's "popup shown" mark: a session cookie (no Max-Age), so it lasts as long as the browser session. */
export const POPUP_SEEN_COOKIE = 'popup_seen';

/**
 * The page areas' reads (spec §7): the notification banner of a kind of page, the ads with the
 * footer back links and the popup, the support widget; and POST /popupAlert, which marks the
 * popup shown for this browser session (a cookie) and, signed in, for the user.
 */
export async function pageAreasRoutes(app: TypedApp): Promise<void> {
  const tags = ['content'];
  app.get(`${API_PATH.notificationPage}/:type`, { schema: { tags, summary: "A kind of page's notification banner", params: NotificationPageParams, response: { 200: NotificationPageResponse, 400: ErrorBody } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    reply.header('vary', 'cookie');
    return { notification: await loadNotification(request.em, request.params.type), lang: request.locale };
  });

  app.get(API_PATH.ads, { schema: { tags, summary: 'Ads, footer back links and the popup not yet shown', response: { 200: AdsResponse } } }, async (request, reply) => {
    // The popup part depends on who asks and what they were shown: never a shared cache.
    reply.header('cache-control', 'private, no-store');
    const seen = Number(request.cookies[POPUP_SEEN_COOKIE]);
    return loadAds(request.em, { userId: request.user?.id ?? null, seenPopupId: Number.isInteger(seen) && seen > 0 ? seen : null });
  });

  app.post(API_PATH.popupAlert, { schema: { tags, summary: 'Marks the promo popup shown', body: PopupAlertBody, response: { 200: Type.Object({ ok: Type.Boolean() }), 404: ErrorBody } } }, async (request, reply) => {
    const { popup_id: popupId } = request.body;
    if (!(await markPopupShown(request.em, popupId, request.user?.id ?? null))) throw notFound('Popup');
    reply.setCookie(POPUP_SEEN_COOKIE, String(popupId), { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
    return { ok: true };
  });

  app.get(API_PATH.supports, { schema: { tags, summary: "The support widget's groups and supporters", response: { 200: SupportsResponse } } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return loadSupports(request.em);
  });
}
