import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A filter property (spec §3 Property): a group when `parent` is null (e.g. "Kiểu chân"),
 * otherwise a value inside its group (e.g. "0603"). Products link to values.
 */
export const PropertySchema = defineEntity({
  name: 'Property',
  tableName: 'properties',
  properties: {
    id: p.integer().primary(),
    parent: () => p.manyToOne(PropertySchema).nullable().index().deleteRule('cascade'),
    name: p.string().length(200),
    nameEn: p.string().length(200),
    position: p.integer().default(0),
  },
  uniques: [{ properties: ['parent', 'name'] }],
});
export type Property = InferEntity<typeof PropertySchema>;
