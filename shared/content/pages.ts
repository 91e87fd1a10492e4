import { accountPage } from '../accounts/pages.ts';
import { fixedPage, type HeadText, type PageDeclaration } from '../http/page-declaration.ts';

function contentPage<Page extends string>(page: Page, pattern: RegExp, route: string, vi: HeadText, en: HeadText) {
  return fixedPage('content', page, pattern, [route], { vi, en, robots: null });
}

/** Spec §2 /tin-tuc, /dich-vu, /lien-he: always answered and indexed. */
export const contentPages = [
  contentPage(
    'news',
    /^\/tin-tuc\/?$/,
    '/tin-tuc/',
    { title: 'Tin tức', description: 'Tin tức và bài viết kỹ thuật về linh kiện điện tử, thiết kế mạch in, hàn SMD và vi điều khiển từ Linh Kiện Việt.' },
    { title: 'News', description: 'Technical articles on electronic components, PCB design, SMD soldering and microcontrollers (in Vietnamese).' },
  ),
  contentPage(
    'services',
    /^\/dich-vu\/?$/,
    '/dich-vu/',
    { title: 'Dịch vụ', description: 'Gia công mạch in, lắp ráp PCBA, tìm nguồn linh kiện, kiểm tra thiết kế, nạp chương trình và kiểm thử.' },
    { title: 'Services', description: 'PCB fabrication and assembly, component sourcing, design review, programming and testing.' },
  ),
  contentPage(
    'contact',
    /^\/lien-he\/?$/,
    '/lien-he',
    { title: 'Liên hệ', description: 'Địa chỉ cửa hàng, số điện thoại, giờ mở cửa, bản đồ và biểu mẫu liên hệ của Linh Kiện Việt.' },
    { title: 'Contact us', description: 'Store addresses, phone numbers, opening hours, map and contact form of Linh Kien Viet.' },
  ),
] as const;

/** A content page whose existence and head depend on data: looked up by slug. */
export type ContentItemPage = { kind: 'content-item'; item: 'news' | 'service' | 'page' | 'information'; slug: string; path: string };

const SLUG = '([a-z0-9][a-z0-9-]*)';

function itemPage(item: ContentItemPage['item'], prefix: string, route: string): PageDeclaration<ContentItemPage> {
  return {
    routes: [route],
    pattern: new RegExp(`^/${prefix}/${SLUG}/?$`),
    read: (match, path) => ({ kind: 'content-item', item, slug: match[1]!, path: path.replace(/(.)\/$/, '$1') }),
  };
}

/**
 * Spec §2: a news article, a service, a footer page (/cong-ty/{slug}; /pages/{slug} is the
 * warranty policy's own url, any footer page answers there) and a footer information group.
 */
export const contentItemPages = [
  itemPage('news', 'tin-tuc', '/tin-tuc/$slug'),
  itemPage('service', 'dich-vu', '/dich-vu/$slug'),
  itemPage('page', 'cong-ty', '/cong-ty/$slug'),
  itemPage('page', 'pages', '/pages/$slug'),
  itemPage('information', 'information', '/information/$slug'),
] as const;

/** The staff side of news, contact messages, banners, ads, supporters, services, footer pages and the popup (account pages: never indexed; the server checks staff on every call). */
export const adminContentPages = [
  accountPage('admin-content', /^\/admin\/(?:news(?:\/(?:new|[1-9]\d{0,9}))?|contact-messages|banners|ads|supporters|services|pages|popups)\/?$/, ['/admin/news/', '/admin/news/$id', '/admin/contact-messages', '/admin/banners', '/admin/ads', '/admin/supporters', '/admin/services', '/admin/pages', '/admin/popups'], {
    vi: 'Quản trị nội dung',
    en: 'Content back office',
  }),
] as const;
