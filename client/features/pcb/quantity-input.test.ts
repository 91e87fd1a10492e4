import { describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { digitsOnly, readOtherQuantity } from './quantity-input.ts';

const rows = DEMO_PCB_CONFIG.pcb_types[0]!.pcb_quantities;

describe('other quantity box', () => {
  test('keeps digits only', () => {
    expect(digitsOnly('1 5a0')).toBe('150');
    expect(digitsOnly('-3.5')).toBe('35');
    expect(digitsOnly('')).toBe('');
  });

  test('an accepted multiple of 50 up to the largest listed quantity is priced', () => {
    expect(readOtherQuantity(rows, '150')).toEqual({ quantity: 150, problem: null });
    expect(readOtherQuantity(rows, '1000')).toEqual({ quantity: 1000, problem: null });
  });

  test('above the largest listed quantity: the max message with 1000', () => {
    expect(readOtherQuantity(rows, '1050')).toEqual({ quantity: null, problem: { message: 'Nhập số lượng nhỏ hơn {max}', max: 1000 } });
  });

  test('not a multiple of 50, or zero: pcb_other_quantity_require', () => {
    expect(readOtherQuantity(rows, '120').problem).toEqual({ message: 'pcb_other_quantity_require' });
    expect(readOtherQuantity(rows, '0').problem).toEqual({ message: 'pcb_other_quantity_require' });
  });

  test('an empty box is no error and prices nothing new', () => {
    expect(readOtherQuantity(rows, '')).toEqual({ quantity: null, problem: null });
    expect(readOtherQuantity(rows, 'abc')).toEqual({ quantity: null, problem: null });
  });
});
