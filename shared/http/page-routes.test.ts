import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { RESERVED_TOP_LEVEL } from '../catalog/pages.ts';
import { canonicalPath, matchPage, PAGES } from './page-routes.ts';

describe('matchPage', () => {
  test('home, the brand index and the search page always exist', () => {
    expect(matchPage('/')).toEqual({ kind: 'static', page: 'home' });
    expect(matchPage('/thuong-hieu')).toEqual({ kind: 'static', page: 'brands' });
    expect(matchPage('/thuong-hieu/')).toEqual({ kind: 'static', page: 'brands' });
    expect(matchPage('/products')).toEqual({ kind: 'static', page: 'search' });
    expect(matchPage('/products/')).toEqual({ kind: 'static', page: 'search' });
  });

  test('/product/{slug} is a category listing to look up', () => {
    expect(matchPage('/product/dien-tro')).toEqual({ kind: 'category', slug: 'dien-tro' });
    expect(matchPage('/product/dien-tro/')).toEqual({ kind: 'category', slug: 'dien-tro' });
  });

  test('/products/{slug} and /{slug} are product pages to look up', () => {
    expect(matchPage('/products/gz1608d601tf-c1002')).toEqual({ kind: 'product', slug: 'gz1608d601tf-c1002' });
    expect(matchPage('/gz1608d601tf-c1002')).toEqual({ kind: 'product', slug: 'gz1608d601tf-c1002' });
    expect(matchPage('/gz1608d601tf-c1002/')).toEqual({ kind: 'product', slug: 'gz1608d601tf-c1002' });
  });

  test('the cart, checkout, orders, PCB orders and back office pages are account pages (never indexed)', () => {
    for (const [path, page] of [['/carts', 'carts'], ['/checkout', 'checkout'], ['/orders', 'orders'], ['/pcb-orders', 'pcb-orders'], ['/user/favorites', 'favorites'], ['/admin', 'admin'], ['/admin/orders/pcb/12', 'admin']] as const) {
      expect(matchPage(path)).toEqual({ kind: 'account', page, path });
    }
    expect(matchPage('/admin/orders/other/12')).toBeNull();
  });

  test('/pcb and its forms are PCB pages, each its own canonical', () => {
    expect(matchPage('/pcb')).toEqual({ kind: 'pcb', page: 'fabrication', path: '/pcb' });
    expect(matchPage('/pcb/assembly/')).toEqual({ kind: 'pcb', page: 'assembly', path: '/pcb/assembly' });
    expect(canonicalPath({ kind: 'pcb', page: 'stencil', path: '/pcb/stencil' })).toBe('/pcb/stencil');
    expect(matchPage('/pcb/unknown')).toBeNull();
  });

  test('/suppliers/{slug} and /thuong-hieu/{slug} are brand pages to look up', () => {
    expect(matchPage('/suppliers/texas-instruments')).toEqual({ kind: 'brand', slug: 'texas-instruments' });
    expect(matchPage('/thuong-hieu/texas-instruments')).toEqual({ kind: 'brand', slug: 'texas-instruments' });
  });

  test('/{slug} never shadows another top-level route of the spec or the server', () => {
    for (const name of ['pcb', 'pcb-orders', 'bom', 'dich-vu', 'tin-tuc', 'lien-he', 'carts', 'checkout', 'orders', 'login', 'register',
      'forgot-password', 'logout', 'notifications', 'information', 'cong-ty', 'pages', 'forums', 'users', 'user', 'auth', 'lang',
      'admin', 'v1', 'api', 'upload', 'photo', 'docs', 'healthz', 'suppliers', 'product', 'sitemaps']) {
      expect(RESERVED_TOP_LEVEL.has(name), name).toBe(true);
      expect(matchPage(`/${name}`)?.kind, name).not.toBe('product');
      expect(matchPage(`/${name}/`)?.kind, name).not.toBe('product');
    }
    expect(matchPage('/sitemap.xml')).toBeNull();
    expect(matchPage('/robots.txt')).toBeNull();
  });

  test('/forums and /forums/{slug} are forum pages, always answered; /admin/community a staff page', () => {
    expect(matchPage('/forums')).toEqual({ kind: 'community', page: 'forums', path: '/forums' });
    expect(matchPage('/forums/hoi-ve-esp32/')).toEqual({ kind: 'community', page: 'forum-topic', path: '/forums/hoi-ve-esp32' });
    expect(matchPage('/forums/Bad Slug')).toBeNull();
    expect(matchPage('/admin/community')).toEqual({ kind: 'account', page: 'admin-community', path: '/admin/community' });
  });


  test('news, services, contact and footer pages are content pages; articles, services and footer pages are looked up by slug', () => {
    expect(matchPage('/tin-tuc')).toEqual({ kind: 'content', page: 'news', path: '/tin-tuc' });
    expect(matchPage('/dich-vu/')).toEqual({ kind: 'content', page: 'services', path: '/dich-vu' });
    expect(matchPage('/lien-he')).toEqual({ kind: 'content', page: 'contact', path: '/lien-he' });
    expect(matchPage('/tin-tuc/bai-viet')).toEqual({ kind: 'content-item', item: 'news', slug: 'bai-viet', path: '/tin-tuc/bai-viet' });
    expect(matchPage('/information/chinh-sach')).toMatchObject({ item: 'information', slug: 'chinh-sach' });
    expect(matchPage('/pages/quy-dinh-bao-hanh')).toMatchObject({ item: 'page', slug: 'quy-dinh-bao-hanh' });
    const company = matchPage('/cong-ty/gioi-thieu/');
    expect(company).toMatchObject({ item: 'page', slug: 'gioi-thieu' });
    expect(canonicalPath(company!)).toBe('/cong-ty/gioi-thieu');
    expect(matchPage('/tin-tuc/Bad_Slug')).toBeNull();
  });

  test('account pages of spec §2 are pages, with their own path as canonical', () => {
    expect(matchPage('/login')).toEqual({ kind: 'account', page: 'login', path: '/login' });
    expect(matchPage('/user/settings/')).toEqual({ kind: 'account', page: 'settings', path: '/user/settings' });
    expect(matchPage('/user/delivery-addresses')?.kind).toBe('account');
    expect(matchPage('/user/delivery-addresses/12/edit')).toMatchObject({ page: 'delivery-address-edit' });
    expect(matchPage('/user/delivery-addresses/new')).toMatchObject({ page: 'delivery-address-edit' });
    expect(matchPage('/users/7')).toMatchObject({ page: 'public-profile' });
    expect(matchPage('/users/abc')).toBeNull();
    expect(matchPage('/user/delivery-addresses/0/edit')).toBeNull();
    expect(canonicalPath(matchPage('/forgot-password/')!)).toBe('/forgot-password');
  });

  test('other shapes are not pages', () => {
    expect(matchPage('/product/a/b')).toBeNull();
    expect(matchPage('/products/a/b')).toBeNull();
    expect(matchPage('/suppliers')).toBeNull();
    expect(matchPage('/Upper_Case')).toBeNull();
    expect(matchPage('/products/Upper')).toBeNull();
    expect(matchPage('/-leading-hyphen')).toBeNull();
    expect(matchPage('/a/b')).toBeNull();
    expect(matchPage('')).toBeNull();
  });
});

