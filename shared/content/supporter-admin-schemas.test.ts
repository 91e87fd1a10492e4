import { describe, expect, test } from 'vitest';
import { normalizedSupporter, supportGroupFieldErrors, supporterFieldErrors, type SupporterWrite } from './supporter-admin-schemas.ts';

const supporter: SupporterWrite = { group_id: 1, name: 'Chị Lan — kinh doanh', yahoo: '0903123456', skype: null, msn: null, email: null, mobile: null, active: true, sort: 0 };

describe('supporterFieldErrors', () => {
  test('a name and one channel are enough', () => {
    expect(supporterFieldErrors(supporter)).toEqual({});
    expect(supporterFieldErrors({ ...supporter, yahoo: null, email: 'lan@linhkien.vn', mobile: '0903 123 456', msn: 'linhkien.vn', skype: 'live:lan_1' })).toEqual({});
  });

  test('no channel at all is said beside every channel; blanks count as none', () => {
    expect(supporterFieldErrors({ ...supporter, name: '  ', yahoo: '   ' })).toEqual({
      name: 'field_required',
      yahoo: 'supporter_channel_required',
      msn: 'supporter_channel_required',
      skype: 'supporter_channel_required',
      email: 'supporter_channel_required',
      mobile: 'supporter_channel_required',
    });
  });

  test('a wrong e-mail, phone or id has its key', () => {
    expect(supporterFieldErrors({ ...supporter, email: 'lan@', mobile: '12', skype: 'a b', msn: '<x>' })).toEqual({ email: 'email_invalid', mobile: 'phone_invalid', skype: 'field_invalid', msn: 'field_invalid' });
  });

  test('normalizedSupporter trims and keeps blanks out', () => {
    expect(normalizedSupporter({ ...supporter, name: ' Lan ', email: ' Lan@LinhKien.vn ', skype: ' ' })).toMatchObject({ name: 'Lan', email: 'lan@linhkien.vn', skype: null });
  });
});

describe('supportGroupFieldErrors', () => {
  test('a Vietnamese name is needed and the order is a whole number of 0–9999 (the page and the server say so beside the field)', () => {
    expect(supportGroupFieldErrors({ name: 'Tư vấn kỹ thuật', name_en: '', sort: 0 })).toEqual({});
    expect(supportGroupFieldErrors({ name: '  ', name_en: 'Tech', sort: 9999 })).toEqual({ name: 'field_required' });
    expect(supportGroupFieldErrors({ name: 'Kỹ thuật', name_en: '', sort: -1 })).toEqual({ sort: 'field_invalid' });
    expect(supportGroupFieldErrors({ name: 'Kỹ thuật', name_en: '', sort: 10_000 })).toEqual({ sort: 'field_invalid' });
  });
});
