import type { EntityManager } from '@mikro-orm/postgresql';
import {
  footerGroupFieldErrors,
  footerPageFieldErrors,
  normalizedFooterGroup,
  normalizedFooterPage,
  type AdminFooterPagesResponse,
  type FooterGroupWrite,
  type FooterPageWrite,
} from '#shared/content/page-admin-schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { sanitizeHtml } from '../../http/sanitize-html.ts';
import { changedFields, latestChangesOfSubject, recordStaffChange } from '../audit/index.ts';
import { FooterInformationSchema, type FooterInformation } from './footer-information.entity.ts';
import { FooterPageSchema, type FooterPage } from './footer-page.entity.ts';

/** The subjects of a footer page and a footer group in the one record of staff changes. */
const PAGE = 'footer_page';
const GROUP = 'footer_group';
const HISTORY_LENGTH = 20;

function slugTaken(): AppError {
  return new AppError(409, 'slug_taken', 'Another page has this address', { slug: 'slug_taken' });
}

function pageWrite(page: FooterPage): FooterPageWrite {
  return {
    information_id: page.information.id,
    name: page.name,
    name_en: page.nameEn,
    slug: page.slug,
    url: page.url ?? '',
    content: page.content ?? '',
    content_en: page.contentEn ?? '',
    position: page.position,
    published: page.published,
  };
}

/** What a change record keeps of a page: its words, the contents by their length (they can be 200 KB). */
function pageFacts(page: FooterPage): Record<string, unknown> {
  const { content, content_en: contentEn, ...rest } = pageWrite(page);
  return { ...rest, content_length: content.length, content_en_length: contentEn.length };
}

function groupWrite(group: FooterInformation): FooterGroupWrite {
  return { name: group.name, name_en: group.nameEn, slug: group.slug, position: group.position };
}

/** The footer groups and every page (withdrawn ones too) in footer order, with the latest changes to either, newest first. */
export async function adminFooterPages(em: EntityManager): Promise<AdminFooterPagesResponse> {
  const byPosition = { position: 'asc', id: 'asc' } as const;
  const [groups, pages, pageChanges, groupChanges] = await Promise.all([
    em.find(FooterInformationSchema, {}, { orderBy: byPosition }),
    em.find(FooterPageSchema, {}, { orderBy: { information: byPosition, ...byPosition } }),
    latestChangesOfSubject(em, PAGE, HISTORY_LENGTH),
    latestChangesOfSubject(em, GROUP, HISTORY_LENGTH),
  ]);
  const changes = [...pageChanges.map((change) => ({ subject: PAGE, ...change })), ...groupChanges.map((change) => ({ subject: GROUP, ...change }))]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, HISTORY_LENGTH);
  return {
    groups: groups.map((group) => ({ id: group.id, ...groupWrite(group) })),
    data: pages.map((page) => ({ id: page.id, ...pageWrite(page) })),
    changes,
  };
}

/**
 * Creates (id null) or changes a footer page after the form's own rule (footerPageFieldErrors; an
 * unknown group is `field_invalid` on `information_id`), its contents through the server's one
 * sanitiser, recording the change before → after in the same transaction. An address another
 * page has is a 409 on `slug` (a page answers at /cong-ty/{slug} and /pages/{slug}).
 */
export async function saveFooterPage(em: EntityManager, userId: number, id: number | null, input: FooterPageWrite): Promise<number> {
  assertNoFieldErrors(footerPageFieldErrors(input));
  const value = normalizedFooterPage(input);
  return em.transactional(async (tx) => {
    const page = id === null ? null : await tx.findOne(FooterPageSchema, id);
    if (id !== null && !page) throw notFound('Page');
    const group = await tx.findOne(FooterInformationSchema, value.information_id);
    if (!group) assertNoFieldErrors({ information_id: 'field_invalid' });
    if (await tx.findOne(FooterPageSchema, { slug: value.slug, ...(id === null ? {} : { id: { $ne: id } }) }, { fields: ['id'] })) throw slugTaken();
    const before = page ? pageFacts(page) : null;
    const content = sanitizeHtml(value.content);
    const contentEn = sanitizeHtml(value.content_en);
    const values = {
      information: group!,
      name: value.name,
      nameEn: value.name_en || value.name,
      slug: value.slug,
      url: value.url || null,
      content: content || null,
      contentEn: contentEn || null,
      position: value.position,
      published: value.published,
    };
    const saved = page ? tx.assign(page, values) : tx.create(FooterPageSchema, values);
    await tx.flush();
    const change = before ? changedFields(before, pageFacts(saved)) : { before: null, after: pageFacts(saved) };
    if (change) recordStaffChange(tx, { userId, subject: PAGE, subjectId: saved.id, action: page ? 'update' : 'create', before: change.before, after: change.after });
    await tx.flush();
    return saved.id;
  });
}

/** Deletes a footer page, recording what it was. */
export async function deleteFooterPage(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const page = await tx.findOne(FooterPageSchema, id);
    if (!page) throw notFound('Page');
    recordStaffChange(tx, { userId, subject: PAGE, subjectId: id, action: 'delete', before: pageFacts(page) });
    tx.remove(page);
  });
}

/** Creates (id null) or changes a footer group (name, English name, address, order), recorded like a page. */
export async function saveFooterGroup(em: EntityManager, userId: number, id: number | null, input: FooterGroupWrite): Promise<number> {
  assertNoFieldErrors(footerGroupFieldErrors(input));
  const value = normalizedFooterGroup(input);
  return em.transactional(async (tx) => {
    const group = id === null ? null : await tx.findOne(FooterInformationSchema, id);
    if (id !== null && !group) throw notFound('Group');
    if (await tx.findOne(FooterInformationSchema, { slug: value.slug, ...(id === null ? {} : { id: { $ne: id } }) }, { fields: ['id'] })) throw slugTaken();
    const before = group ? groupWrite(group) : null;
    const values = { name: value.name, nameEn: value.name_en || value.name, slug: value.slug, position: value.position };
    const saved = group ? tx.assign(group, values) : tx.create(FooterInformationSchema, values);
    await tx.flush();
    const change = before ? changedFields(before, groupWrite(saved)) : { before: null, after: groupWrite(saved) };
    if (change) recordStaffChange(tx, { userId, subject: GROUP, subjectId: saved.id, action: group ? 'update' : 'create', before: change.before, after: change.after });
    await tx.flush();
    return saved.id;
  });
}

/** Deletes an empty footer group; one that still holds pages is a 409 (its pages would go with it). */
export async function deleteFooterGroup(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const group = await tx.findOne(FooterInformationSchema, id);
    if (!group) throw notFound('Group');
    if ((await tx.count(FooterPageSchema, { information: group })) > 0) throw new AppError(409, 'footer_group_not_empty', 'Move or delete the pages of this group first');
    recordStaffChange(tx, { userId, subject: GROUP, subjectId: id, action: 'delete', before: groupWrite(group) });
    tx.remove(group);
  });
}
