import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { NotificationIcon, NotificationPageType } from '#shared/content/page-areas.ts';
import { timestamps } from '../../db/timestamps.ts';

/**
 * A site notification banner (spec §3: content, content_en, bg_color, text_color, icon) for one
 * kind of page (`pageType`, the {type} of GET /v1/notification-page/{type}). At most one active
 * banner per page type is shown: the newest.
 */
export const NotificationBannerSchema = defineEntity({
  name: 'NotificationBanner',
  tableName: 'notification_banners',
  properties: {
    id: p.integer().primary(),
    pageType: p.string().length(16).$type<NotificationPageType>(),
    content: p.string().length(500),
    contentEn: p.string().length(500).nullable(),
    bgColor: p.string().length(7),
    textColor: p.string().length(7),
    icon: p.string().length(16).$type<NotificationIcon>(),
    active: p.boolean().default(true),
    ...timestamps(),
  },
});
export type NotificationBanner = InferEntity<typeof NotificationBannerSchema>;
