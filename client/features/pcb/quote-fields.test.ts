import { describe, expect, test } from 'vitest';
import { assemblyQuote } from '#shared/pcb/assembly-price.ts';
import { DEMO_IDS, DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { fabricationQuote } from '#shared/pcb/fabrication-price.ts';
import { stencilQuote } from '#shared/pcb/stencil-price.ts';
import type { QuoteChargeContext } from './delivery-charges.ts';
import { assemblyRequest, customRequest, deliveryFields, fabricationRequest, stencilRequest } from './quote-fields.ts';
import { quoteFormData } from './quote-outbox.ts';
import { newAssembly, newCustom, newFabrication, newStencil } from './quote-state.ts';

const config = DEMO_PCB_CONFIG;

const location = (level: number, payment: number) => ({ level, name: `L${level}`, payment, time_delivery: '1-2' });
const CONTEXT: QuoteChargeContext = {
  companies: [
    { id: 1, name: 'DHL', payment: 250_000, delivery_time: '3-5' },
    { id: 2, name: 'FedEx', payment: 420_000, delivery_time: '2-4' },
  ],
  addresses: [
    { id: 11, name: 'An', phone: '0912', text: '12 Đội Cấn, Hà Nội', country_iso: 'vn', locations: [location(1, 35_000), location(2, 20_000)] },
    { id: 12, name: 'An', phone: '0912', text: '5 Lê Lợi, TP HCM', country_iso: 'vn', locations: [location(1, 38_000)] },
  ],
  cod_payment: 15_000,
};

describe('fabrication form → pcb-instant fields', () => {
  test('defaults: 100 × 100 × 5 on the first type, prices from the shared functions', () => {
    const state = newFabrication(config);
    const { url, fields } = fabricationRequest(config, state);
    const quote = fabricationQuote(config, { pcb_type_id: 1, width: 100, height: 100, quantity: 5, property_ids: state.propertyIds, panel: { rows: 1, columns: 1 } });
    expect(url).toBe('/v1/pcb-quotes/pcb-instant');
    expect(fields).toMatchObject({
      kind: 'fabrication',
      pcb_type_id: '1',
      width: '100',
      height: '100',
      quantity: '5',
      panel_way: '1x1',
      pcb_unit_price: String(quote.pcb_unit_price),
      setup_fee: String(quote.setup_fee.total),
      setup_quantity: String(quote.setup_fee.quantity_fee),
      deadline: '1',
      delivery_method: '2',
      payment_method: '1',
    });
    expect(JSON.parse(fields.property_selected!)).toEqual(state.propertyIds);
    expect(fields.numeric_values).toBeUndefined();
    expect(fields.content).toBeUndefined();
  });

  test('URL values, a panel and a note: panel_way and numeric_values floored, price includes the panel way', () => {
    const base = newFabrication(config, { width: 80.5, height: 60, quantity: 150 });
    expect(base.otherQuantity).toBe('150');
    const panelize = 211;
    const state = {
      ...base,
      propertyIds: [...base.propertyIds.filter((id) => id !== 210), panelize],
      numeric: { '22': '2', '23': '0' },
      note: '  ENIG please ',
    };
    const { fields } = fabricationRequest(config, state);
    expect(fields.width).toBe('80.5');
    expect(fields.panel_way).toBe('2x1');
    expect(JSON.parse(fields.numeric_values!)).toEqual({ '22': 2, '23': 1 });
    const quote = fabricationQuote(config, { pcb_type_id: 1, width: 80.5, height: 60, quantity: 150, property_ids: state.propertyIds, panel: { rows: 2, columns: 1 } });
    expect(fields.pcb_unit_price).toBe(String(quote.pcb_unit_price));
    expect(fields.content).toBe('ENIG please');
  });

  test('pickup sends the shop payment, no address and no charges', () => {
    const home = { transport_id: null, address_id: null, chosen: true };
    expect(deliveryFields({ ...home, delivery_method: 1, payment_method: 3, payment_in_shop: 8, address: 'x' }, CONTEXT)).toEqual({ delivery_method: '1', payment_in_shop: '8' });
  });

  test('a Vietnamese delivery sends the chosen address and its delivery fee, and the COD fee when paid cash on delivery', () => {
    const home = { transport_id: null, chosen: true, payment_in_shop: 2, address: '' };
    // Nothing chosen: the default address (listed first).
    expect(deliveryFields({ ...home, delivery_method: 3, payment_method: 1, address_id: null }, CONTEXT)).toEqual({
      delivery_method: '3',
      payment_method: '1',
      address_id: '11',
      shipping_payment: '20000',
      cod_payment: '15000',
    });
    expect(deliveryFields({ ...home, delivery_method: 2, payment_method: 2, address_id: 12 }, CONTEXT)).toEqual({
      delivery_method: '2',
      payment_method: '2',
      address_id: '12',
      shipping_payment: '38000',
      cod_payment: '0',
    });
    // Without an address the fee cannot be priced: none is named and the server says please_select_address.
    expect(deliveryFields({ ...home, delivery_method: 2, payment_method: 2, address_id: null }, { ...CONTEXT, addresses: [] })).toEqual({
      delivery_method: '2',
      payment_method: '2',
      shipping_payment: '0',
      cod_payment: '0',
    });
  });

  test('abroad (a delivery company chosen) sends transport_id, its fee as shipping_payment, an abroad payment and the address, no Vietnamese delivery method', () => {
    const abroad = { delivery_method: 1, payment_in_shop: 8, address: ' 1 Marina Way ', address_id: null, chosen: true, transport_id: 2 };
    expect(deliveryFields({ ...abroad, payment_method: 5 }, CONTEXT)).toEqual({ transport_id: '2', shipping_payment: '420000', payment_method: '5', address: '1 Marina Way' });
    // Cash on delivery is not offered abroad: bank transfer goes instead, and no COD fee.
    expect(deliveryFields({ ...abroad, payment_method: 1, address: '' }, CONTEXT)).toEqual({ transport_id: '2', shipping_payment: '420000', payment_method: '2' });
  });
});

describe('assembly, stencil and custom fields', () => {
  test('assembly: pcb-assembly, no setup fields, the shared assembly price', () => {
    const a = DEMO_IDS.assembly;
    const state = { ...newAssembly(config), title: 'Bo điều khiển', propertyIds: [a.smdOnly, a.oneSide, a.under50, a.partsByCustomer, a.qty10, 551, 561] };
    const { url, fields } = assemblyRequest(config, state);
    expect(url).toBe('/v1/pcb-quotes/pcb-assembly');
    expect(fields.kind).toBe('assembly');
    expect(fields.title).toBe('Bo điều khiển');
    expect(fields.setup_fee).toBeUndefined();
    expect(fields.pcb_unit_price).toBe(String(assemblyQuote(config, { width: 100, height: 100, quantity: 5, property_ids: state.propertyIds }).unit_price));
    expect(fields.bom_id).toBeUndefined();
  });

  test('assembly started from a BOM saved in the account: its id goes as bom_id', () => {
    expect(assemblyRequest(config, { ...newAssembly(config), bomId: 42 }).fields.bom_id).toBe('42');
  });

  test('stencil: pcb_size only once chosen, quantity at least 1', () => {
    const none = stencilRequest(config, newStencil(config));
    expect(none.fields.pcb_size).toBeUndefined();
    expect(none.fields.pcb_unit_price).toBe('0');
    const state = { ...newStencil(config), sizeId: DEMO_IDS.stencil.size30x40, quantity: '' };
    const { fields } = stencilRequest(config, state);
    expect(fields).toMatchObject({ kind: 'stencil', pcb_size: '2', quantity: '1' });
    expect(fields.pcb_unit_price).toBe(String(stencilQuote(config, { size_id: 2, quantity: 1, property_ids: state.propertyIds }).unit_price));
  });

  test('custom: the quote kind and the description on pcb-instant', () => {
    const { url, fields } = customRequest({ ...newCustom(), quoteId: 2, note: 'Flex 2 lớp' });
    expect(url).toBe('/v1/pcb-quotes/pcb-instant');
    expect(fields).toMatchObject({ kind: 'custom', pcb_quote_id: '2', content: 'Flex 2 lớp' });
  });

  test('quoteFormData appends the fields and the file as file_design', async () => {
    const form = quoteFormData({ fields: { kind: 'stencil', quantity: '1' }, file: new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]), fileName: 'Board.ZIP' });
    expect(form.get('kind')).toBe('stencil');
    const file = form.get('file_design');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('Board.ZIP');
    expect(new Uint8Array(await (file as Blob).arrayBuffer())[0]).toBe(0x50);
  });
});
