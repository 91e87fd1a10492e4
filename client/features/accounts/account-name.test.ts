import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME_MAX, accountInitial, shortAccountName } from './account-name.ts';

describe('shortAccountName', () => {
  it('keeps names of up to 20 characters whole', () => {
    expect(shortAccountName('Nguyễn Văn An')).toBe('Nguyễn Văn An');
    const twenty = 'Trần Thị Minh Nguyệt';
    expect([...twenty]).toHaveLength(20);
    expect(shortAccountName(twenty)).toBe(twenty);
  });

  it('cuts longer names to their first 20 characters and marks the cut with an ellipsis', () => {
    expect(shortAccountName('Công ty TNHH Linh Kiện Điện Tử Việt')).toBe('Công ty TNHH Linh Ki…');
    expect(shortAccountName('a'.repeat(21))).toBe(`${'a'.repeat(20)}…`);
  });

  it('drops the space before the ellipsis when the cut falls after a word', () => {
    // The 20th character is the space after "Nguyễn Hoàng Phương".
    expect(shortAccountName('Nguyễn Hoàng Phương Anh')).toBe('Nguyễn Hoàng Phương…');
  });

  it('counts an accented letter written with combining marks as one character', () => {
    const decomposed = 'Nguyễn Thị Ánh Tuyết Hồng'.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(25);
    expect(shortAccountName(decomposed)).toBe('Nguyễn Thị Ánh Tuyết…');
  });

  it('never splits an emoji', () => {
    const name = `${'x'.repeat(19)}👩‍💻 dev`;
    expect(shortAccountName(name)).toBe(`${'x'.repeat(19)}👩‍💻…`);
  });

  it('collapses runs of whitespace', () => {
    expect(shortAccountName('  Lê   Văn\tTám  ')).toBe('Lê Văn Tám');
  });

  it('falls back to the local part of the e-mail, cut the same way', () => {
    expect(shortAccountName('   ', 'an.nguyen@example.com')).toBe('an.nguyen');
    expect(shortAccountName('', `${'b'.repeat(30)}@example.com`)).toBe(`${'b'.repeat(ACCOUNT_NAME_MAX)}…`);
    expect(shortAccountName('', null)).toBe('');
  });

  it('never shows more than 20 characters plus the ellipsis', () => {
    for (let length = 0; length < 40; length += 1) {
      const shown = [...shortAccountName('ă'.repeat(length))];
      expect(shown.length).toBeLessThanOrEqual(ACCOUNT_NAME_MAX + 1);
      expect(shown.at(-1) === '…').toBe(length > ACCOUNT_NAME_MAX);
    }
  });
});

describe('accountInitial', () => {
  it('takes the given name, which Vietnamese names put last', () => {
    expect(accountInitial('Nguyễn Văn An')).toBe('A');
    expect(accountInitial('lê thị ánh')).toBe('Á');
    expect(accountInitial('Đặng đức')).toBe('Đ');
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(accountInitial('', 'zoe@example.com')).toBe('Z');
    expect(accountInitial('  ', null)).toBe('?');
  });
});
