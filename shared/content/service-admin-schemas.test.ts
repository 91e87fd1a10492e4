import { describe, expect, test } from 'vitest';
import { serviceFieldErrors, type ServiceWrite } from './service-admin-schemas.ts';

const service: ServiceWrite = { slug: 'han-lai-bga', name: 'Hàn lại chip BGA', name_en: '', summary: '', summary_en: '', body: '<p>x</p>', body_en: '', call_to_action: 'contact', position: 0, published: true };

describe('serviceFieldErrors (the staff service form, page and server)', () => {
  test('a name and an address are enough; English may stay blank', () => {
    expect(serviceFieldErrors(service)).toEqual({});
  });

  test('blank name, an address with capitals or accents, an order out of range', () => {
    expect(serviceFieldErrors({ ...service, name: '  ', slug: 'Hàn-BGA', position: 10_000 })).toEqual({ name: 'field_required', slug: 'slug_invalid', position: 'field_invalid' });
    expect(serviceFieldErrors({ ...service, slug: ' ' })).toEqual({ slug: 'field_required' });
    expect(serviceFieldErrors({ ...service, name: 'x'.repeat(201), summary: 'y'.repeat(1001) })).toEqual({ name: 'field_too_long', summary: 'field_too_long' });
  });
});
