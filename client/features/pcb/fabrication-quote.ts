import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { buildTimeFor, deadlineFor } from '#shared/pcb/deadline.ts';
import { fabricationQuote, pcbPriceList, pcbTypeById, type FabricationInput, type FabricationQuote, type QuantityPrice } from '#shared/pcb/fabrication-price.ts';
import { EDGE_RAIL_MIN_MM, formatPanelWay } from '#shared/pcb/panel.ts';
import { fabricationCatalog, specificationControl, type PropertyCatalog } from '#shared/pcb/property-selection.ts';
import { answerByShortName, numericAnswers } from './numeric-answers.ts';
import { typedNumber, type FabricationState } from './quote-state.ts';

/**
 * Everything the fabrication price panel and request need, computed once from the form with the
 * shared pricing (the server recomputes with the same functions and must agree, spec §9).
 *
 * Interpretation: panel rows and columns are the numeric answers with the short names
 * `panel_rows` and `panel_columns`, the edge rail width `edge_rail_width` (the seeded names);
 * unanswered, the board is not panelized and has no rails.
 */
export interface FabricationFigures {
  catalog: PropertyCatalog;
  input: FabricationInput;
  numeric: Record<string, number>;
  panel: { rows: number; columns: number };
  panelWay: string;
  /** Rail width in mm (≥ 4), or null without rails. */
  rail: number | null;
  quote: FabricationQuote;
  priceList: QuantityPrice[];
  buildTimeId: number | null;
  buildPrice: number;
  deadlineDays: number | null;
  /** Goods total + setup fee + build time price. */
  total: number;
}

export function fabricationFigures(config: PcbConfig, state: FabricationState): FabricationFigures {
  const catalog = fabricationCatalog(config, state.pcbTypeId);
  const numeric = numericAnswers(catalog, state.propertyIds, state.numeric, (spec) => specificationControl(spec, 'fabrication') === 'number');
  const rows = answerByShortName(catalog, numeric, 'panel_rows') ?? 1;
  const columns = answerByShortName(catalog, numeric, 'panel_columns') ?? 1;
  const railAnswer = answerByShortName(catalog, numeric, 'edge_rail_width');
  const panel = { rows, columns };
  const input: FabricationInput = {
    pcb_type_id: state.pcbTypeId,
    width: typedNumber(state.width),
    height: typedNumber(state.height),
    quantity: state.quantity,
    property_ids: state.propertyIds,
    panel,
  };
  const quote = fabricationQuote(config, input);
  const buildTime = buildTimeFor(config.build_times, state.buildTimeId);
  const buildPrice = buildTime?.price ?? 0;
  return {
    catalog,
    input,
    numeric,
    panel,
    panelWay: formatPanelWay(rows, columns),
    rail: railAnswer === null ? null : Math.max(EDGE_RAIL_MIN_MM, railAnswer),
    quote,
    priceList: pcbTypeById(config, state.pcbTypeId) ? pcbPriceList(config, input) : [],
    buildTimeId: buildTime?.id ?? null,
    buildPrice,
    deadlineDays: deadlineFor(config.deadlines, quote.area, state.quantity)?.times ?? null,
    total: quote.goods_total + quote.setup_fee.total + buildPrice,
  };
}
