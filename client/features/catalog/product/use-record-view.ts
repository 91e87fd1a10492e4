import { useEffect } from 'react';
import { localDb } from '../../../local/db.ts';
import { addRecentlyViewed } from '../../../local/recently-viewed.ts';
import { isBotUserAgent } from './is-bot.ts';

/** Remembers the product in the local recently-viewed list; crawlers leave no trace (issue 3). */
export function useRecordView(productId: number): void {
  useEffect(() => {
    if (isBotUserAgent(navigator.userAgent)) return;
    // A storage failure (private mode) only costs the recently viewed box; the page works on.
    addRecentlyViewed(localDb, productId).catch(() => undefined);
  }, [productId]);
}
