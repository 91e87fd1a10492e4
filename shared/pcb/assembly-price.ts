import type { AssemblyConfig, PcbConfig } from './config-types.ts';
import { areaRowFor, areaSteps, boardArea, sumPercents } from './price-rows.ts';
import { assemblyCatalog, selectedProperties } from './property-selection.ts';

/**
 * The PCB assembly price (spec §9 "Assembly price subtracts a quantity-property percent"), in
 * whole VND per assembled board.
 *
 *   area        = width × height / 1,000,000
 *   row         = the last assembly area row with area ≤ area (the first row below it)
 *   n           = full increase_area steps beyond row.area, as for fabrication
 *   unit price  = round(row.price × (100 + n × row.increase_price) / 100
 *                       × (100 + Σ other selected increase_price − quantity property's increase_price) / 100)
 *   goods total = quantity × unit price
 *
 * Interpretations where the spec leaves a choice:
 * - The "quantity property" is the selected property of the specification named by
 *   `quantity_specification_id` (e.g. "10–49 bo"); its increase_price is a discount and is
 *   subtracted. Every other selected property's percent is added, as for fabrication.
 * - Percents are summed (not compounded) and applied to the stepped area price; one rounding to
 *   whole đồng, half up, at the end; never below 0.
 * - Assembly has no setup fee (spec §7: "no setup fields").
 */

/** What the assembly price depends on. */
export interface AssemblyInput {
  width: number;
  height: number;
  quantity: number;
  property_ids: readonly number[];
}

/** The assembly price's parts. */
export interface AssemblyQuote {
  area: number;
  /** Σ increase_price of the selected properties outside the quantity specification. */
  added_percent: number;
  /** The quantity property's increase_price, subtracted (0 when none is selected). */
  quantity_percent: number;
  unit_price: number;
  goods_total: number;
}

/** The percent the selected quantity property takes off (0 when none of it is selected). */
export function assemblyQuantityPercent(assembly: AssemblyConfig, propertyIds: readonly number[]): number {
  const property = assembly.properties.find(
    (p) => propertyIds.includes(p.id) && p.pcb_specification_id === assembly.quantity_specification_id,
  );
  return property?.increase_price ?? 0;
}

/** The assembly unit price, goods total and the percents behind them. */
export function assemblyQuote(config: PcbConfig, input: AssemblyInput): AssemblyQuote {
  const assembly = config.assembly;
  const area = boardArea(input.width, input.height);
  const properties = selectedProperties(assemblyCatalog(config), input.property_ids);
  const added_percent = sumPercents(
    properties.filter((p) => p.pcb_specification_id !== assembly.quantity_specification_id).map((p) => p.increase_price),
  );
  const quantity_percent = assemblyQuantityPercent(assembly, input.property_ids);
  const row = areaRowFor(assembly.areas, area);
  let unit_price = 0;
  if (row) {
    const stepFactor = Math.max(0, 100 + areaSteps(row, area) * row.increase_price);
    const percentFactor = Math.max(0, 100 + added_percent - quantity_percent);
    unit_price = Math.round((row.price * stepFactor * percentFactor) / 10_000);
  }
  return { area, added_percent, quantity_percent, unit_price, goods_total: input.quantity * unit_price };
}

/** The assembly unit price in VND (the `pcb_unit_price` of an assembly quote). */
export function assemblyUnitPrice(config: PcbConfig, input: AssemblyInput): number {
  return assemblyQuote(config, input).unit_price;
}
