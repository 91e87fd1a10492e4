import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';

/** What was changed: a news article, a service, a footer page, a contact message (read). */
export type ContentSubject = 'news' | 'service' | 'page' | 'contact_message';

/** The record of a staff change to the shop's content: who, when, what (the staff side of /tin-tuc, /dich-vu, pages). */
export const ContentChangeSchema = defineEntity({
  name: 'ContentChange',
  tableName: 'content_changes',
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    subject: p.string().length(32).$type<ContentSubject>(),
    subjectId: p.string().length(64),
    action: p.string().length(16).$type<'create' | 'update' | 'delete' | 'read'>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ContentChange = InferEntity<typeof ContentChangeSchema>;
