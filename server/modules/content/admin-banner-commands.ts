import type { EntityManager } from '@mikro-orm/postgresql';
import { bannerFieldErrors, type AdminBannerListResponse, type BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import { assertNoFieldErrors, notFound } from '../../errors.ts';
import { changedFields, latestChangesOfSubject, recordStaffChange } from '../audit/index.ts';
import { NotificationBannerSchema, type NotificationBanner } from './notification-banner.entity.ts';

/** The subject of a banner in the one record of staff changes. */
const SUBJECT = 'notification_banner';

function facts(banner: NotificationBanner): BannerWrite {
  return {
    page_type: banner.pageType,
    content: banner.content,
    content_en: banner.contentEn ?? null,
    bg_color: banner.bgColor,
    text_color: banner.textColor,
    icon: banner.icon,
    active: banner.active,
  };
}

function values(write: BannerWrite) {
  return {
    pageType: write.page_type,
    content: write.content.trim(),
    contentEn: write.content_en?.trim() || null,
    bgColor: write.bg_color.toLowerCase(),
    textColor: write.text_color.toLowerCase(),
    icon: write.icon,
    active: write.active,
  };
}

/** How many of the latest banner changes the back office shows. */
const HISTORY_LENGTH = 20;

/** Every banner for the back office, newest first, with the latest changes to any of them (deleted ones too). */
export async function adminBanners(em: EntityManager): Promise<AdminBannerListResponse> {
  const rows = await em.find(NotificationBannerSchema, {}, { orderBy: { id: 'desc' } });
  return {
    data: rows.map((row) => ({ id: row.id, ...facts(row), updated_at: row.updatedAt.toISOString() })),
    changes: await latestChangesOfSubject(em, SUBJECT, HISTORY_LENGTH),
  };
}

/** Creates (id null) or changes a banner and records the change with its fields before → after, in one transaction. */
export async function saveBanner(em: EntityManager, userId: number, id: number | null, write: BannerWrite): Promise<number> {
  assertNoFieldErrors(bannerFieldErrors(write));
  return em.transactional(async (tx) => {
    const banner = id === null ? null : await tx.findOne(NotificationBannerSchema, id);
    if (id !== null && !banner) throw notFound('Banner');
    const before = banner ? facts(banner) : null;
    const saved = banner ? tx.assign(banner, values(write)) : tx.create(NotificationBannerSchema, values(write));
    await tx.flush();
    const change = before ? changedFields(before, facts(saved)) : { before: null, after: facts(saved) };
    if (change) recordStaffChange(tx, { userId, subject: SUBJECT, subjectId: saved.id, action: banner ? 'update' : 'create', before: change.before, after: change.after });
    await tx.flush();
    return saved.id;
  });
}

/** Deletes a banner, recording what it was. */
export async function deleteBanner(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const banner = await tx.findOne(NotificationBannerSchema, id);
    if (!banner) throw notFound('Banner');
    recordStaffChange(tx, { userId, subject: SUBJECT, subjectId: id, action: 'delete', before: facts(banner) });
    tx.remove(banner);
  });
}
