import type { ProductDetail } from '#shared/catalog/schemas.ts';
import type { FixedHead } from '#shared/http/page-declaration.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatVnd } from '#shared/money/format.ts';
import { localizedName } from '#shared/pcb/localized-name.ts';
import { productJsonLd, tidyText } from './product-json-ld.ts';
import type { PageHead } from './shell-renderer.ts';

/** The shop's name as the app's manifest spells it; page titles read "{page} — {shop}". */
export const SITE_NAME = 'Linh Kiện Việt';
/** Search engines show about this many characters of a description (as usePageMeta trims it). */
const DESCRIPTION_LENGTH = 160;

function withSite(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

/** Cuts a description to the length search results show, at a word boundary, with an ellipsis. */
export function clipDescription(text: string): string {
  const tidy = tidyText(text);
  if (tidy.length <= DESCRIPTION_LENGTH) return tidy;
  const cut = tidy.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** Whole numbers grouped the way each storefront writes them: 1.234 (vi), 1,234 (en). */
export function formatCount(value: number, locale: Locale): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'vi' ? '.' : ',');
}

function page(title: string, description: string, canonical: string | null, extra: Partial<PageHead> = {}): PageHead {
  return { title, description: clipDescription(description), canonical, robots: null, jsonLd: null, ...extra };
}

export function homeHead(locale: Locale, url: string): PageHead {
  return locale === 'en' ?
      page(
        `${SITE_NAME} — Electronic components & instant PCB quotes`,
        'Genuine electronic components with volume prices and fast delivery in Vietnam, plus instant quotes for PCB fabrication, assembly and SMD stencils.',
        url,
      )
    : page(
        `${SITE_NAME} — Linh kiện điện tử & báo giá mạch in PCB`,
        'Linh kiện điện tử chính hãng, giá theo số lượng, giao nhanh trong ngày; báo giá gia công mạch in PCB, lắp ráp và stencil SMD tức thì.',
        url,
      );
}

/** A category as its page head needs it. */
export interface CategoryHeadRecord {
  name: string;
  name_en: string;
  number_product: number;
  /** Names of its first subcategories, for the description. */
  children: Array<{ name: string; name_en: string }> | null;
}

export function categoryHead(category: CategoryHeadRecord, locale: Locale, url: string): PageHead {
  const count = formatCount(category.number_product, locale);
  const children = (category.children ?? []).map((child) => (locale === 'en' ? child.name_en : child.name)).join(', ');
  if (locale === 'en') {
    const more = children ? ` Includes ${children}.` : '';
    return page(withSite(category.name_en), `${category.name_en}: ${count} products with specifications, stock and prices; filter by parameters and manufacturer.${more}`, url);
  }
  const more = children ? ` Gồm ${children}.` : '';
  return page(withSite(category.name), `${category.name}: ${count} sản phẩm với thông số, tồn kho và giá, lọc theo thông số kỹ thuật và hãng sản xuất.${more}`, url);
}

function productDescription(product: ProductDetail, locale: Locale): string {
  const maker = product.supplier_name;
  const packageName = product.package && product.package !== '-' ? product.package : null;
  const details = tidyText(product.description);
  if (locale === 'en') {
    const stock = product.inventory > 0 ? `${formatCount(product.inventory, locale)} in stock` : 'out of stock';
    const head = [product.mpn, maker ? `by ${maker}` : null, packageName ? `(${packageName})` : null].filter(Boolean).join(' ');
    return `${head}: ${stock}, volume prices and datasheet. ${details}`;
  }
  const stock = product.inventory > 0 ? `còn ${formatCount(product.inventory, locale)}` : 'hết hàng';
  const head = [product.mpn, maker ? `của ${maker}` : null, packageName ? `(${packageName})` : null].filter(Boolean).join(' ');
  return `${head}: giá từ ${formatVnd(Math.min(product.price, ...product.prices.map((b) => b.price)))}, ${stock}, giá theo số lượng và datasheet. ${details}`;
}

export function productHead(product: ProductDetail, locale: Locale, origin: string, url: string): PageHead {
  return page(withSite(localizedName(product, locale)), productDescription(product, locale), url, { jsonLd: productJsonLd(product, { locale, origin, url }) });
}

/** A brand as its page head needs it. */
export interface BrandHeadRecord {
  name: string;
  products: number;
}

export function brandHead(brand: BrandHeadRecord, locale: Locale, url: string): PageHead {
  const count = formatCount(brand.products, locale);
  return locale === 'en' ?
      page(withSite(`${brand.name} — genuine components`), `${count} products by ${brand.name}: specifications, stock and prices, with parametric filters.`, url)
    : page(withSite(`${brand.name} — linh kiện chính hãng`), `${count} sản phẩm của ${brand.name}: thông số, tồn kho và giá, lọc theo thông số kỹ thuật.`, url);
}

export function brandIndexHead(brands: number, locale: Locale, url: string): PageHead {
  const count = formatCount(brands, locale);
  return locale === 'en' ?
      page(withSite('Electronic component brands'), `${count} electronic component brands from A to Z: products, stock and prices by manufacturer.`, url)
    : page(withSite('Thương hiệu linh kiện điện tử'), `${count} thương hiệu linh kiện điện tử từ A đến Z: xem sản phẩm, tồn kho và giá theo từng hãng sản xuất.`, url);
}

/** Search results: shown to visitors, kept out of search engines' indexes (links still followed). */
export function searchHead(keyword: string | null, locale: Locale, url: string): PageHead {
  const robots = { robots: 'noindex, follow' };
  if (locale === 'en') {
    return keyword ?
        page(withSite(`Search: ${keyword}`), `Electronic components matching “${keyword}”: MPN, SKU, manufacturer, specifications, stock and price.`, url, robots)
      : page(withSite('Search components'), 'Find electronic components by name, MPN, SKU or manufacturer.', url, robots);
  }
  return keyword ?
      page(withSite(`Tìm kiếm: ${keyword}`), `Linh kiện điện tử khớp «${keyword}»: mã MPN, SKU, hãng sản xuất, thông số, tồn kho và giá.`, url, robots)
    : page(withSite('Tìm kiếm linh kiện'), 'Tìm linh kiện điện tử theo tên, mã MPN, SKU hoặc hãng sản xuất.', url, robots);
}

export function notFoundHead(locale: Locale): PageHead {
  return locale === 'en' ?
      page(withSite('Page not found'), 'This page does not exist. Browse the catalogue or search for a part.', null, { robots: 'noindex' })
    : page(withSite('Không tìm thấy trang'), 'Trang này không tồn tại. Hãy xem danh mục sản phẩm hoặc tìm linh kiện.', null, { robots: 'noindex' });
}

/**
 * A page whose head its domain declared (shared/<domain>/pages.ts): account pages (titled, never
 * indexed; the app fills in the rest for the signed-in user) and the PCB quote pages.
 */
export function fixedPageHead(head: FixedHead, locale: Locale, url: string): PageHead {
  const { title, description } = head[locale];
  return page(withSite(title), description, url, head.robots ? { robots: head.robots } : {});
}
