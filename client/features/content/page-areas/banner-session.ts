import type { NotificationPageType } from '#shared/content/page-areas.ts';

const KEY_PREFIX = 'lk:banner-shown:';

/**
 * Whether this tab's session has shown the banner of a kind of page (spec §2: once per session
 * per type, kept in session storage). Storage that throws (private modes) counts as not shown.
 */
export function bannerShown(storage: Pick<Storage, 'getItem'>, type: NotificationPageType): boolean {
  try {
    return storage.getItem(KEY_PREFIX + type) !== null;
  } catch {
    return false;
  }
}

export function markBannerShown(storage: Pick<Storage, 'setItem'>, type: NotificationPageType): void {
  try {
    storage.setItem(KEY_PREFIX + type, '1');
  } catch {
    // Without storage the banner shows again next time: harmless.
  }
}
