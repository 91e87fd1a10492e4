import { describe, expect, test } from 'vitest';
import { cancelNeedsRefundConfirmation, canMarkRefunded, canRetryRefund, customerRefundState, formatRefundAmount, refundMethodOnCancel } from './refund.ts';

describe('refunds of cancelled orders', () => {
  test('an unpaid order is cancelled without a refund or a confirmation', () => {
    expect(refundMethodOnCancel({ paid: false, gatewayRefundable: true })).toBeNull();
    expect(cancelNeedsRefundConfirmation({ paid: false })).toBe(false);
  });

  test('a paid order needs the confirmation; the gateway refunds where it can, else a refund is due', () => {
    expect(cancelNeedsRefundConfirmation({ paid: true })).toBe(true);
    expect(refundMethodOnCancel({ paid: true, gatewayRefundable: true })).toBe('gateway');
    expect(refundMethodOnCancel({ paid: true, gatewayRefundable: false })).toBe('manual');
  });

  test('the customer sees in progress until the money is back, whatever failed inside', () => {
    expect(customerRefundState('pending')).toBe('in_progress');
    expect(customerRefundState('failed')).toBe('in_progress');
    expect(customerRefundState('due')).toBe('in_progress');
    expect(customerRefundState('refunded')).toBe('refunded');
  });

  test('staff retry a failed gateway refund, or record any unfinished refund as paid back by hand', () => {
    expect(canRetryRefund({ method: 'gateway', status: 'failed' })).toBe(true);
    expect(canRetryRefund({ method: 'gateway', status: 'refunded' })).toBe(false);
    expect(canRetryRefund({ method: 'manual', status: 'due' })).toBe(false);
    expect(canMarkRefunded({ status: 'due' })).toBe(true);
    expect(canMarkRefunded({ status: 'failed' })).toBe(true);
    expect(canMarkRefunded({ status: 'refunded' })).toBe(false);
    expect(canMarkRefunded({ status: 'pending' })).toBe(false);
  });
});

describe('formatRefundAmount', () => {
  test('đồng as the storefront writes them, PayPal cents as dollars', () => {
    expect(formatRefundAmount(1_250_000, 'VND')).toBe('1.250.000 đ');
    expect(formatRefundAmount(4_808, 'USD')).toBe('$48.08');
  });
});
