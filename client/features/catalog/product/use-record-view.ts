import { useEffect } from 'react';
import { localDb } from '../../../local/db.ts';
import { addRecentlyViewed } from '../../../local/recently-viewed.ts';
import { isCrawler } from '#shared/http/crawler-user-agent.ts';

/** Remembers the product in the local recently-viewed list; crawlers leave no trace. */
export function useRecordView(productId: number): void {
  useEffect(() => {
    if (isCrawler(navigator.userAgent)) return;
    // A storage failure (private mode) only costs the recently viewed box; the page works on.
    addRecentlyViewed(localDb, productId).catch(() => undefined);
  }, [productId]);
}
