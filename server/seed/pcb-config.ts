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
    name_en: spec.name_en ?? null,
    short_name: spec.short_name,
    description: spec.description,
    description_en: spec.description_en ?? null,
    alert: spec.alert,
    alert_en: spec.alert_en ?? null,
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
    name_en: property.name_en ?? null,
    property_default: property.property_default,
    increase_price: property.increase_price,
    setup_fee: property.setup_fee,
    short_name: property.short_name,
    property_mask: property.property_mask,
    min_quantity: property.min_quantity ?? null,
    max_quantity: property.max_quantity ?? null,
    position,
  }));
}

/** Writes a whole configuration into empty PCB tables, keeping its ids and its order. */
export async function insertPcbConfig(em: EntityManager, config: PcbConfig): Promise<void> {
  await bulkInsert(em, 'pcb_types', config.pcb_types.map((type, position) => ({
    id: type.id, name: type.name, name_en: type.name_en ?? null, max_width: type.max_width, max_height: type.max_height, image_id: type.image_id, position,
  })));
  await bulkInsert(em, 'pcb_quantities', config.pcb_types.flatMap((type) => type.pcb_quantities.map((row) => ({ pcb_type_id: type.id, ...row }))));
  await bulkInsert(em, 'pcb_area_prices', config.pcb_types.flatMap((type) => type.pcb_area_prices.map((row) => ({ pcb_type_id: type.id, ...row }))));
  await bulkInsert(em, 'pcb_specification_groups', config.specification_groups.map((group, position) => ({ ...group, name_en: group.name_en ?? null, position })));
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
  await bulkInsert(em, 'pcb_assembly_areas', config.assembly.areas.map((row) => ({ ...row, name_en: row.name_en ?? null })));
  await bulkInsert(em, 'pcb_stencil_sizes', config.stencil.sizes.map((row, position) => ({ ...row, name_en: row.name_en ?? null, position })));
  await bulkInsert(
    em,
    'pcb_custom_quotes',
    config.quotes.map((row, position) => ({ ...row, name_en: row.name_en ?? null, description_en: row.description_en ?? null, position })),
  );
  for (const table of TABLES_WITH_GIVEN_IDS) {
    await em.execute(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
  }
}

/** A configuration row's English texts, matched by id and its Vietnamese name. */
interface EnglishRow {
  id: number;
  name: string;
  texts: Record<string, string | null | undefined>;
}

/**
 * Writes English texts into rows that have none yet and still read as the given configuration's
 * (same id, same Vietnamese name): a demo database seeded before the English names existed gets
 * them; a row the shop renamed or translated itself is left alone. Answers the rows changed.
 */
async function fillEnglish(em: EntityManager, table: string, rows: readonly EnglishRow[]): Promise<number> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row.texts)))];
  if (rows.length === 0 || columns.length === 0) return 0;
  // One statement per table: the rows go in as one JSON parameter. Each column only where it is
  // still empty; the row is the demo's while its Vietnamese name is.
  const given = rows.map((row) => ({ id: row.id, name: row.name, ...row.texts }));
  const sets = columns.map((column) => `"${column}" = coalesce(t."${column}", nullif(v."${column}", ''))`).join(', ');
  const unset = columns.map((column) => `(t."${column}" is null and nullif(v."${column}", '') is not null)`).join(' or ');
  const types = ['id int', 'name text', ...columns.map((column) => `"${column}" text`)].join(', ');
  const result = await em.execute(
    `update ${table} as t set ${sets} from jsonb_to_recordset(?::jsonb) as v(${types}) where t.id = v.id and t.name = v.name and (${unset})`,
    [JSON.stringify(given)],
    'run',
  );
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
}

/** The English texts of `config` into a database seeded before they existed (see `fillEnglish`). */
export async function fillPcbEnglish(em: EntityManager, config: PcbConfig = DEMO_PCB_CONFIG): Promise<number> {
  const specification = (spec: Specification): EnglishRow => ({
    id: spec.id,
    name: spec.name,
    texts: { name_en: spec.name_en, description_en: spec.description_en, alert_en: spec.alert_en },
  });
  const named = (row: { id: number; name: string; name_en?: string | null }): EnglishRow => ({ id: row.id, name: row.name, texts: { name_en: row.name_en } });
  const tables: [string, EnglishRow[]][] = [
    ['pcb_types', config.pcb_types.map(named)],
    ['pcb_specification_groups', config.specification_groups.map(named)],
    ['pcb_specifications', [...config.specifications, ...config.assembly.specifications, ...config.stencil.specifications].map(specification)],
    ['pcb_specification_properties', [...config.specification_properties, ...config.assembly.properties, ...config.stencil.properties].map(named)],
    ['pcb_assembly_areas', config.assembly.areas.map(named)],
    ['pcb_stencil_sizes', config.stencil.sizes.map(named)],
    ['pcb_custom_quotes', config.quotes.map((quote) => ({ id: quote.id, name: quote.name, texts: { name_en: quote.name_en, description_en: quote.description_en } }))],
  ];
  // Every start passes here: one cheap question first, the row updates only when a name is missing.
  const [row] = await em.execute<{ missing: boolean }[]>(`select ${tables.map(([table]) => `exists (select 1 from ${table} where name_en is null)`).join(' or ')} as missing`);
  if (!row?.missing) return 0;
  let changed = 0;
  for (const [table, rows] of tables) changed += await fillEnglish(em, table, rows);
  return changed;
}

/**
 * Seeds the demo PCB configuration (`DEMO_PCB_CONFIG`, its ids kept)
 * when there is no PCB type yet; a configuration the shop has entered is never touched, except
 * that rows still reading as the demo's get its English texts when they have none (`fillPcbEnglish`).
 * Runs in the caller's transaction. Returns whether it inserted the configuration.
 */
export async function seedPcbConfigIfEmpty(em: EntityManager, config: PcbConfig = DEMO_PCB_CONFIG): Promise<boolean> {
  const [row] = await em.execute<{ used: boolean }[]>('select exists (select 1 from pcb_types) as used');
  if (row?.used) {
    await fillPcbEnglish(em, config);
    return false;
  }
  await insertPcbConfig(em, config);
  return true;
}
