import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * One change staff made in /admin: who, when, to what (`subject` + `subjectId`), what was done, why
 * (moderation keeps a reason) and the values before → after where the change edits fields. One
 * table for every staff area (content, moderation, catalogue, settings), so "every change is
 * recorded and visible" is one query.
 */
export const StaffChangeSchema = defineEntity({
  name: 'StaffChange',
  tableName: 'staff_changes',
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    subject: p.string().length(32),
    subjectId: p.string().length(64),
    action: p.string().length(24),
    reason: p.text().nullable(),
    before: p.json<Record<string, unknown>>().nullable(),
    after: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StaffChange = InferEntity<typeof StaffChangeSchema>;
