import type { EntityManager } from '@mikro-orm/postgresql';
import { backLinkFieldErrors, type AdminPopupListResponse, type BackLinkWrite, type PopupValues } from '#shared/content/popup-admin-schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { changedFields, latestChangesOfSubject, recordStaffChange } from '../audit/index.ts';
import { dropImageIfUnused, removeStoredFiles, storeImage } from '../media/index.ts';
import { BackLinkSchema, type BackLink } from './ad.entity.ts';
import { PromoPopupSchema, type PromoPopup } from './promo-popup.entity.ts';

/** The subjects of a popup and a back link in the one record of staff changes. */
const POPUP = 'promo_popup';
const BACK_LINK = 'back_link';
const HISTORY_LENGTH = 20;

/** A popup picture that is not a PNG, JPEG or WebP (by its bytes or as the image store reads it): a 415 on the picture field. */
export function popupPictureNotPicture(): AppError {
  return new AppError(415, 'invalid_file_type', 'The popup picture must be a PNG, JPEG or WebP picture', { picture: 'invalid_file_type' });
}

export interface PopupWrite {
  values: PopupValues;
  picture: Buffer | null;
  removePicture: boolean;
}

function popupFacts(popup: PromoPopup) {
  return {
    title: popup.title,
    title_en: popup.titleEn ?? null,
    content: popup.content,
    content_en: popup.contentEn ?? null,
    url: popup.url ?? null,
    image_id: popup.image?.id ?? null,
    active: popup.active,
    starts_at: popup.startsAt?.toISOString() ?? null,
    ends_at: popup.endsAt?.toISOString() ?? null,
  };
}

function backLinkFacts(link: BackLink): BackLinkWrite {
  return { name: link.name, url: link.url, sort: link.sort };
}

/** Every popup (newest first), the back links in footer order, and the latest changes to either, newest first. */
export async function adminPopups(em: EntityManager): Promise<AdminPopupListResponse> {
  const [popups, links, popupChanges, linkChanges] = await Promise.all([
    em.find(PromoPopupSchema, {}, { orderBy: { id: 'desc' } }),
    em.find(BackLinkSchema, {}, { orderBy: { sort: 'asc', id: 'asc' } }),
    latestChangesOfSubject(em, POPUP, HISTORY_LENGTH),
    latestChangesOfSubject(em, BACK_LINK, HISTORY_LENGTH),
  ]);
  return {
    data: popups.map((popup) => ({ id: popup.id, ...popupFacts(popup), updated_at: popup.updatedAt.toISOString() })),
    back_links: links.map((link) => ({ id: link.id, ...backLinkFacts(link) })),
    changes: [...popupChanges.map((change) => ({ subject: POPUP, ...change })), ...linkChanges.map((change) => ({ subject: BACK_LINK, ...change }))]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, HISTORY_LENGTH),
  };
}

/**
 * Creates (id null) or changes a promo popup from the checked form, its picture through the one
 * image store, recording the change before → after in one transaction. A replaced or removed
 * picture that nothing else uses is deleted, its files once the change has committed.
 */
export async function savePopup(em: EntityManager, storage: Storage, userId: number, id: number | null, write: PopupWrite): Promise<number> {
  const { id: savedId, released } = await em.transactional(async (tx) => {
    const popup = id === null ? null : await tx.findOne(PromoPopupSchema, id);
    if (id !== null && !popup) throw notFound('Popup');
    const picture = write.picture
      ? await storeImage(tx, storage, write.picture).catch(() => {
          throw popupPictureNotPicture();
        })
      : null;
    const before = popup ? popupFacts(popup) : null;
    const previous = popup?.image?.id ?? null;
    const image = picture ? picture.id : write.removePicture ? null : previous;
    const values = { ...write.values, image };
    const saved = popup ? tx.assign(popup, values) : tx.create(PromoPopupSchema, values);
    await tx.flush();
    const change = before ? changedFields(before, popupFacts(saved)) : { before: null, after: popupFacts(saved) };
    if (change) recordStaffChange(tx, { userId, subject: POPUP, subjectId: saved.id, action: popup ? 'update' : 'create', before: change.before, after: change.after });
    await tx.flush();
    return { id: saved.id, released: previous !== null && previous !== image ? await dropImageIfUnused(tx, previous) : [] };
  });
  await removeStoredFiles(storage, released);
  return savedId;
}

/** Deletes a popup, recording what it was; its picture goes with it when nothing else uses it. */
export async function deletePopup(em: EntityManager, storage: Storage, userId: number, id: number): Promise<void> {
  const released = await em.transactional(async (tx) => {
    const popup = await tx.findOne(PromoPopupSchema, id);
    if (!popup) throw notFound('Popup');
    const picture = popup.image?.id ?? null;
    recordStaffChange(tx, { userId, subject: POPUP, subjectId: id, action: 'delete', before: popupFacts(popup) });
    tx.remove(popup);
    await tx.flush();
    return picture === null ? [] : dropImageIfUnused(tx, picture);
  });
  await removeStoredFiles(storage, released);
}

/** Creates (id null) or changes a footer back link after its rule, recorded before → after. */
export async function saveBackLink(em: EntityManager, userId: number, id: number | null, input: BackLinkWrite): Promise<number> {
  assertNoFieldErrors(backLinkFieldErrors(input));
  const write = { name: input.name.trim(), url: input.url.trim(), sort: input.sort };
  return em.transactional(async (tx) => {
    const link = id === null ? null : await tx.findOne(BackLinkSchema, id);
    if (id !== null && !link) throw notFound('Back link');
    const before = link ? backLinkFacts(link) : null;
    const saved = link ? tx.assign(link, write) : tx.create(BackLinkSchema, write);
    await tx.flush();
    const change = before ? changedFields(before, backLinkFacts(saved)) : { before: null, after: backLinkFacts(saved) };
    if (change) recordStaffChange(tx, { userId, subject: BACK_LINK, subjectId: saved.id, action: link ? 'update' : 'create', before: change.before, after: change.after });
    await tx.flush();
    return saved.id;
  });
}

/** Deletes a back link, recording what it was. */
export async function deleteBackLink(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const link = await tx.findOne(BackLinkSchema, id);
    if (!link) throw notFound('Back link');
    recordStaffChange(tx, { userId, subject: BACK_LINK, subjectId: id, action: 'delete', before: backLinkFacts(link) });
    tx.remove(link);
  });
}
