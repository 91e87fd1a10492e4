import { describe, expect, it } from 'vitest';
import { productFieldErrors } from '#shared/catalog-admin/product-rules.ts';
import { bodyOf, draftOf, typedNumber } from './product-draft.ts';

describe('typedNumber', () => {
  it('reads whole numbers, with Vietnamese thousands dots', () => {
    expect(typedNumber('1200')).toBe(1200);
    expect(typedNumber(' 12.500 ')).toBe(12_500);
  });

  it('is not a number for decimals, letters or nothing', () => {
    for (const text of ['1.5', '12a', '', 'abc']) expect(typedNumber(text), text).toBeNaN();
  });
});

describe('bodyOf', () => {
  it('turns bad typing into field errors of the shared rule instead of a silent 0', () => {
    const draft = { ...draftOf(null), name: 'Tụ 100nF', mpn: 'CL10B104KB8NNNC', sku: 'C1591', category_id: '4', inventory: 'nhiều', prices: [{ quantity: '10', price: '1,5' }] };
    expect(productFieldErrors(bodyOf(draft))).toEqual({ inventory: 'field_invalid', prices: 'field_invalid' });
  });

  it('drops empty price rows and keeps the rest', () => {
    const body = bodyOf({ ...draftOf(null), prices: [{ quantity: '1', price: '500' }, { quantity: '', price: '' }] });
    expect(body.prices).toEqual([{ quantity: 1, price: 500 }]);
  });
});
