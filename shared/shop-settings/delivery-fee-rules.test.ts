import { describe, expect, test } from 'vitest';
import { DELIVERY_FEE_MAX, deliveryFeeError } from './delivery-fee-rules.ts';

describe('delivery fee per province', () => {
  test('whole hundreds of dong from free to the maximum', () => {
    expect(deliveryFeeError(0)).toBeUndefined();
    expect(deliveryFeeError('41.000')).toBeUndefined();
    expect(deliveryFeeError(DELIVERY_FEE_MAX)).toBeUndefined();
  });

  test('anything else names its problem', () => {
    expect(deliveryFeeError('')).toBe('field_required');
    expect(deliveryFeeError('abc')).toBe('field_invalid');
    expect(deliveryFeeError(-100)).toBe('field_too_small');
    expect(deliveryFeeError(DELIVERY_FEE_MAX + 100)).toBe('field_too_large');
    expect(deliveryFeeError(15_050)).toBe('fee_not_hundreds');
  });
});
