/**
 * The page areas every storefront page may carry (spec §1, §2 "Dynamic page areas", §9): the
 * notification banner, the ads and the floating support widget. Pure rules both sides read.
 */

/** The pages that can carry a notification banner, each shown once per session (spec §2). */
export const NOTIFICATION_PAGE_TYPES = ['home', 'category', 'product', 'cart', 'checkout', 'pcb'] as const;
export type NotificationPageType = (typeof NOTIFICATION_PAGE_TYPES)[number];

export function isNotificationPageType(value: string): value is NotificationPageType {
  return (NOTIFICATION_PAGE_TYPES as readonly string[]).includes(value);
}

/** The banner's icon (spec §3 Notification banner: exclamation or info). */
export const NOTIFICATION_ICONS = ['exclamation', 'info'] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

/** Where an ad goes (spec §3 Ad position): fixed side banners, or blocks beside the footer. */
export const AD_POSITIONS = ['ad_left', 'ad_right', 'left', 'right'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/** Widest a side banner is drawn (spec §9: "1060 + 2x150 minus 90"). */
export const SIDE_AD_WIDTH = 150;
/** How much narrower than SIDE_AD_WIDTH the two side banners may be drawn together (spec §9 "minus 90"). */
export const SIDE_AD_SQUEEZE = 90;

/**
 * Whether the window is wide enough for the side banners (spec §9: "about 1060 + 2x150 minus
 * 90"). The spec's 1060 is the page's content width; ours is `--content-width` (1240 px), so the
 * banners need 1240 + 300 − 90 = 1450 px and each then has a gutter of at least 105 px.
 *
 * @example sideAdsFit(1449) === false
 * @example sideAdsFit(1450) === true
 */
export function sideAdsFit(viewportWidth: number, contentWidth = 1240): boolean {
  return viewportWidth >= sideAdsMinWidth(contentWidth);
}

/** The narrowest window that shows the side banners (see sideAdsFit). */
export function sideAdsMinWidth(contentWidth = 1240): number {
  return contentWidth + 2 * SIDE_AD_WIDTH - SIDE_AD_SQUEEZE;
}

/** The support widget's channels in the order its footer shows them (spec §2 Support widget). */
export const SUPPORT_CHANNELS = ['messenger', 'skype', 'zalo', 'email', 'phone'] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];

/**
 * A supporter's contact fields as spec §3 names them: `yahoo` holds the Zalo id, `msn` the
 * Messenger (Facebook) id.
 */
export interface SupporterContacts {
  yahoo: string | null;
  skype: string | null;
  msn: string | null;
  email: string | null;
  mobile: string | null;
}

/**
 * The link that reaches a supporter on a channel (spec §2: zalo profile, skype chat, facebook
 * profile, mailto, tel), or null when the supporter has no such contact (they are then hidden).
 *
 * @example supportLink({ ...none, yahoo: '0912345678' }, 'zalo') === 'https://zalo.me/0912345678'
 * @example supportLink({ ...none, mobile: '0912 345 678' }, 'phone') === 'tel:0912345678'
 */
export function supportLink(supporter: SupporterContacts, channel: SupportChannel): string | null {
  const value = contactOf(supporter, channel)?.trim();
  if (!value) return null;
  switch (channel) {
    case 'zalo':
      return `https://zalo.me/${encodeURIComponent(value.replace(/\s+/g, ''))}`;
    case 'skype':
      return `skype:${encodeURIComponent(value)}?chat`;
    case 'messenger':
      // A whole profile URL is kept; a bare id or user name becomes the Messenger link to it.
      return /^https:\/\//.test(value) ? value : `https://m.me/${encodeURIComponent(value)}`;
    case 'email':
      return `mailto:${value}`;
    case 'phone':
      return `tel:${value.replace(/[^\d+]/g, '')}`;
  }
}

function contactOf(supporter: SupporterContacts, channel: SupportChannel): string | null {
  switch (channel) {
    case 'zalo':
      return supporter.yahoo;
    case 'skype':
      return supporter.skype;
    case 'messenger':
      return supporter.msn;
    case 'email':
      return supporter.email;
    case 'phone':
      return supporter.mobile;
  }
}

/**
 * The groups with, in each, only the supporters reachable on `channel` (spec §2: "those without
 * it are hidden"); groups left empty are dropped.
 */
export function supportersOn<G extends { supporters: SupporterContacts[] }>(groups: G[], channel: SupportChannel): (Omit<G, 'supporters'> & { supporters: (G['supporters'][number] & { link: string })[] })[] {
  return groups
    .map((group) => ({
      ...group,
      supporters: group.supporters.flatMap((supporter) => {
        const link = supportLink(supporter, channel);
        return link ? [{ ...supporter, link }] : [];
      }),
    }))
    .filter((group) => group.supporters.length > 0);
}

/** The first channel a supporter can be reached on, for the product page's "chat now" link. */
export function firstSupportLink(supporter: SupporterContacts, order: readonly SupportChannel[] = ['zalo', 'messenger', 'phone', 'skype', 'email']): string | null {
  for (const channel of order) {
    const link = supportLink(supporter, channel);
    if (link) return link;
  }
  return null;
}
