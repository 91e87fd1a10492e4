import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { BomLine } from '#shared/bom/schemas.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * Lines of a BOM that the shop does not sell, sent as a quote request ("request sourcing");
 * staff read them in /admin. A guest leaves an e-mail; a signed-in user's is taken from the account.
 */
export const BomSourcingRequestSchema = defineEntity({
  name: 'BomSourcingRequest',
  tableName: 'bom_sourcing_requests',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    email: p.string().length(254),
    phone: p.string().length(30).nullable(),
    note: p.text().nullable(),
    bomName: p.string().length(120).nullable(),
    boards: p.integer(),
    lines: p.json<BomLine[]>(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export type BomSourcingRequest = InferEntity<typeof BomSourcingRequestSchema>;
