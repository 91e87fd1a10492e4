import { assemblyQuote } from '#shared/pcb/assembly-price.ts';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { assemblyCatalog, stencilCatalog } from '#shared/pcb/property-selection.ts';
import type { PcbAssemblyBody } from '#shared/pcb/schemas.ts';
import { stencilQuote } from '#shared/pcb/stencil-price.ts';
import { assemblySubmitProblem, stencilSubmitProblem } from '#shared/pcb/submit-rules.ts';
import type { PcbOrderDraft } from './order-draft.ts';
import { checkPrices, checkQuantityOptions, checkSelection, known, missingRequired, numericAnswers, propertySnapshot, rejected } from './quote-checks.ts';

/** Fields an assembly or stencil order does not use. */
const NO_FABRICATION = {
  pcbTypeId: null,
  pcbQuoteId: null,
  panelRows: 1,
  panelColumns: 1,
  setupFee: 0,
  setupQuantityFee: 0,
  buildTimeId: null,
  buildDays: null,
  buildPrice: 0,
  deadlineDays: null,
  needsFile: true,
} as const;

/**
 * An assembly quote (spec §5 "all required specifications not empty or 0 (please_select_require)
 * plus area and quantity"; §9 assembly price). No setup fee (spec §7 "no setup fields").
 */
export function assemblyOrder(config: PcbConfig, body: PcbAssemblyBody): PcbOrderDraft {
  const catalog = assemblyCatalog(config);
  const ids = body.property_selected ?? [];
  checkSelection(catalog, ids);
  const numeric = numericAnswers(catalog, 'assembly', body.numeric_values);
  const width = body.width ?? 0;
  const height = body.height ?? 0;
  const quantity = body.quantity ?? 0;
  const missing = missingRequired(catalog, ids, numeric);
  const submit = assemblySubmitProblem({ width, height, quantity, missingRequired: missing });
  if (submit === 'please_select_require') {
    throw rejected(submit, `Answer the required specifications: ${missing.map((spec) => spec.name).join(', ')}`, 'property_selected');
  }
  if (submit) throw rejected(submit, 'Choose the board size and the quantity', width > 0 && height > 0 ? 'quantity' : 'width');
  checkQuantityOptions(catalog, ids, quantity);

  const quote = assemblyQuote(config, { width, height, quantity, property_ids: ids });
  checkPrices({ pcb_unit_price: body.pcb_unit_price }, { pcb_unit_price: quote.unit_price });
  return {
    ...NO_FABRICATION,
    kind: 'assembly',
    stencilSizeId: null,
    title: body.title ?? null,
    propertySelected: [...ids],
    properties: propertySnapshot(catalog, ids),
    numericValues: Object.keys(numeric).length > 0 ? numeric : null,
    width,
    height,
    quantity,
    pcbUnitPrice: quote.unit_price,
    goodsTotal: quote.goods_total,
    total: quote.goods_total,
    content: body.content ?? null,
    savedBomId: body.bom_id ?? null,
  };
}

/**
 * A stencil quote (spec §5 "Stencil submit needs a chosen size", `pcb_size`; §9 stencil price).
 * The quantity defaults to one stencil.
 */
export function stencilOrder(config: PcbConfig, body: PcbAssemblyBody): PcbOrderDraft {
  const problem = stencilSubmitProblem(body.pcb_size ?? null);
  if (problem) throw rejected(problem, 'Choose the stencil size', 'pcb_size');
  const size = known(config.stencil.sizes, body.pcb_size, 'pcb_size', 'unknown_stencil_size');
  const catalog = stencilCatalog(config);
  const ids = body.property_selected ?? [];
  checkSelection(catalog, ids);
  const numeric = numericAnswers(catalog, 'stencil', body.numeric_values);
  if (missingRequired(catalog, ids, numeric).length > 0) {
    throw rejected('please_select_require', 'Answer every required specification', 'property_selected');
  }
  const quantity = body.quantity && body.quantity > 0 ? body.quantity : 1;
  checkQuantityOptions(catalog, ids, quantity);
  const quote = stencilQuote(config, { size_id: size.id, quantity, property_ids: ids });
  checkPrices({ pcb_unit_price: body.pcb_unit_price }, { pcb_unit_price: quote.unit_price });
  return {
    ...NO_FABRICATION,
    kind: 'stencil',
    stencilSizeId: size.id,
    title: body.title ?? null,
    propertySelected: [...ids],
    properties: propertySnapshot(catalog, ids),
    numericValues: Object.keys(numeric).length > 0 ? numeric : null,
    width: body.width ?? null,
    height: body.height ?? null,
    quantity,
    pcbUnitPrice: quote.unit_price,
    goodsTotal: quote.goods_total,
    total: quote.goods_total,
    content: body.content ?? null,
  };
}
