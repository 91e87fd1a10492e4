import type { PcbConfig, PcbQuantityRow, PcbType, SpecificationProperty } from './config-types.ts';
import { panelIncreasePercent } from './panel.ts';
import { areaRowFor, areaSteps, boardArea, firstRow, lastAtOrBelow, sumPercents } from './price-rows.ts';
import { fabricationCatalog, selectedProperties } from './property-selection.ts';

/**
 * The PCB fabrication price (spec §9), in whole VND.
 *
 *   area        = width × height / 1,000,000                      (m², sizes in mm)
 *   row         = the last area row with area ≤ area
 *   n           = full increase_area steps beyond row.area         (see `areaSteps`)
 *   area price  = row.price × (100 + n × row.increase_price) / 100
 *   with props  = area price × (100 + Σ selected increase_price) / 100
 *   discounted  = round(with props × (100 − quantity row's decrease_price) / 100)
 *   unit price  = discounted + round(discounted × panel way increase_price / 100)
 *   setup fee   = width row price + quantity fee row price + Σ selected setup_fee
 *   goods total = quantity × unit price
 *
 * Interpretations where the spec leaves a choice:
 * - Row `price` is VND per board at the row's area (not per m²): the steps are what make a
 *   larger board cost more within a row.
 * - Property percents are a percent of the area price (after the steps), added together (not
 *   compounded with each other); a negative percent makes the board cheaper.
 * - Rounding happens once, to whole đồng, half up, after the quantity discount (the spec's
 *   "reduced by decrease_price percent, rounded"); the three factors are multiplied as integers
 *   first, so integer percents give an exact result. The panel-way increase is then a rounded
 *   percent of that discounted price, added (the spec's order: "Panel-way increase added").
 * - Below the first area row the first row applies (the smallest board is the least a board
 *   costs). Below the first quantity row there is no discount. Below the first width row the
 *   first width row applies (a minimum setup); below the first quantity fee row that fee is 0.
 * - A unit price never goes below 0 whatever the percents.
 */

/** What the fabrication price depends on. */
export interface FabricationInput {
  pcb_type_id: number;
  /** Board width in mm. */
  width: number;
  /** Board height in mm. */
  height: number;
  quantity: number;
  /** Selected specification property ids. */
  property_ids: readonly number[];
  /** Panelization rows × columns; 1 × 1 (or absent) is no panel. */
  panel?: { rows: number; columns: number } | undefined;
}

/** The PCB type by id; undefined for an unknown one. */
export function pcbTypeById(config: PcbConfig, pcbTypeId: number): PcbType | undefined {
  return config.pcb_types.find((type) => type.id === pcbTypeId);
}

/**
 * The board price before percents: the area row's price plus increase_price % per full step
 * (spec §9). Not rounded; 0 for a type without area rows.
 */
export function areaPrice(type: Pick<PcbType, 'pcb_area_prices'>, areaM2: number): number {
  const row = areaRowFor(type.pcb_area_prices, areaM2);
  if (!row) return 0;
  return (row.price * (100 + areaSteps(row, areaM2) * row.increase_price)) / 100;
}

/** The quantity row that discounts `quantity` boards (last at or below); undefined below the first. */
export function quantityRowFor(rows: readonly PcbQuantityRow[], quantity: number): PcbQuantityRow | undefined {
  return lastAtOrBelow(rows, (row) => row.quantity, quantity);
}

/** The summed increase_price percents of the selected properties. */
export function propertyPercent(properties: readonly Pick<SpecificationProperty, 'increase_price'>[]): number {
  return sumPercents(properties.map((property) => property.increase_price));
}

/**
 * The unit price before the panel-way increase, rounded (spec §9 up to "rounded"). Done as one
 * integer product so integer percents give exact halves for the rounding.
 */
export function discountedUnitPrice(
  type: Pick<PcbType, 'pcb_area_prices' | 'pcb_quantities'>,
  areaM2: number,
  quantity: number,
  percentFromProperties: number,
): number {
  const row = areaRowFor(type.pcb_area_prices, areaM2);
  if (!row) return 0;
  const stepPercent = areaSteps(row, areaM2) * row.increase_price;
  const discount = quantityRowFor(type.pcb_quantities, quantity)?.decrease_price ?? 0;
  const factors = [100 + stepPercent, 100 + percentFromProperties, 100 - discount].map((f) => Math.max(0, f));
  const product = factors.reduce((acc, factor) => acc * factor, row.price);
  return Math.round(product / 1_000_000);
}

