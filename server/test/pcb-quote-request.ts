import { DEMO_IDS, DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { fabricationQuote, type FabricationInput } from '#shared/pcb/fabrication-price.ts';
import { defaultSelection, fabricationCatalog } from '#shared/pcb/property-selection.ts';
import { multipart } from './multipart.ts';

/**
 * A PCB fabrication quote request as the page sends it (multipart, priced with the shared
 * functions, collected at the shop), with `design` as its design file: for tests that post a
 * quote through inject or over real HTTP to `POST /v1/pcb-quotes/pcb-instant`.
 */
export function pcbQuoteRequest(design: { name: string; bytes: Buffer }): { payload: Buffer; contentType: string } {
  const input: FabricationInput = {
    pcb_type_id: DEMO_IDS.types.fr4,
    width: 100,
    height: 80,
    quantity: 10,
    property_ids: defaultSelection(fabricationCatalog(DEMO_PCB_CONFIG, DEMO_IDS.types.fr4)),
  };
  const quote = fabricationQuote(DEMO_PCB_CONFIG, input);
  const fields: Record<string, string> = {
    pcb_type_id: String(input.pcb_type_id),
    width: String(input.width),
    height: String(input.height),
    quantity: String(input.quantity),
    property_selected: JSON.stringify(input.property_ids),
    panel_way: '1x1',
    pcb_unit_price: String(quote.pcb_unit_price),
    setup_fee: String(quote.setup_fee.total),
    setup_quantity: String(quote.setup_fee.quantity_fee),
    delivery_method: '1',
    payment_in_shop: '2',
    content: 'Several-instance run',
  };
  return multipart(fields, [{ field: 'file_design', name: design.name, type: 'application/octet-stream', bytes: design.bytes }]);
}
