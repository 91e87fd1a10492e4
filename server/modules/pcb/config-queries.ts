import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  PcbConfig,
  PcbType,
  Specification,
  SpecificationProperty,
} from '#shared/pcb/config-types.ts';
import type { QuoteForm } from '#shared/pcb/property-selection.ts';

/**
 * Reads the whole PCB configuration in the shape of `shared/pcb/config-types.ts`, every list in
 * its configuration order (`position`, then id), which the selection rules depend on (defaults
 * and substitutes follow the form's order). Numeric columns come back as numbers (`::float8`).
 * The English texts (`name_en`...) are always present, null where none was written.
 */
export async function loadPcbConfig(em: EntityManager): Promise<PcbConfig> {
  // Raw: fifteen configuration lists read as plain rows in the config-types shape, numerics cast in SQL (::float8).
  const q = <T extends object>(sql: string) => em.execute<T[]>(sql);
  const [types, quantities, areaPrices, groups, specifications, properties, disables, widthFees, quantityFees, panelWays, buildTimes, deadlines, assemblyAreas, stencilSizes, quotes] =
    await Promise.all([
      q<Omit<PcbType, 'pcb_quantities' | 'pcb_area_prices'>>('select id, name, name_en, max_width, max_height, image_id from pcb_types order by position, id'),
      q<{ pcb_type_id: number; quantity: number; decrease_price: number; show_list: boolean }>(
        'select pcb_type_id, quantity, decrease_price::float8 as decrease_price, show_list from pcb_quantities order by quantity, id',
      ),
      q<{ pcb_type_id: number; area: number; price: number; increase_price: number; increase_area: number }>(
        'select pcb_type_id, area::float8 as area, price, increase_price::float8 as increase_price, increase_area::float8 as increase_area from pcb_area_prices order by area, id',
      ),
      q<{ id: number; name: string; name_en: string | null }>('select id, name, name_en from pcb_specification_groups order by position, id'),
      q<Specification & { form: QuoteForm; is_quantity: boolean }>(
        `select id, form, name, name_en, short_name, description, description_en, alert, alert_en, image_id, input_type, specification_type, parent_id, group_id,
                pcb_type_id, is_require, unit, min_value, is_quantity
           from pcb_specifications order by position, id`,
      ),
      q<SpecificationProperty>(
        `select id, name, name_en, pcb_specification_id, property_default, increase_price::float8 as increase_price, setup_fee,
                short_name, property_mask, min_quantity, max_quantity
           from pcb_specification_properties order by position, id`,
      ),
      q<{ property_id: number; disable_id: number }>('select property_id, disable_id from pcb_property_disables order by position, property_id, disable_id'),
      q<{ pcb_width: number; price: number }>('select pcb_width, price from pcb_setup_width_fees order by pcb_width, id'),
      q<{ pcb_quantity: number; price: number }>('select pcb_quantity, price from pcb_setup_quantity_fees order by pcb_quantity, id'),
      q<{ numcols: number; numrows: number; increase_price: number }>(
        'select numcols, numrows, increase_price::float8 as increase_price from pcb_panel_ways order by id',
      ),
      q<{ id: number; times: number; price: number }>('select id, times, price from pcb_build_times order by position, id'),
      q<{ id: number; area: number; times: number }>('select id, area::float8 as area, times from pcb_deadlines order by area, id'),
      q<{ id: number; name: string; name_en: string | null; area: number; price: number; increase_price: number; increase_area: number }>(
        `select id, name, name_en, area::float8 as area, price, increase_price::float8 as increase_price, increase_area::float8 as increase_area
           from pcb_assembly_areas order by area, id`,
      ),
      q<{ id: number; name: string; name_en: string | null; price: number }>('select id, name, name_en, price from pcb_stencil_sizes order by position, id'),
      q<{ id: number; name: string; name_en: string | null; description: string; description_en: string | null }>(
        'select id, name, name_en, description, description_en from pcb_custom_quotes order by position, id',
      ),
    ]);

  const specsOf = (form: QuoteForm): Specification[] =>
    specifications.filter((spec) => spec.form === form).map(({ form: _form, is_quantity: _quantity, ...spec }) => spec);
  const specIdsOf = (form: QuoteForm) => new Set(specifications.filter((spec) => spec.form === form).map((spec) => spec.id));
  const propertiesOf = (form: QuoteForm) => {
    const ids = specIdsOf(form);
    return properties.filter((property) => ids.has(property.pcb_specification_id));
  };

  return {
    pcb_types: types.map((type) => ({
      ...type,
      pcb_quantities: quantities
        .filter((row) => row.pcb_type_id === type.id)
        .map(({ quantity, decrease_price, show_list }) => ({ quantity, decrease_price, show_list })),
      pcb_area_prices: areaPrices
        .filter((row) => row.pcb_type_id === type.id)
        .map(({ area, price, increase_price, increase_area }) => ({ area, price, increase_price, increase_area })),
    })),
    specification_groups: groups,
    specifications: specsOf('fabrication'),
    specification_properties: propertiesOf('fabrication'),
    property_disables: disables,
    setup_width_fees: widthFees,
    setup_quantity_fees: quantityFees,
    panel_ways: panelWays,
    build_times: buildTimes,
    deadlines,
    assembly: {
      areas: assemblyAreas,
      specifications: specsOf('assembly'),
      properties: propertiesOf('assembly'),
      quantity_specification_id: specifications.find((spec) => spec.form === 'assembly' && spec.is_quantity)?.id ?? 0,
    },
    stencil: { sizes: stencilSizes, specifications: specsOf('stencil'), properties: propertiesOf('stencil') },
    quotes,
  };
}
