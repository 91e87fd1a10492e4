import type { PcbOrderKind, PcbOrderProperty } from '#shared/pcb/schemas.ts';

/** Everything a PCB order row holds apart from the user, the file and the timestamps. */
export interface PcbOrderDraft {
  kind: PcbOrderKind;
  pcbTypeId: number | null;
  pcbQuoteId: number | null;
  stencilSizeId: number | null;
  title: string | null;
  propertySelected: number[];
  properties: PcbOrderProperty[];
  numericValues: Record<string, number> | null;
  width: number | null;
  height: number | null;
  quantity: number;
  panelRows: number;
  panelColumns: number;
  pcbUnitPrice: number;
  setupFee: number;
  setupQuantityFee: number;
  goodsTotal: number;
  buildTimeId: number | null;
  buildDays: number | null;
  buildPrice: number;
  deadlineDays: number | null;
  total: number;
  content: string | null;
  /** The sender's saved BOM an assembly quote refers to (ownership checked by createPcbOrder). */
  savedBomId?: number | null;
  /** True for the forms the shop makes from the file (all but the custom quote). */
  needsFile: boolean;
}

/** The delivery and payment fields as a request sends them (spec §7). */
export interface DeliveryChoice {
  delivery_method?: number | undefined;
  payment_method?: number | undefined;
  payment_in_shop?: number | undefined;
  address?: string | undefined;
  address_id?: number | undefined;
  cod_payment?: number | undefined;
  shipping_payment?: number | undefined;
  transport_id?: number | undefined;
}
