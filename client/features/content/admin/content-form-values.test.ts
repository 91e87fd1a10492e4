import { describe, expect, it } from 'vitest';
import { orderOf, withFieldValue } from './content-form-values.ts';

describe('orderOf', () => {
  it('reads blank as 0 and a whole number as itself', () => {
    expect(orderOf('')).toBe(0);
    expect(orderOf('  ')).toBe(0);
    expect(orderOf(' 12 ')).toBe(12);
  });

  it('gives -1, which the rule refuses, for anything else', () => {
    expect(orderOf('1.5')).toBe(-1);
    expect(orderOf('abc')).toBe(-1);
  });
});

describe('withFieldValue', () => {
  const fields = { name: 'Cũ', slug: 'cu', position: '1' };

  it("makes a new row's address follow its name", () => {
    expect(withFieldValue(fields, 'name', 'Chính sách đổi trả', false)).toEqual({ name: 'Chính sách đổi trả', slug: 'chinh-sach-doi-tra', position: '1' });
  });

  it('leaves an address staff edited alone, and other fields never touch it', () => {
    expect(withFieldValue(fields, 'name', 'Mới', true)).toEqual({ name: 'Mới', slug: 'cu', position: '1' });
    expect(withFieldValue(fields, 'position', '3', false)).toEqual({ name: 'Cũ', slug: 'cu', position: '3' });
  });
});
