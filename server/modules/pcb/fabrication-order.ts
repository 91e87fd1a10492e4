import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { buildTimeFor, deadlineFor } from '#shared/pcb/deadline.ts';
import { fabricationQuote, pcbTypeById } from '#shared/pcb/fabrication-price.ts';
import { parsePanelWay } from '#shared/pcb/panel.ts';
import { fabricationCatalog } from '#shared/pcb/property-selection.ts';
import { isOrderableQuantity, otherQuantityProblem } from '#shared/pcb/quantity-rules.ts';
import type { PcbInstantBody } from '#shared/pcb/schemas.ts';
import { sizeProblems } from '#shared/pcb/size-rules.ts';
import { fabricationSubmitProblem } from '#shared/pcb/submit-rules.ts';
import { AppError } from '../../errors.ts';
import type { PcbOrderDraft } from './order-draft.ts';
import { checkPrices, checkQuantityOptions, checkSelection, known, missingRequired, numericAnswers, propertySnapshot, rejected } from './quote-checks.ts';

/**
 * A fabrication quote checked with the shared rules and priced again with the shared functions
 * (spec §5, §9), in the order the form reports problems: type, area and quantity, size limits,
 * other quantity, selection, required answers, panel and build time, then the prices. The sent
 * `pcb_unit_price` and `setup_fee` must equal the recomputed ones.
 */
export function fabricationOrder(config: PcbConfig, body: PcbInstantBody): PcbOrderDraft {
  const type = known(config.pcb_types, body.pcb_type_id, 'pcb_type_id', 'unknown_pcb_type');
  const width = body.width ?? 0;
  const height = body.height ?? 0;
  const quantity = body.quantity ?? 0;
  const submit = fabricationSubmitProblem({ width, height, quantity });
  if (submit) throw rejected(submit, 'Choose the board size and the quantity', width > 0 && height > 0 ? 'quantity' : 'width');

  const sizes = sizeProblems(pcbTypeById(config, type.id), width, height);
  if (sizes.length > 0) {
    const texts = sizes.map((problem) => problem.message.replace('{n}', String(problem.n)));
    throw new AppError(422, 'pcb_max_size', texts.join('; '), Object.fromEntries(sizes.map((problem, i) => [problem.field, texts[i]!])));
  }
  if (!isOrderableQuantity(type.pcb_quantities, quantity)) {
    const problem = otherQuantityProblem(type.pcb_quantities, quantity);
    if (problem && 'max' in problem) {
      throw rejected('pcb_other_quantity_max', problem.message.replace('{max}', String(problem.max)), 'quantity');
    }
    throw rejected('pcb_other_quantity_require', 'An other quantity is a multiple of 50', 'quantity');
  }

  const catalog = fabricationCatalog(config, type.id);
  const ids = body.property_selected ?? [];
  checkSelection(catalog, ids);
  checkQuantityOptions(catalog, ids, quantity);
  const numeric = numericAnswers(catalog, 'fabrication', body.numeric_values);
  if (missingRequired(catalog, ids, numeric).length > 0) {
    throw rejected('please_select_require', 'Answer every required specification', 'property_selected');
  }
  const panel = body.panel_way === undefined ? { rows: 1, columns: 1 } : parsePanelWay(body.panel_way);
  if (!panel) throw rejected('invalid_panel_way', 'panel_way is "rows x columns", e.g. "2x3"', 'panel_way');
  const buildTime = body.deadline === undefined ? buildTimeFor(config.build_times) : known(config.build_times, body.deadline, 'deadline', 'unknown_build_time');

  const quote = fabricationQuote(config, { pcb_type_id: type.id, width, height, quantity, property_ids: ids, panel });
  checkPrices(
    { pcb_unit_price: body.pcb_unit_price, setup_fee: body.setup_fee },
    { pcb_unit_price: quote.pcb_unit_price, setup_fee: quote.setup_fee.total },
  );
  const buildPrice = buildTime?.price ?? 0;
  return {
    kind: 'fabrication',
    pcbTypeId: type.id,
    pcbQuoteId: null,
    stencilSizeId: null,
    title: null,
    propertySelected: [...ids],
    properties: propertySnapshot(catalog, ids),
    numericValues: Object.keys(numeric).length > 0 ? numeric : null,
    width,
    height,
    quantity,
    panelRows: panel.rows,
    panelColumns: panel.columns,
    pcbUnitPrice: quote.pcb_unit_price,
    setupFee: quote.setup_fee.total,
    setupQuantityFee: quote.setup_fee.quantity_fee,
    goodsTotal: quote.goods_total,
    buildTimeId: buildTime?.id ?? null,
    buildDays: buildTime?.times ?? null,
    buildPrice,
    deadlineDays: deadlineFor(config.deadlines, quote.area, quantity)?.times ?? null,
    total: quote.goods_total + quote.setup_fee.total + buildPrice,
    content: body.content ?? null,
    needsFile: true,
  };
}
