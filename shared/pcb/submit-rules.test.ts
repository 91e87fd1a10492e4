import { describe, expect, test } from 'vitest';
import { DEMO_IDS, DEMO_PCB_CONFIG as CONFIG } from './demo-config.ts';
import { assemblyCatalog, defaultSelection, selectedProperties } from './property-selection.ts';
import {
  assemblySubmitProblem,
  deliveryCompanyProblem,
  fabricationSubmitProblem,
  missingRequiredSpecifications,
  quotesFromAbroad,
  stencilSubmitProblem,
} from './submit-rules.ts';

describe('fabrication submit', () => {
  test('needs a quantity and a nonzero area', () => {
    expect(fabricationSubmitProblem({ width: 100, height: 100, quantity: 5 })).toBeNull();
    expect(fabricationSubmitProblem({ width: 0, height: 100, quantity: 5 })).toBe('please_select_area_and_quantity');
    expect(fabricationSubmitProblem({ width: 100, height: 100, quantity: 0 })).toBe('please_select_area_and_quantity');
    expect(fabricationSubmitProblem({ width: 100, height: Number.NaN, quantity: 5 })).toBe('please_select_area_and_quantity');
  });
});

describe('assembly submit', () => {
  const catalog = assemblyCatalog(CONFIG);
  const A = DEMO_IDS.assembly;

  test('the opening form misses every required question', () => {
    const missing = missingRequiredSpecifications(catalog.specifications, selectedProperties(catalog, defaultSelection(catalog)), {});
    expect(missing.map((spec) => spec.id)).toEqual([51, 52, 53, 54, 55]);
    expect(assemblySubmitProblem({ width: 100, height: 100, quantity: 5, missingRequired: missing })).toBe('please_select_require');
  });

  test('all answered: then area and quantity are checked', () => {
    const ids = [A.smdOnly, A.oneSide, A.under50, A.partsByCustomer, A.qty1];
    const missing = missingRequiredSpecifications(catalog.specifications, selectedProperties(catalog, ids), {});
    expect(missing).toEqual([]);
    expect(assemblySubmitProblem({ width: 100, height: 100, quantity: 5, missingRequired: missing })).toBeNull();
    expect(assemblySubmitProblem({ width: 100, height: 100, quantity: 0, missingRequired: missing })).toBe('please_select_area_and_quantity');
  });

  test('a required numeric answer must not be empty or 0', () => {
    const spec = { ...catalog.specifications[0]!, id: 70, input_type: 4 };
    expect(missingRequiredSpecifications([spec], [], { 70: 0 })).toEqual([spec]);
    expect(missingRequiredSpecifications([spec], [], { 70: null })).toEqual([spec]);
    expect(missingRequiredSpecifications([spec], [], { 70: 12 })).toEqual([]);
  });
});

describe('stencil submit', () => {
  test('needs a chosen size', () => {
    expect(stencilSubmitProblem(null)).toBe('please_select_size');
    expect(stencilSubmitProblem(2)).toBeNull();
  });
});

describe('delivery company (spec §5 please_select_delivery)', () => {
  const companyIds = [1, 2, 3];

  test('a known country other than Vietnam is abroad; Vietnam or no country is not', () => {
    expect(quotesFromAbroad('sg')).toBe(true);
    expect(quotesFromAbroad('US')).toBe(true);
    expect(quotesFromAbroad('vn')).toBe(false);
    expect(quotesFromAbroad('VN')).toBe(false);
    expect(quotesFromAbroad(null)).toBe(false);
    expect(quotesFromAbroad('')).toBe(false);
  });

  test('from abroad a company must be chosen, and it must be an offered one', () => {
    expect(deliveryCompanyProblem({ countryIso: 'sg', transportId: null, companyIds })).toBe('please_select_delivery');
    expect(deliveryCompanyProblem({ countryIso: 'sg', transportId: undefined, companyIds })).toBe('please_select_delivery');
    expect(deliveryCompanyProblem({ countryIso: 'sg', transportId: 9, companyIds })).toBe('please_select_delivery');
    expect(deliveryCompanyProblem({ countryIso: 'sg', transportId: 2, companyIds })).toBeNull();
  });

  test('from Vietnam no company is needed, but one that is sent must exist', () => {
    expect(deliveryCompanyProblem({ countryIso: 'vn', transportId: null, companyIds })).toBeNull();
    expect(deliveryCompanyProblem({ countryIso: null, transportId: null, companyIds })).toBeNull();
    expect(deliveryCompanyProblem({ countryIso: 'vn', transportId: 3, companyIds })).toBeNull();
    expect(deliveryCompanyProblem({ countryIso: 'vn', transportId: 42, companyIds })).toBe('please_select_delivery');
  });
});
