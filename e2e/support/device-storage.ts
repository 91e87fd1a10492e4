import type { Page } from '@playwright/test';

/**
 * What this device keeps that no screen shows: how many copies of the signed-in user's pages the
 * browser's local database holds (Dexie `accountCopies`, client/local/db.ts; -1 when the table
 * does not exist yet). Signing out must leave none, a privacy promise a page cannot display, so
 * this one check reads the device's storage.
 */
export function accountCopyCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('linhkien-shop');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('accountCopies')) {
            db.close();
            resolve(-1);
            return;
          }
          const counting = db.transaction('accountCopies').objectStore('accountCopies').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}
