import type { EntityManager } from '@mikro-orm/postgresql';
import { supportGroupFieldErrors, type SupportGroupWrite } from '#shared/content/supporter-admin-schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { SupportGroupSchema, SupporterSchema, type SupportGroup } from './support.entity.ts';

/** The subject of a support group in the one record of staff changes. */
const SUBJECT = 'support_group';

function facts(group: SupportGroup): SupportGroupWrite {
  return { name: group.name, name_en: group.nameEn ?? '', sort: group.sort };
}

/** Creates (id null) or renames / moves a support group after its rule, recorded before → after. */
export async function saveSupportGroup(em: EntityManager, userId: number, id: number | null, input: SupportGroupWrite): Promise<number> {
  assertNoFieldErrors(supportGroupFieldErrors(input));
  const values = { name: input.name.trim(), nameEn: input.name_en.trim() || null, sort: input.sort };
  return em.transactional(async (tx) => {
    const group = id === null ? null : await tx.findOne(SupportGroupSchema, id);
    if (id !== null && !group) throw notFound('Support group');
    const before = group ? facts(group) : null;
    const saved = group ? tx.assign(group, values) : tx.create(SupportGroupSchema, values);
    await tx.flush();
    const change = before ? changedFields(before, facts(saved)) : { before: null, after: facts(saved) };
    if (change) recordStaffChange(tx, { userId, subject: SUBJECT, subjectId: saved.id, action: group ? 'update' : 'create', before: change.before, after: change.after });
    await tx.flush();
    return saved.id;
  });
}

/** Deletes an empty support group; one that still has supporters is a 409 (they would go with it). */
export async function deleteSupportGroup(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const group = await tx.findOne(SupportGroupSchema, id);
    if (!group) throw notFound('Support group');
    if ((await tx.count(SupporterSchema, { group })) > 0) throw new AppError(409, 'support_group_not_empty', 'Move or delete the supporters of this group first');
    recordStaffChange(tx, { userId, subject: SUBJECT, subjectId: id, action: 'delete', before: facts(group) });
    tx.remove(group);
  });
}
