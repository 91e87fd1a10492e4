import type { EntityManager } from '@mikro-orm/postgresql';
import type { PcbConfig, Specification, SpecificationProperty } from '#shared/pcb/config-types.ts';
import { DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import type { QuoteForm } from '#shared/pcb/property-selection.ts';
import { bulkInsert } from './bulk-insert.ts';

/** Tables whose ids come from the configuration: their sequences must move past those ids. */
const TABLES_WITH_GIVEN_IDS = [
  'pcb_types',
  'pcb_specification_groups',
  'pcb_specifications',
  'pcb_specification_properties',
  'pcb_build_times',
  'pcb_deadlines',
  'pcb_assembly_areas',
  'pcb_stencil_sizes',
  'pcb_custom_quotes',
];

function specificationRows(specifications: readonly Specification[], form: QuoteForm, quantitySpecificationId = 0) {
  return specifications.map((spec, position) => ({
    id: spec.id,
    form,
    name: spec.name,
    short_name: spec.short_name,
    description: spec.description,
    alert: spec.alert,
    image_id: spec.image_id,
    input_type: spec.input_type,
    specification_type: spec.specification_type,
    parent_id: spec.parent_id,
    group_id: spec.group_id,
    pcb_type_id: spec.pcb_type_id,
    is_require: spec.is_require,
    unit: spec.unit,
    min_value: spec.min_value,
    is_quantity: spec.id === quantitySpecificationId,
    position,
  }));
}

function propertyRows(properties: readonly SpecificationProperty[]) {
  return properties.map((property, position) => ({
    id: property.id,
    pcb_specification_id: property.pcb_specification_id,
    name: property.name,
    property_default: property.property_default,
    increase_price: property.increase_price,
    setup_fee: property.setup_fee,
    short_name: property.short_name,
    property_mask: property.property_mask,
    position,
  }));
}

/** Writes a whole configuration into empty PCB tables, keeping its ids and its order. */
export async function insertPcbConfig(em: EntityManager, config: PcbConfig): Promise<void> {
  await bulkInsert(em, 'pcb_types', config.pcb_types.map((type, position) => ({
    id: type.id, name: type.name, max_width: type.max_width, max_height: type.max_height, image_id: type.image_id, position,
  })));
  await bulkInsert(em, 'pcb_quantities', config.pcb_types.flatMap((type) => type.pcb_quantities.map((row) => ({ pcb_type_id: type.id, ...row }))));
  await bulkInsert(em, 'pcb_area_prices', config.pcb_types.flatMap((type) => type.pcb_area_prices.map((row) => ({ pcb_type_id: type.id, ...row }))));
  await bulkInsert(em, 'pcb_specification_groups', config.specification_groups.map((group, position) => ({ ...group, position })));
  await bulkInsert(em, 'pcb_specifications', [
    ...specificationRows(config.specifications, 'fabrication'),
    ...specificationRows(config.assembly.specifications, 'assembly', config.assembly.quantity_specification_id),
    ...specificationRows(config.stencil.specifications, 'stencil'),
  ]);
  await bulkInsert(em, 'pcb_specification_properties', [
    ...propertyRows(config.specification_properties),
    ...propertyRows(config.assembly.properties),
    ...propertyRows(config.stencil.properties),
  ]);
  await bulkInsert(em, 'pcb_property_disables', config.property_disables.map((rule, position) => ({ ...rule, position })));
  await bulkInsert(em, 'pcb_setup_width_fees', config.setup_width_fees.map((row) => ({ ...row })));
  await bulkInsert(em, 'pcb_setup_quantity_fees', config.setup_quantity_fees.map((row) => ({ ...row })));
  await bulkInsert(em, 'pcb_panel_ways', config.panel_ways.map((row) => ({ ...row })));
  await bulkInsert(em, 'pcb_build_times', config.build_times.map((row, position) => ({ ...row, position })));
  await bulkInsert(em, 'pcb_deadlines', config.deadlines.map((row) => ({ ...row })));
  await bulkInsert(em, 'pcb_assembly_areas', config.assembly.areas.map((row) => ({ ...row })));
  await bulkInsert(em, 'pcb_stencil_sizes', config.stencil.sizes.map((row, position) => ({ ...row, position })));
  await bulkInsert(em, 'pcb_custom_quotes', config.quotes.map((row, position) => ({ ...row, position })));
  for (const table of TABLES_WITH_GIVEN_IDS) {
    await em.execute(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
  }
}

/**
 * Seeds the demo PCB configuration (issue 6 "Configuration data": `DEMO_PCB_CONFIG`, its ids kept)
 * when there is no PCB type yet; a configuration the shop has entered is never touched. Runs in
 * the caller's transaction. Returns whether it wrote anything.
 */
export async function seedPcbConfigIfEmpty(em: EntityManager, config: PcbConfig = DEMO_PCB_CONFIG): Promise<boolean> {
  const [row] = await em.execute<{ used: boolean }[]>('select exists (select 1 from pcb_types) as used');
  if (row?.used) return false;
  await insertPcbConfig(em, config);
  return true;
}
