import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { BomMapping, BomMatchLineIn } from '#shared/bom/schemas.ts';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * A BOM a signed-in user saved on the server (the `/bom` list): its lines with the user's
 * choices (`product_id` on a line), the board count and the column mapping. Owner-only.
 */
export const SavedBomSchema = defineEntity({
  name: 'SavedBom',
  tableName: 'saved_boms',
  indexes: [{ properties: ['user', 'updatedAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    name: p.string().length(120),
    boards: p.integer(),
    sparePercentPassives: p.integer().default(0),
    fileName: p.string().length(255).nullable(),
    mapping: p.json<BomMapping>().nullable(),
    lines: p.json<BomMatchLineIn[]>(),
    lineCount: p.integer(),
    ...timestamps(),
  },
});
export type SavedBom = InferEntity<typeof SavedBomSchema>;