/** Adds a percent of a whole-VND price, rounded (the panel-way increase of spec §9). */
export function addPercent(price: number, percent: number): number {
  return Math.max(0, price + Math.round((price * percent) / 100));
}

/**
 * The PCB unit price in VND (`pcb_unit_price`, spec §9). 0 for an unknown type.
 *
 * @example pcbUnitPrice(DEMO_PCB_CONFIG, {pcb_type_id: 1, width: 100, height: 100, quantity: 5, property_ids: []}) === 25_000
 */
export function pcbUnitPrice(config: PcbConfig, input: FabricationInput): number {
  const type = pcbTypeById(config, input.pcb_type_id);
  if (!type) return 0;
  const properties = selectedProperties(fabricationCatalog(config, type.id), input.property_ids);
  const discounted = discountedUnitPrice(type, boardArea(input.width, input.height), input.quantity, propertyPercent(properties));
  const panel = input.panel ?? { rows: 1, columns: 1 };
  return addPercent(discounted, panelIncreasePercent(config.panel_ways, panel.rows, panel.columns));
}

/** The setup fee's parts (spec §9) and their sum. */
export interface SetupFee {
  /** The width row's price (last row whose pcb_width ≤ the larger side). */
  width_fee: number;
  /** The quantity fee row's price (last row whose pcb_quantity ≤ quantity), 0 below the first. */
  quantity_fee: number;
  /** Σ setup_fee of the selected properties. */
  property_fees: number;
  total: number;
}

/** The width-row part of the setup fee; below the first row the first row's price. */
export function setupWidthFee(config: Pick<PcbConfig, 'setup_width_fees'>, width: number, height: number): number {
  const side = Math.max(width, height);
  const key = (row: { pcb_width: number }) => row.pcb_width;
  const row = lastAtOrBelow(config.setup_width_fees, key, side) ?? firstRow(config.setup_width_fees, key);
  return row?.price ?? 0;
}

/** The quantity part of the setup fee; 0 below the first row. */
export function setupQuantityFee(config: Pick<PcbConfig, 'setup_quantity_fees'>, quantity: number): number {
  return lastAtOrBelow(config.setup_quantity_fees, (row) => row.pcb_quantity, quantity)?.price ?? 0;
}

/** The setup fee in VND (`setup_fee`, spec §9), with its parts. */
export function pcbSetupFee(config: PcbConfig, input: FabricationInput): SetupFee {
  const catalog = fabricationCatalog(config, input.pcb_type_id);
  const width_fee = setupWidthFee(config, input.width, input.height);
  const quantity_fee = setupQuantityFee(config, input.quantity);
  const property_fees = selectedProperties(catalog, input.property_ids).reduce((sum, p) => sum + p.setup_fee, 0);
  return { width_fee, quantity_fee, property_fees, total: width_fee + quantity_fee + property_fees };
}

/** Goods total = quantity × unit price (spec §9). */
export function goodsTotal(quantity: number, unitPrice: number): number {
  return quantity * unitPrice;
}

/** One line of the per-quantity price list. */
export interface QuantityPrice {
  quantity: number;
  unit_price: number;
  goods_total: number;
}

/**
 * The per-quantity price list of the price panel: every `show_list` quantity of the type, in
 * ascending order, priced with the rest of the input unchanged.
 */
export function pcbPriceList(config: PcbConfig, input: FabricationInput): QuantityPrice[] {
  const type = pcbTypeById(config, input.pcb_type_id);
  if (!type) return [];
  return type.pcb_quantities
    .filter((row) => row.show_list)
    .map((row) => row.quantity)
    .sort((a, b) => a - b)
    .map((quantity) => {
      const unit_price = pcbUnitPrice(config, { ...input, quantity });
      return { quantity, unit_price, goods_total: goodsTotal(quantity, unit_price) };
    });
}

/** The whole fabrication quote the price panel shows and the server checks. */
export interface FabricationQuote {
  area: number;
  pcb_unit_price: number;
  goods_total: number;
  setup_fee: SetupFee;
}

/** Unit price, goods total and setup fee together. */
export function fabricationQuote(config: PcbConfig, input: FabricationInput): FabricationQuote {
  const pcb_unit_price = pcbUnitPrice(config, input);
  return {
    area: boardArea(input.width, input.height),
    pcb_unit_price,
    goods_total: goodsTotal(input.quantity, pcb_unit_price),
    setup_fee: pcbSetupFee(config, input),
  };
}
