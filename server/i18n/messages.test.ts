import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/i18n/locale.ts';
import { CATALOGUES, message, placeholdersIn } from './messages.ts';

describe('the server message catalogue', () => {
  const keys = Object.keys(CATALOGUES.vi).sort();

  it('has every key in both languages, and no key in one only', () => {
    for (const locale of LOCALES) expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(keys);
    expect(keys.length).toBeGreaterThan(20);
  });

  it('has a written text for every key in every language, with the same placeholders', () => {
    for (const key of keys) {
      const vi = CATALOGUES.vi[key as keyof typeof CATALOGUES.vi];
      const en = CATALOGUES.en[key as keyof typeof CATALOGUES.en];
      expect(vi.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholdersIn(en).sort(), key).toEqual(placeholdersIn(vi).sort());
    }
  });

  it('fills placeholders once, leaving braces inside a value as written', () => {
    expect(message('vi', 'order_refunded_title', { code: 'DH000123', amount: '{code}' })).toBe('Đơn hàng DH000123: đã hoàn tiền {code}');
    expect(message('en', 'order_status_mail_intro', { code: 'P000007', status: 'Shipped' })).toBe('Your order P000007 is now: Shipped.');
    expect(message('en', 'see_order')).toBe('See your order');
  });
});
