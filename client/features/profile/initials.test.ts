import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first and last words, uppercased', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('  bình  ')).toBe('B');
    expect(initialsOf('')).toBe('?');
  });
});
