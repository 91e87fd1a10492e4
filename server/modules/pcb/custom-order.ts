import type { PcbConfig } from '#shared/pcb/config-types.ts';
import type { PcbInstantBody } from '#shared/pcb/schemas.ts';
import type { PcbOrderDraft } from './order-draft.ts';
import { known, rejected } from './quote-checks.ts';

/**
 * The fourth quote flow (spec §1 "a fourth quote flow (not shown in detail)"; §3 Quote): a kind
 * of board the shop quotes by hand, a description and optionally a file. Nothing is priced, so
 * no price fields are read; the shop answers with a price later.
 */
export function customOrder(config: PcbConfig, body: PcbInstantBody): PcbOrderDraft {
  const quote = known(config.quotes, body.pcb_quote_id, 'pcb_quote_id', 'unknown_pcb_quote');
  const content = body.content?.trim() ?? '';
  if (content === '') throw rejected('content_required', 'Describe the boards you need', 'content');
  return {
    kind: 'custom',
    pcbTypeId: null,
    pcbQuoteId: quote.id,
    stencilSizeId: null,
    title: null,
    propertySelected: [],
    properties: [],
    numericValues: null,
    width: body.width ?? null,
    height: body.height ?? null,
    quantity: body.quantity && body.quantity > 0 ? body.quantity : 1,
    panelRows: 1,
    panelColumns: 1,
    pcbUnitPrice: 0,
    setupFee: 0,
    setupQuantityFee: 0,
    goodsTotal: 0,
    buildTimeId: null,
    buildDays: null,
    buildPrice: 0,
    deadlineDays: null,
    total: 0,
    content,
    needsFile: false,
  };
}
