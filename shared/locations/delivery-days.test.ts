import { describe, expect, test } from 'vitest';
import { parseDeliveryDays } from './delivery-days.ts';

describe('parseDeliveryDays', () => {
  test("'min-max' days, 0 being the day of the order; a single number is both", () => {
    expect(parseDeliveryDays('0-1')).toEqual({ min: 0, max: 1 });
    expect(parseDeliveryDays('3-4')).toEqual({ min: 3, max: 4 });
    expect(parseDeliveryDays(' 2 ')).toEqual({ min: 2, max: 2 });
  });

  test('anything else is null', () => {
    expect(parseDeliveryDays('')).toBeNull();
    expect(parseDeliveryDays('2-1')).toBeNull();
    expect(parseDeliveryDays('1-2 days')).toBeNull();
  });
});
