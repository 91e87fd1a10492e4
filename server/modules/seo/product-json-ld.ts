import type { ProductDetail } from '#shared/catalog/schemas.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { localizedName } from '#shared/pcb/localized-name.ts';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** Absolute URL of an image rendition (spec §2: /upload/{size}/{imageId}.jpg). */
export function imageUrl(origin: string, imageId: number, size: 'medium' | 'large' = 'large'): string {
  return `${origin}/upload/${size}/${imageId}.jpg`;
}

/** Collapses the runs of spaces the catalogue texts carry. */
export function tidyText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * schema.org `Product` structured data for a product page, in the visitor's language
 * where the data has one (the product's and categories' names). Prices are the shop's integer VND (the currency the shop
 * sells in; USD on the English storefront is only a view): an `AggregateOffer` spans the volume
 * breaks, each break an `Offer` valid from its quantity.
 */
export function productJsonLd(product: ProductDetail, options: { locale: Locale; origin: string; url: string }): Record<string, unknown> {
  const availability = product.inventory > 0 ? IN_STOCK : OUT_OF_STOCK;
  const breaks = product.prices.length > 0 ? product.prices : [{ quantity: product.multiples, price: product.price }];
  const prices = breaks.map((b) => b.price);
  const description = tidyText(product.description);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localizedName(product, options.locale),
    sku: product.sku,
    mpn: product.mpn,
    url: options.url,
  };
  if (product.supplier_name) data.brand = { '@type': 'Brand', name: product.supplier_name };
  if (product.images.length > 0) data.image = product.images.map((id) => imageUrl(options.origin, id));
  if (description) data.description = description;
  if (product.categories.length > 0) {
    data.category = product.categories.map((c) => (options.locale === 'en' ? c.name_en : c.name)).join(' > ');
  }
  const properties = product.attributes.map((a) => ({
    '@type': 'PropertyValue',
    name: options.locale === 'en' ? a.group_en : a.group,
    value: options.locale === 'en' ? a.value_en : a.value,
  }));
  if (properties.length > 0) data.additionalProperty = properties;
  data.offers = {
    '@type': 'AggregateOffer',
    url: options.url,
    priceCurrency: 'VND',
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: breaks.length,
    availability,
    offers: breaks.map((b) => ({
      '@type': 'Offer',
      price: b.price,
      priceCurrency: 'VND',
      availability,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: b.quantity, unitText: product.unit },
    })),
  };
  return data;
}
