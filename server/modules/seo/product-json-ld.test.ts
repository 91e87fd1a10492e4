import { describe, expect, test } from 'vitest';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { productHead } from './page-head.ts';
import { productJsonLd } from './product-json-ld.ts';

const PRODUCT: ProductDetail = {
  id: 7,
  slug: 'ne555dr-c7593',
  name: 'NE555DR Timer SOIC-8',
  name_en: null,
  image_id: 11,
  price: 4200,
  unit: 'Cái',
  inventory: 120,
  multiples: 5,
  step: 5,
  supplier_name: 'Texas Instruments',
  product_tag_name: null,
  subject_id: 30,
  sku: 'C7593',
  mpn: 'NE555DR',
  package: 'SOIC-8',
  description: 'Timer   SOIC-8  ROHS',
  supplier_slug: 'texas-instruments',
  datasheet_url: null,
  supplier_id: 3,
  images: [11, 900],
  reel: null,
  prices: [
    { quantity: 5, price: 4200 },
    { quantity: 50, price: 3600 },
    { quantity: 500, price: 3100 },
  ],
  attributes: [{ group_id: 1, group: 'Kiểu chân', group_en: 'Package', value_id: 5, value: 'SOIC-8', value_en: 'SOIC-8' }],
  categories: [
    { id: 1, parent_id: null, level: 1, slug: 'ic', name: 'Mạch tích hợp', name_en: 'Integrated circuits', image_id: null, number_product: 9 },
    { id: 30, parent_id: 1, level: 2, slug: 'timers', name: 'IC định thời', name_en: 'Timers', image_id: null, number_product: 3 },
  ],
};

const URL = 'https://shop.example/products/ne555dr-c7593';

describe('productJsonLd', () => {
  test('describes the product with identifiers, brand, images, category and attributes', () => {
    const data = productJsonLd(PRODUCT, { locale: 'vi', origin: 'https://shop.example', url: URL });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'NE555DR Timer SOIC-8',
      sku: 'C7593',
      mpn: 'NE555DR',
      url: URL,
      brand: { '@type': 'Brand', name: 'Texas Instruments' },
      image: ['https://shop.example/upload/large/11.jpg', 'https://shop.example/upload/large/900.jpg'],
      description: 'Timer SOIC-8 ROHS',
      category: 'Mạch tích hợp > IC định thời',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Kiểu chân', value: 'SOIC-8' }],
    });
    expect(productJsonLd(PRODUCT, { locale: 'en', origin: 'https://shop.example', url: URL })).toMatchObject({
      category: 'Integrated circuits > Timers',
      additionalProperty: [{ name: 'Package', value: 'SOIC-8' }],
    });
  });

  test("names the product in the visitor's language: the English name on the English storefront, else the Vietnamese one", () => {
    const named = { ...PRODUCT, name: 'NE555DR IC định thời SOIC-8', name_en: 'NE555DR Timer IC SOIC-8' };
    expect(productJsonLd(named, { locale: 'en', origin: 'https://shop.example', url: URL }).name).toBe('NE555DR Timer IC SOIC-8');
    expect(productJsonLd(named, { locale: 'vi', origin: 'https://shop.example', url: URL }).name).toBe('NE555DR IC định thời SOIC-8');
    expect(productJsonLd({ ...named, name_en: '  ' }, { locale: 'en', origin: 'https://shop.example', url: URL }).name).toBe('NE555DR IC định thời SOIC-8');
  });

  test("the product page's head (title, og:title, JSON-LD) names the product in the visitor's language", () => {
    const named = { ...PRODUCT, name: 'NE555DR IC định thời SOIC-8', name_en: 'NE555DR Timer IC SOIC-8' };
    const english = productHead(named, 'en', 'https://shop.example', URL);
    expect(english.title).toBe('NE555DR Timer IC SOIC-8 — Linh Kiện Việt');
    expect(english.jsonLd).toMatchObject({ name: 'NE555DR Timer IC SOIC-8' });
    expect(productHead(named, 'vi', 'https://shop.example', URL).title).toBe('NE555DR IC định thời SOIC-8 — Linh Kiện Việt');
    expect(productHead({ ...named, name_en: null }, 'en', 'https://shop.example', URL).title).toBe('NE555DR IC định thời SOIC-8 — Linh Kiện Việt');
  });

  test('offers span the volume breaks in VND, each break an offer from its quantity', () => {
    const { offers } = productJsonLd(PRODUCT, { locale: 'vi', origin: 'https://shop.example', url: URL }) as { offers: Record<string, unknown> };
    expect(offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'VND',
      lowPrice: 3100,
      highPrice: 4200,
      offerCount: 3,
      availability: 'https://schema.org/InStock',
      url: URL,
    });
    expect(offers.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: 4200, priceCurrency: 'VND', eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 5, unitText: 'Cái' } }),
      expect.objectContaining({ price: 3600, eligibleQuantity: expect.objectContaining({ minValue: 50 }) }),
      expect.objectContaining({ price: 3100, eligibleQuantity: expect.objectContaining({ minValue: 500 }) }),
    ]);
  });

  test('out of stock parts say so; missing brand, images and description are left out', () => {
    const bare = { ...PRODUCT, inventory: 0, supplier_name: null, images: [], description: null, prices: [], attributes: [], categories: [] };
    const data = productJsonLd(bare, { locale: 'vi', origin: 'https://shop.example', url: URL });
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('category');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', lowPrice: 4200, highPrice: 4200, offerCount: 1 });
  });
});
