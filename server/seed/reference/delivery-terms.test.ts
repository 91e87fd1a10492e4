import { describe, expect, test } from 'vitest';
import { FOOTER_INFORMATIONS, SHOP_ADDRESSES } from '../shop-content.ts';
import { pricedProvinceCodes, provinceDeliveryTerms, provinceTier, wardDeliveryTerms } from './delivery-terms.ts';
import { loadVnDivisions2025 } from './vn-divisions-file.ts';

const { provinces } = loadVnDivisions2025();
const days = (timeDelivery: string) => timeDelivery.split('-').map(Number) as [number, number];
const provinceNamed = (name: string) => provinces.find((province) => province.name === name)!;

describe('delivery terms per province of the 2025 map', () => {
  test('every one of the 34 provinces has terms, and no other code does', () => {
    expect(pricedProvinceCodes().sort()).toEqual(provinces.map((province) => province.code).sort());
    for (const province of provinces) {
      const terms = provinceDeliveryTerms(province.code);
      expect(terms.payment, province.name).toBeGreaterThan(0);
      expect(terms.timeDelivery, province.name).toMatch(/^\d-\d$/);
    }
    expect(() => provinceDeliveryTerms('02')).toThrow('no delivery terms for province 02');
  });

  test("the shop's own cities, where the home page promises same-day delivery, are the cheapest and ship the same or the next day", () => {
    const promise = FOOTER_INFORMATIONS.flatMap((information) => information.pages).find((page) => page.slug === 'gioi-thieu')!;
    expect(promise.content).toContain('giao hàng nhanh trong ngày tại TP. Hồ Chí Minh và Hà Nội');
    // Each store's city is the last part of its address ('…, TP. Hồ Chí Minh', '…, Hà Nội').
    const storeCities = SHOP_ADDRESSES.map((store) => store.address.split(', ').at(-1)!.replace(/^TP\. /, ''));
    expect(storeCities).toEqual(['Hồ Chí Minh', 'Hà Nội']);
    const cheapest = Math.min(...provinces.map((province) => provinceDeliveryTerms(province.code).payment));
    for (const city of storeCities) {
      const province = provinces.find((candidate) => candidate.name === `Thành phố ${city}`)!;
      expect(provinceDeliveryTerms(province.code)).toEqual({ payment: 15_000, timeDelivery: '0-1' });
      expect(provinceDeliveryTerms(province.code).payment).toBe(cheapest);
    }
  });

  test('a neighbouring province costs less and arrives sooner than a far one', () => {
    const near = provinces.filter((province) => provinceTier(province.code) === 'near').map((province) => provinceDeliveryTerms(province.code));
    const far = provinces.filter((province) => provinceTier(province.code) === 'far').map((province) => provinceDeliveryTerms(province.code));
    expect(near.length).toBeGreaterThan(0);
    expect(far.length).toBeGreaterThan(0);
    for (const a of near) {
      for (const b of far) {
        expect(a.payment).toBeLessThan(b.payment);
        expect(days(a.timeDelivery)[1]).toBeLessThan(days(b.timeDelivery)[1]);
      }
    }
    expect(provinceDeliveryTerms(provinceNamed('Tỉnh Đồng Nai').code)).toEqual({ payment: 22_000, timeDelivery: '1-2' });
    expect(provinceDeliveryTerms(provinceNamed('Tỉnh Bắc Ninh').code)).toEqual({ payment: 22_000, timeDelivery: '1-2' });
    expect(provinceDeliveryTerms(provinceNamed('Thành phố Đà Nẵng').code)).toEqual({ payment: 32_000, timeDelivery: '3-4' });
  });

  test('a ward costs what its province costs; a special zone (island) adds 20,000 đ and two days', () => {
    const anGiang = provinceNamed('Tỉnh An Giang');
    const phuQuoc = anGiang.wards.find((ward) => ward.name === 'Đặc khu Phú Quốc')!;
    const town = anGiang.wards.find((ward) => ward.type === 'Phường')!;
    expect(wardDeliveryTerms(anGiang.code, town)).toEqual(provinceDeliveryTerms(anGiang.code));
    expect(wardDeliveryTerms(anGiang.code, phuQuoc)).toEqual({ payment: 47_000, timeDelivery: '4-5' });
  });
});
