import { describe, expect, test } from 'vitest';
import { DEMO_IDS, DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { DEFAULT_DELIVERY, newAssembly, newCustom, newFabrication, withQuantityOptions, withSavedDelivery } from './quote-state.ts';

const saved = { delivery_method: 3, payment_method: 2, payment_in_shop: 8 };

describe('the saved delivery choice', () => {
  test('fills a form whose panel holds no choice, keeping its address and delivery company', () => {
    const form = { ...newCustom(), delivery: { ...DEFAULT_DELIVERY, address: '1 Marina Way', transport_id: 2 } };
    expect(withSavedDelivery(form, saved).delivery).toEqual({ ...saved, address: '1 Marina Way', address_id: null, transport_id: 2, chosen: false });
  });

  test('leaves a form (a draft, or a change made before the answer came) that holds a choice as it is', () => {
    const form = { ...newFabrication(DEMO_PCB_CONFIG), delivery: { ...DEFAULT_DELIVERY, delivery_method: 1, chosen: true } };
    expect(withSavedDelivery(form, saved)).toBe(form);
  });

  test('a new form starts with the default methods and no choice', () => {
    expect(newFabrication(DEMO_PCB_CONFIG).delivery).toEqual({ delivery_method: 2, payment_method: 1, payment_in_shop: 2, address: '', address_id: null, transport_id: null, chosen: false });
  });
});

describe('the build time', () => {
  test('a new fabrication form chooses the first build time (spec §4 "first build time is default")', () => {
    expect(newFabrication(DEMO_PCB_CONFIG).buildTimeId).toBe(DEMO_PCB_CONFIG.build_times[0]!.id);
  });
});

describe('answers bound to the quantity', () => {
  const { qty1, qty10, qty200 } = DEMO_IDS.assembly;

  test('the assembly quantity answer follows the typed quantity; the −30 % needs 200 boards', () => {
    const fresh = withQuantityOptions(DEMO_PCB_CONFIG, newAssembly(DEMO_PCB_CONFIG));
    expect(fresh.propertyIds).toContain(qty1);
    const twenty = withQuantityOptions(DEMO_PCB_CONFIG, { ...fresh, quantity: '20', propertyIds: [...fresh.propertyIds.filter((id) => id !== qty1), qty200] });
    expect(twenty.propertyIds).toContain(qty10);
    expect(twenty.propertyIds).not.toContain(qty200);
    expect(withQuantityOptions(DEMO_PCB_CONFIG, { ...twenty, quantity: '250' }).propertyIds).toContain(qty200);
  });

  test('a form with nothing to move is returned as it is', () => {
    const form = withQuantityOptions(DEMO_PCB_CONFIG, newAssembly(DEMO_PCB_CONFIG));
    expect(withQuantityOptions(DEMO_PCB_CONFIG, form)).toBe(form);
    const fabrication = newFabrication(DEMO_PCB_CONFIG);
    expect(withQuantityOptions(DEMO_PCB_CONFIG, fabrication)).toBe(fabrication);
  });
});
