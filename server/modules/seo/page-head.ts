import type { ProductDetail } from '#shared/catalog/schemas.ts';
import type { AccountPage, PcbPage } from '#shared/http/page-routes.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatVnd } from '#shared/money/format.ts';
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
  return page(withSite(product.name), productDescription(product, locale), url, { jsonLd: productJsonLd(product, { locale, origin, url }) });
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

const ACCOUNT_TITLES: Record<AccountPage, { vi: string; en: string }> = {
  login: { vi: 'Đăng nhập', en: 'Sign in' },
  register: { vi: 'Đăng ký', en: 'Create an account' },
  'forgot-password': { vi: 'Quên mật khẩu', en: 'Forgot password' },
  logout: { vi: 'Đăng xuất', en: 'Sign out' },
  notifications: { vi: 'Thông báo', en: 'Notifications' },
  settings: { vi: 'Cài đặt tài khoản', en: 'Account settings' },
  'profile-edit': { vi: 'Hồ sơ', en: 'Profile' },
  'delivery-addresses': { vi: 'Địa chỉ giao hàng', en: 'Delivery addresses' },
  'delivery-address-edit': { vi: 'Địa chỉ giao hàng', en: 'Delivery address' },
  'public-profile': { vi: 'Thành viên', en: 'Member' },
  carts: { vi: 'Giỏ hàng', en: 'Cart' },
  checkout: { vi: 'Thanh toán', en: 'Checkout' },
  orders: { vi: 'Đơn hàng của tôi', en: 'My orders' },
  'pcb-orders': { vi: 'Đơn hàng PCB', en: 'PCB orders' },
  favorites: { vi: 'Sản phẩm yêu thích', en: 'Favourites' },
  admin: { vi: 'Quản trị đơn hàng', en: 'Order back office' },
};

const PCB_HEADS: Record<PcbPage, { vi: [string, string]; en: [string, string] }> = {
  fabrication: {
    vi: ['Báo giá gia công PCB trực tuyến', 'Báo giá mạch in PCB tức thì: FR-4 1-2 lớp, 4 lớp, nhôm; chọn kích thước, số lượng, màu phủ, bề mặt và thời gian sản xuất.'],
    en: ['Instant PCB fabrication quote', 'Instant printed circuit board quotes: FR-4 1-2 and 4 layers, aluminium; choose size, quantity, mask colour, finish and build time.'],
  },
  assembly: {
    vi: ['Báo giá lắp ráp PCB (PCBA)', 'Báo giá lắp ráp linh kiện lên mạch in: SMD, xuyên lỗ, một hoặc hai mặt.'],
    en: ['PCB assembly quote (PCBA)', 'Quotes for assembling parts on your boards: SMD, through-hole, one or both sides.'],
  },
  stencil: {
    vi: ['Báo giá stencil SMD', 'Báo giá stencil SMD theo kích thước, độ dày thép và mặt in.'],
    en: ['SMD stencil quote', 'SMD stencil quotes by size, steel thickness and side.'],
  },
  custom: {
    vi: ['Báo giá PCB theo yêu cầu', 'Mạch dẻo, mạch cứng-dẻo và các yêu cầu đặc biệt: mô tả, đính kèm tệp và nhận báo giá.'],
    en: ['Custom PCB quote', 'Flexible and rigid-flex boards and special requests: describe, attach files and get a quote.'],
  },
  drafts: {
    vi: ['Bản nháp báo giá PCB', 'Các báo giá PCB đang soạn, lưu trên thiết bị này.'],
    en: ['PCB quote drafts', 'PCB quotes in progress, kept on this device.'],
  },
};

/** The PCB quote pages (issue 6): indexed, except the drafts kept on the visitor's own device. */
export function pcbHead(pageName: PcbPage, locale: Locale, url: string): PageHead {
  const [title, description] = PCB_HEADS[pageName][locale];
  return page(withSite(title), description, url, pageName === 'drafts' ? { robots: 'noindex, nofollow' } : {});
}

/** Account pages (issue 4): titled, never indexed; the app fills in the rest for the signed-in user. */
export function accountHead(pageName: AccountPage, locale: Locale, url: string): PageHead {
  const title = ACCOUNT_TITLES[pageName][locale];
  const description =
    locale === 'en' ? 'Your Linh Kiện Việt account: orders, PCB orders, addresses and settings.' : 'Tài khoản Linh Kiện Việt: đơn hàng, đơn PCB, địa chỉ và cài đặt.';
  return page(withSite(title), description, url, { robots: 'noindex, nofollow' });
}
