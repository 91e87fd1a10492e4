import { describe, expect, test } from 'vitest';
import { districtDeliveryTerms, provinceDeliveryTerms, provinceRegion, wardDeliveryTerms } from './delivery-terms.ts';

describe('delivery terms from the shop in Hà Nội', () => {
  test('regions follow the official province code ranges', () => {
    expect(provinceRegion('01')).toBe('hanoi');
    expect(provinceRegion('02')).toBe('north');
    expect(provinceRegion('37')).toBe('north');
    expect(provinceRegion('38')).toBe('central');
    expect(provinceRegion('68')).toBe('central');
    expect(provinceRegion('70')).toBe('south');
    expect(provinceRegion('96')).toBe('south');
  });

  test('each province carries its region fee and days', () => {
    expect(provinceDeliveryTerms('01')).toEqual({ payment: 20_000, timeDelivery: '1-2' });
    expect(provinceDeliveryTerms('31')).toEqual({ payment: 30_000, timeDelivery: '2-3' });
    expect(provinceDeliveryTerms('48')).toEqual({ payment: 35_000, timeDelivery: '3-4' });
    expect(provinceDeliveryTerms('79')).toEqual({ payment: 38_000, timeDelivery: '3-5' });
  });

  test('an urban district costs what its province costs; a rural one adds 5,000 đ and a day', () => {
    expect(districtDeliveryTerms('01', { code: '001', type: 'Quận' })).toEqual({ payment: 20_000, timeDelivery: '1-2' });
    expect(districtDeliveryTerms('01', { code: '250', type: 'Huyện' })).toEqual({ payment: 25_000, timeDelivery: '1-3' });
  });

  test('island districts add 20,000 đ and two days on top of the rural surcharge', () => {
    expect(districtDeliveryTerms('77', { code: '755', type: 'Huyện' })).toEqual({ payment: 63_000, timeDelivery: '5-8' });
    expect(districtDeliveryTerms('91', { code: '911', type: 'Thành phố' })).toEqual({ payment: 58_000, timeDelivery: '5-7' });
  });

  test('a commune adds 5,000 đ to its district; a ward never costs less than its district', () => {
    const district = { code: '250', type: 'Huyện' };
    expect(wardDeliveryTerms('01', district, { type: 'Xã' })).toEqual({ payment: 30_000, timeDelivery: '1-3' });
    expect(wardDeliveryTerms('01', district, { type: 'Thị trấn' })).toEqual({ payment: 25_000, timeDelivery: '1-3' });
    for (const type of ['Phường', 'Thị trấn', 'Xã']) {
      expect(wardDeliveryTerms('79', { code: '760', type: 'Quận' }, { type }).payment).toBeGreaterThanOrEqual(
        districtDeliveryTerms('79', { code: '760', type: 'Quận' }).payment,
      );
    }
  });
});