describe('canonicalPath', () => {
  test('products and brands have one canonical URL of their two', () => {
    expect(canonicalPath(matchPage('/gz1608d601tf-c1002')!)).toBe('/products/gz1608d601tf-c1002');
    expect(canonicalPath(matchPage('/products/gz1608d601tf-c1002/')!)).toBe('/products/gz1608d601tf-c1002');
    expect(canonicalPath(matchPage('/thuong-hieu/ti')!)).toBe('/suppliers/ti');
    expect(canonicalPath(matchPage('/product/dien-tro/')!)).toBe('/product/dien-tro');
    expect(canonicalPath(matchPage('/')!)).toBe('/');
    expect(canonicalPath(matchPage('/thuong-hieu/')!)).toBe('/thuong-hieu');
    expect(canonicalPath(matchPage('/products')!)).toBe('/products');
  });
});

describe('one declaration per client route', () => {
  // The client's routes as TanStack Router generated them (full path → route); layouts with
  // children render their index route, and the splat route is the not-found page.
  const tree = readFileSync(new URL('../../client/route-tree.gen.ts', import.meta.url), 'utf8');
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)![1]!;
  const routes = [...byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)]
    .filter(([, path, route]) => path !== '/$' && !route!.endsWith('WithChildren'))
    .map(([, path]) => path!);
  const example = (route: string) => route.replace('$slug', 'sample-part').replace('$kind', 'shop').replace('$id', '12');

  test('the client has the routes this test reads', () => {
    expect(routes).toContain('/products/$slug');
    expect(routes.length).toBeGreaterThan(25);
  });

  test('every client route is declared by exactly one page, and its URLs read as that page', () => {
    for (const route of routes) {
      const declaring = PAGES.filter((page) => page.routes.includes(route));
      expect(declaring, route).toHaveLength(1);
      const path = example(route);
      const first = PAGES.find((page) => page.pattern.test(path) && page.read(page.pattern.exec(path)!, path) !== null);
      expect(first, route).toBe(declaring[0]);
      expect(matchPage(path), route).not.toBeNull();
    }
  });

  test('every declared route is a route of the client', () => {
    for (const page of PAGES) for (const route of page.routes) expect(routes, route).toContain(route);
  });
});
