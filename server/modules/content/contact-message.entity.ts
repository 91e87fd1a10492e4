import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/** A message sent with the /lien-he contact form (spec §2); staff read it in /admin. E-mail or phone, at least one. */
export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    email: p.string().length(254).nullable(),
    phone: p.string().length(32).nullable(),
    subject: p.string().length(200),
    message: p.string().length(5000),
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    readAt: p.datetime().nullable(),
    readBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    ...timestamps(),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessageSchema>;
