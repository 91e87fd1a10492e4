import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { QuoteForm } from '#shared/pcb/property-selection.ts';
import { PcbTypeSchema } from './pcb-type.entity.ts';
import { PcbSpecificationGroupSchema } from './specification-group.entity.ts';

/**
 * A question of a quote form (spec §3 Specification). `form` says which form asks it, since
 * `input_type` means different controls per form; `isQuantity` marks the assembly question whose
 * selected percent is subtracted (spec §9; `AssemblyConfig.quantity_specification_id`).
 * `position` is the order the form shows the questions, which the selection rules depend on.
 */
export const PcbSpecificationSchema = defineEntity({
  name: 'PcbSpecification',
  tableName: 'pcb_specifications',
  properties: {
    id: p.integer().primary(),
    form: p.string().length(16).$type<QuoteForm>(),
    name: p.string().length(255),
    /** English texts (English mode); null shows the Vietnamese one. */
    nameEn: p.string().length(255).nullable(),
    shortName: p.string().length(64),
    description: p.text().nullable(),
    alert: p.text().nullable(),
    descriptionEn: p.text().nullable(),
    alertEn: p.text().nullable(),
    imageId: p.string().length(64).nullable(),
    inputType: p.smallint(),
    specificationType: p.smallint().default(1),
    parent: () => p.manyToOne(PcbSpecificationSchema).nullable().index().deleteRule('set null'),
    group: () => p.manyToOne(PcbSpecificationGroupSchema).nullable().index().deleteRule('set null'),
    pcbType: () => p.manyToOne(PcbTypeSchema).nullable().index().deleteRule('cascade'),
    isRequire: p.boolean().default(false),
    unit: p.string().length(16).nullable(),
    minValue: p.integer().nullable(),
    isQuantity: p.boolean().default(false),
    position: p.smallint().default(0),
  },
  checks: [{ name: 'pcb_specifications_form_check', expression: "form in ('fabrication', 'assembly', 'stencil')" }],
});
export type PcbSpecification = InferEntity<typeof PcbSpecificationSchema>;
