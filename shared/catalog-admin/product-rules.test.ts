import { describe, expect, it } from 'vitest';
import { emptyProductForm, priceBreaksError, productFieldErrors, type ProductFormFields } from './product-rules.ts';

function form(overrides: Partial<ProductFormFields> = {}): ProductFormFields {
  return {
    ...emptyProductForm(),
    name: 'Điện trở 10kΩ 0603',
    mpn: 'RC0603FR-0710KL',
    sku: 'C25804',
    category_id: 3,
    prices: [{ quantity: 1, price: 200 }, { quantity: 100, price: 100 }],
    ...overrides,
  };
}

describe('productFieldErrors', () => {
  it('accepts a complete form', () => {
    expect(productFieldErrors(form())).toEqual({});
  });

  it('names every missing required field with field_required', () => {
    expect(productFieldErrors(form({ name: '  ', mpn: '', sku: '', unit: '', category_id: null }))).toEqual({
      name: 'field_required',
      mpn: 'field_required',
      sku: 'field_required',
      unit: 'field_required',
      category_id: 'field_required',
    });
  });

  it('refuses too long texts, a SKU with spaces, a non-http datasheet and quantities below 1', () => {
    expect(productFieldErrors(form({ name: 'x'.repeat(256), sku: 'C 1', datasheet_url: 'javascript:alert(1)', multiples: 0, step: 1.5, inventory: -1 }))).toEqual({
      name: 'field_too_long',
      sku: 'field_invalid',
      datasheet_url: 'datasheet_url_invalid',
      multiples: 'field_invalid',
      step: 'field_invalid',
      inventory: 'field_invalid',
    });
  });

  it('takes an https datasheet link and an empty one', () => {
    expect(productFieldErrors(form({ datasheet_url: 'https://example.com/a.pdf' }))).toEqual({});
    expect(productFieldErrors(form({ datasheet_url: '' }))).toEqual({});
  });
});

describe('priceBreaksError', () => {
  it('needs at least one break with a price', () => {
    expect(priceBreaksError([])).toBe('price_breaks_required');
    expect(priceBreaksError([{ quantity: 1, price: 0 }])).toBe('field_invalid');
  });

  it('refuses a quantity listed twice, in any order', () => {
    expect(priceBreaksError([{ quantity: 10, price: 90 }, { quantity: 1, price: 100 }, { quantity: 10, price: 80 }])).toBe('price_break_quantity_repeated');
  });

  it('refuses a larger quantity that costs more per unit', () => {
    expect(priceBreaksError([{ quantity: 100, price: 120 }, { quantity: 1, price: 100 }])).toBe('price_break_not_descending');
    expect(priceBreaksError([{ quantity: 100, price: 100 }, { quantity: 1, price: 100 }])).toBeUndefined();
  });
});
