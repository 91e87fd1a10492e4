import { describe, expect, it } from 'vitest';
import { adminKind, validateAdminSearch } from './admin-search.ts';

describe('validateAdminSearch', () => {
  it('keeps the PCB tab, a known status, the trimmed search and a page from 2', () => {
    expect(validateAdminSearch({ kind: 'pcb', status: 'shipped', q: '  DH0001 ', page: '3' })).toEqual({ kind: 'pcb', status: 'shipped', q: 'DH0001', page: 3 });
  });

  it('drops the defaults and anything unknown', () => {
    expect(validateAdminSearch({ kind: 'shop', status: 'lost', q: '   ', page: '1' })).toEqual({});
    expect(validateAdminSearch({ page: 'x', q: ['a'] })).toEqual({});
  });

  it('reads a numeric search as text (the router parses ?q=123 to a number)', () => {
    expect(validateAdminSearch({ q: 123 })).toEqual({ q: '123' });
  });

  it('names the kind of the list', () => {
    expect(adminKind({})).toBe('shop');
    expect(adminKind({ kind: 'pcb' })).toBe('pcb');
  });
});
