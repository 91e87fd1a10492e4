import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminAdListResponse, AdValues } from '#shared/content/ad-admin-schemas.ts';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { latestChangesOfSubject } from '../audit/index.ts';
import { dropImageIfUnused, removeStoredFiles, storeImage } from '../media/index.ts';
import { AdSchema, type Ad } from './ad.entity.ts';
import { deleteAudited, rowToSave, saveAudited } from './audited-rows.ts';

/** The subject of an ad in the one record of staff changes. */
const SUBJECT = 'ad';
const HISTORY_LENGTH = 20;

/** An ad picture that is not a PNG, JPEG or WebP (by its bytes or as the image store reads it): a 415 on the picture field. */
export function adPictureNotPicture(): AppError {
  return new AppError(415, 'invalid_file_type', 'The ad must be a PNG, JPEG or WebP picture', { picture: 'invalid_file_type' });
}

export interface AdWrite {
  values: AdValues;
  picture: Buffer | null;
}

function facts(ad: Ad) {
  return { position: ad.position, url: ad.url, name: ad.name, name_en: ad.nameEn ?? null, sort: ad.sort, active: ad.active, image_id: ad.image.id };
}

/** Every ad for the back office, by position and order (the storefront's), with the latest changes. */
export async function adminAds(em: EntityManager): Promise<AdminAdListResponse> {
  const [ads, changes] = await Promise.all([em.find(AdSchema, {}, { orderBy: { position: 'asc', sort: 'asc', id: 'asc' } }), latestChangesOfSubject(em, SUBJECT, HISTORY_LENGTH)]);
  return {
    data: ads.map((ad) => ({ id: ad.id, position: ad.position, url: ad.url, value: ad.image.id, name: ad.name, name_en: ad.nameEn ?? null, active: ad.active, sort: ad.sort, updated_at: ad.updatedAt.toISOString() })),
    changes,
  };
}

/**
 * Creates (id null, a picture required: the form's rule checked it) or changes an ad, its picture
 * through the one image store, and records the change with its fields before → after, in one
 * transaction (a picture the store refuses writes nothing). A replaced picture that nothing else
 * uses is deleted, its files once the change has committed.
 */
export async function saveAd(em: EntityManager, storage: Storage, userId: number, id: number | null, write: AdWrite): Promise<number> {
  const { id: savedId, released } = await em.transactional(async (tx) => {
    const ad = await rowToSave(tx, AdSchema, id, 'Ad');
    const picture = write.picture
      ? await storeImage(tx, storage, write.picture).catch(() => {
          throw adPictureNotPicture();
        })
      : null;
    const replaced = ad && picture ? ad.image.id : null;
    const values = { ...write.values, ...(picture ? { image: picture.id } : {}) };
    const rowId = await saveAudited(tx, ad, (row) => (row ? tx.assign(row, values) : tx.create(AdSchema, { ...values, image: picture!.id })), { userId, subject: SUBJECT, facts });
    // A replaced picture no other row uses leaves with its files (it would stay in storage for ever).
    return { id: rowId, released: replaced === null ? [] : await dropImageIfUnused(tx, replaced) };
  });
  await removeStoredFiles(storage, released);
  return savedId;
}

/** Deletes an ad, recording what it was (its stored picture stays: other rows may share it). */
export async function deleteAd(em: EntityManager, userId: number, id: number): Promise<void> {
  await deleteAudited(em, AdSchema, id, 'Ad', { userId, subject: SUBJECT, facts });
}
