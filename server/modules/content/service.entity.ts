import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/** Where a service page's call to action leads: the PCB quote (/pcb) or the contact form (/lien-he). */
export type ServiceCallToAction = 'pcb' | 'contact';

/** One of the shop's services (spec §2 /dich-vu), each with its own page. Bodies are sanitised HTML. */
export const ServiceSchema = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(200).unique(),
    name: p.string().length(200),
    nameEn: p.string().length(200),
    summary: p.string().length(1000).default(''),
    summaryEn: p.string().length(1000).default(''),
    body: p.text().default(''),
    bodyEn: p.text().default(''),
    callToAction: p.string().length(16).$type<ServiceCallToAction>().default('contact'),
    position: p.integer().default(0),
    /** Shown on /dich-vu; staff withdraw a service without deleting it. */
    published: p.boolean().default(true),
    updatedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    ...timestamps(),
  },
});
export type Service = InferEntity<typeof ServiceSchema>;
