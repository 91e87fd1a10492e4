import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizedSupporter, supporterFieldErrors, type AdminSupporterListResponse, type SupporterWrite } from '#shared/content/supporter-admin-schemas.ts';
import { assertNoFieldErrors } from '../../errors.ts';
import { latestChangesOfSubject } from '../audit/index.ts';
import { deleteAudited, rowToSave, saveAudited } from './audited-rows.ts';
import { SupportGroupSchema, SupporterSchema, type Supporter } from './support.entity.ts';

/** The subject of a supporter in the one record of staff changes. */
const SUBJECT = 'supporter';
const HISTORY_LENGTH = 20;

function facts(supporter: Supporter): SupporterWrite {
  return {
    group_id: supporter.group.id,
    name: supporter.name,
    yahoo: supporter.yahoo ?? null,
    skype: supporter.skype ?? null,
    msn: supporter.msn ?? null,
    email: supporter.email ?? null,
    mobile: supporter.mobile ?? null,
    active: supporter.active,
    sort: supporter.sort,
  };
}

/** The support widget's groups and every supporter (hidden ones too) in the widget's order, with the latest changes. */
export async function adminSupporters(em: EntityManager): Promise<AdminSupporterListResponse> {
  const [groups, supporters, changes] = await Promise.all([
    em.find(SupportGroupSchema, {}, { orderBy: { sort: 'asc', id: 'asc' } }),
    em.find(SupporterSchema, {}, { orderBy: { group: { sort: 'asc', id: 'asc' }, sort: 'asc', id: 'asc' } }),
    latestChangesOfSubject(em, SUBJECT, HISTORY_LENGTH),
  ]);
  return {
    groups: groups.map((group) => ({ id: group.id, name: group.name, name_en: group.nameEn ?? null, sort: group.sort })),
    data: supporters.map((supporter) => ({ id: supporter.id, ...facts(supporter), updated_at: supporter.updatedAt.toISOString() })),
    changes,
  };
}

/**
 * Creates (id null) or changes a supporter after the form's own rule (supporterFieldErrors; an
 * unknown group is `field_invalid` on `group_id`), recording the change with its fields before →
 * after in the same transaction.
 */
export async function saveSupporter(em: EntityManager, userId: number, id: number | null, input: SupporterWrite): Promise<number> {
  assertNoFieldErrors(supporterFieldErrors(input));
  const write = normalizedSupporter(input);
  return em.transactional(async (tx) => {
    const supporter = await rowToSave(tx, SupporterSchema, id, 'Supporter');
    const group = await tx.findOne(SupportGroupSchema, write.group_id);
    if (!group) assertNoFieldErrors({ group_id: 'field_invalid' });
    const { group_id: _groupId, ...rest } = write;
    const values = { ...rest, group: group! };
    return saveAudited(tx, supporter, (row) => (row ? tx.assign(row, values) : tx.create(SupporterSchema, values)), { userId, subject: SUBJECT, facts });
  });
}

/** Deletes a supporter, recording who they were. */
export async function deleteSupporter(em: EntityManager, userId: number, id: number): Promise<void> {
  await deleteAudited(em, SupporterSchema, id, 'Supporter', { userId, subject: SUBJECT, facts });
}
