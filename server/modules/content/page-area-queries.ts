import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdsResponse, NotificationBanner, PromoPopupView, SupportsResponse } from '#shared/content/page-area-schemas.ts';
import type { NotificationPageType } from '#shared/content/page-areas.ts';
import { AdSchema, BackLinkSchema } from './ad.entity.ts';
import { NotificationBannerSchema } from './notification-banner.entity.ts';
import { PopupViewSchema, PromoPopupSchema } from './promo-popup.entity.ts';
import { SupportGroupSchema, SupporterSchema } from './support.entity.ts';

/** The active banner of one kind of page (the newest when staff left several on). */
export async function loadNotification(em: EntityManager, pageType: NotificationPageType): Promise<NotificationBanner | null> {
  const row = await em.findOne(NotificationBannerSchema, { pageType, active: true }, { orderBy: { id: 'desc' } });
  if (!row) return null;
  return { id: row.id, content: row.content, content_en: row.contentEn ?? null, bg_color: row.bgColor, text_color: row.textColor, icon: row.icon };
}

/** The promo popup on now: the newest active one whose dates (when set) hold now. */
export async function currentPopup(em: EntityManager): Promise<PromoPopupView | null> {
  const now = new Date();
  const row = await em.findOne(PromoPopupSchema, { active: true, $and: [{ $or: [{ startsAt: null }, { startsAt: { $lte: now } }] }, { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] }] }, { orderBy: { id: 'desc' } });
  if (!row) return null;
  return { id: row.id, title: row.title, title_en: row.titleEn ?? null, content: row.content, content_en: row.contentEn ?? null, image_id: row.image?.id ?? null, url: row.url ?? null };
}

/**
 * Every ad area (spec §7 GET /v1/ads: ads, back_links) and the popup this visitor has not been
 * shown: `seenPopupId` is the guest's session cookie, `userId` the signed-in user (their record).
 */
export async function loadAds(em: EntityManager, viewer: { userId: number | null; seenPopupId: number | null }): Promise<AdsResponse> {
  const [ads, backLinks, popup] = await Promise.all([
    em.find(AdSchema, { active: true }, { orderBy: { position: 'asc', sort: 'asc', id: 'asc' } }),
    em.find(BackLinkSchema, {}, { orderBy: { sort: 'asc', id: 'asc' } }),
    currentPopup(em),
  ]);
  let unseen = popup;
  if (popup && popup.id === viewer.seenPopupId) unseen = null;
  if (popup && unseen && viewer.userId !== null && (await em.count(PopupViewSchema, { popup: popup.id, user: viewer.userId })) > 0) unseen = null;
  return {
    ads: ads.map((ad) => ({ id: ad.id, position: ad.position, url: ad.url, value: ad.image.id, name: ad.name, name_en: ad.nameEn ?? null })),
    back_links: backLinks.map((link) => ({ name: link.name, url: link.url })),
    popup: unseen,
  };
}

/** The support widget's groups in order, each with its active supporters (spec §7 GET /v1/supports). */
export async function loadSupports(em: EntityManager): Promise<SupportsResponse> {
  const [groups, supporters] = await Promise.all([
    em.find(SupportGroupSchema, {}, { orderBy: { sort: 'asc', id: 'asc' } }),
    em.find(SupporterSchema, { active: true }, { orderBy: { sort: 'asc', id: 'asc' } }),
  ]);
  return {
    groups: groups
      .map((group) => ({
        id: group.id,
        name: group.name,
        name_en: group.nameEn ?? null,
        supporters: supporters
          .filter((supporter) => supporter.group.id === group.id)
          .map((supporter) => ({
            id: supporter.id,
            name: supporter.name,
            image_id: supporter.image?.id ?? null,
            yahoo: supporter.yahoo ?? null,
            skype: supporter.skype ?? null,
            msn: supporter.msn ?? null,
            email: supporter.email ?? null,
            mobile: supporter.mobile ?? null,
          })),
      }))
      .filter((group) => group.supporters.length > 0),
  };
}
