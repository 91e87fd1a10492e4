import { describe, expect, test } from 'vitest';
import { backLinkFieldErrors, popupFieldErrors, popupValuesOf } from './popup-admin-schemas.ts';

const popup = { title: 'Giảm 10%', content: 'Đến hết tháng.', url: '/pcb', active: '1', starts_at: '2026-12-01T08:00', ends_at: '2026-12-31T23:59' };

describe('popupFieldErrors and backLinkFieldErrors (the staff popup and back link forms)', () => {
  test('dates are shop time (UTC+7); the end must come after the start; both may be blank', () => {
    expect(popupFieldErrors(popup)).toEqual({});
    expect(popupValuesOf(popup)).toMatchObject({ startsAt: new Date('2026-12-01T01:00:00Z'), endsAt: new Date('2026-12-31T16:59:00Z'), active: true, titleEn: null });
    expect(popupFieldErrors({ ...popup, ends_at: '2026-12-01T08:00' })).toEqual({ ends_at: 'popup_ends_before_start' });
    expect(popupFieldErrors({ ...popup, starts_at: '', ends_at: '' })).toEqual({});
    expect(popupFieldErrors({ ...popup, starts_at: 'mai' })).toEqual({ starts_at: 'field_invalid' });
  });

  test('words are required, links are shop pages or web addresses', () => {
    expect(popupFieldErrors({ ...popup, title: ' ', content: '', url: 'javascript:alert(1)' })).toEqual({ title: 'field_required', content: 'field_required', url: 'field_invalid' });
    expect(backLinkFieldErrors({ name: 'Diễn đàn', url: 'https://example.vn', sort: 0 })).toEqual({});
    expect(backLinkFieldErrors({ name: '', url: '', sort: -1 })).toEqual({ name: 'field_required', url: 'field_required', sort: 'field_invalid' });
  });
});
