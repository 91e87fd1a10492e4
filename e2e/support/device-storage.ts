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

/**
 * The BOM a PCB quote draft kept on this device is linked to (Dexie `pcbDrafts`, the draft's
 * `fields.state.bomId`; undefined when there is no such draft). The form saves a draft a moment
 * after each change, with nothing on screen to say so: a journey that reloads right after a
 * change waits for the write here, as a person's pause would.
 */
export function draftBomId(page: Page, draftId: string): Promise<number | null | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<number | null | undefined>((resolve, reject) => {
        const opening = indexedDB.open('linhkien-shop');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('pcbDrafts').objectStore('pcbDrafts').get(id);
          reading.onsuccess = () => {
            db.close();
            const row = reading.result as { fields?: { state?: { bomId?: number | null } } } | undefined;
            resolve(row?.fields?.state?.bomId);
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    draftId,
  );
}
