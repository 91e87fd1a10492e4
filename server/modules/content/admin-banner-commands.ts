import type { EntityManager } from '@mikro-orm/postgresql';
import { bannerFieldErrors, type AdminBannerListResponse, type BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import { assertNoFieldErrors } from '../../errors.ts';
import { latestChangesOfSubject } from '../audit/index.ts';
import { deleteAudited, rowToSave, saveAudited } from './audited-rows.ts';
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
    const banner = await rowToSave(tx, NotificationBannerSchema, id, 'Banner');
    return saveAudited(tx, banner, (row) => (row ? tx.assign(row, values(write)) : tx.create(NotificationBannerSchema, values(write))), { userId, subject: SUBJECT, facts });
  });
}

/** Deletes a banner, recording what it was. */
export async function deleteBanner(em: EntityManager, userId: number, id: number): Promise<void> {
  await deleteAudited(em, NotificationBannerSchema, id, 'Banner', { userId, subject: SUBJECT, facts });
}
