import type { PcbConfig, StencilSize } from './config-types.ts';
import { sumPercents } from './price-rows.ts';
import { selectedProperties, stencilCatalog } from './property-selection.ts';

/**
 * The SMD stencil price (spec §9 "stencil price from size price plus property percents"), in
 * whole VND per stencil:
 *
 *   unit price  = round(size.price × (100 + Σ selected increase_price) / 100)
 *   goods total = quantity × unit price
 *
 * Interpretations: percents are summed, not compounded; one rounding to whole đồng, half up;
 * never below 0. No size chosen (the dropdown's 'Select size') prices at 0 and is refused on
 * submit (spec §5 "Stencil submit needs a chosen size").
 */

/** What the stencil price depends on. */
export interface StencilInput {
  /** The chosen size id (`pcb_size`), or null for 'Select size'. */
  size_id: number | null;
  quantity: number;
  property_ids: readonly number[];
}

/** The stencil size by id; undefined for none or an unknown one. */
export function stencilSizeById(config: PcbConfig, sizeId: number | null): StencilSize | undefined {
  return sizeId === null ? undefined : config.stencil.sizes.find((size) => size.id === sizeId);
}

/** The stencil unit price in VND; 0 without a known size. */
export function stencilUnitPrice(config: PcbConfig, input: StencilInput): number {
  const size = stencilSizeById(config, input.size_id);
  if (!size) return 0;
  const percent = sumPercents(selectedProperties(stencilCatalog(config), input.property_ids).map((p) => p.increase_price));
  return Math.round((size.price * Math.max(0, 100 + percent)) / 100);
}

/** The stencil unit price and goods total. */
export function stencilQuote(config: PcbConfig, input: StencilInput): { unit_price: number; goods_total: number } {
  const unit_price = stencilUnitPrice(config, input);
  return { unit_price, goods_total: input.quantity * unit_price };
}
