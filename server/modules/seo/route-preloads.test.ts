import { describe, expect, it } from 'vitest';
import { allPageStyleLists, createRoutePreloads, pageDataUrls, pageStylesKey, preloadTags, type BuildManifest } from './route-preloads.ts';

const split = (name: string) => `routes/${name}.tsx?tsr-split=component`;

/** The shape of Vite's manifest for a few of the client's route files. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_routes.js'], css: ['assets/index.css'] },
  '_routes.js': { file: 'assets/routes.js', css: ['assets/routes.css'] },
  '_dexie.js': { file: 'assets/dexie.js', imports: ['_routes.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_dexie.js'], css: ['assets/card.css'] },
  'i18n/locales/vi/messages.po': { file: 'assets/messages-vi.js' },
  'i18n/locales/en/messages.po': { file: 'assets/messages-en.js' },
  [split('index')]: { file: 'assets/home.js', imports: ['_card.js', '_routes.js'] },
  [split('$slug')]: { file: 'assets/alias.js' },
  [split('$')]: { file: 'assets/not-found.js' },
  [split('carts')]: { file: 'assets/carts.js', css: ['assets/carts.css'] },
  [split('products.$slug')]: { file: 'assets/product.js', imports: ['_card.js'] },
  [split('products.index')]: { file: 'assets/search.js' },
  [split('pcb')]: { file: 'assets/pcb-layout.js' },
  [split('pcb.index')]: { file: 'assets/pcb-fabrication.js' },
  [split('pcb.assembly')]: { file: 'assets/pcb-assembly.js' },
};

describe('route preloads', () => {
  const preloads = createRoutePreloads(manifest);

  it('gives a page its route chunk and static imports, not what the entry loads, plus the language catalogue', () => {
    expect(preloads('/products/ne555-c7593', 'vi')).toEqual({
      modules: ['assets/messages-vi.js', 'assets/product.js', 'assets/card.js', 'assets/dexie.js'],
      styles: ['assets/card.css'],
      joinedStyles: null,
    });
    expect(preloads('/', 'en').modules).toEqual(['assets/messages-en.js', 'assets/home.js', 'assets/card.js', 'assets/dexie.js']);
  });

  it('prefers static segments over parameters and an index over its layout, with the layout around it', () => {
    expect(preloads('/carts', 'vi')).toEqual({ modules: ['assets/messages-vi.js', 'assets/carts.js'], styles: ['assets/carts.css'], joinedStyles: null });
    expect(preloads('/products', 'vi').modules).toEqual(['assets/messages-vi.js', 'assets/search.js']);
    expect(preloads('/ne555', 'vi').modules).toEqual(['assets/messages-vi.js', 'assets/alias.js']);
    expect(preloads('/pcb', 'vi').modules).toEqual(['assets/messages-vi.js', 'assets/pcb-layout.js', 'assets/pcb-fabrication.js']);
    expect(preloads('/pcb/assembly/', 'vi').modules).toEqual(['assets/messages-vi.js', 'assets/pcb-layout.js', 'assets/pcb-assembly.js']);
  });

  it('preloads only the catalogue for a path no route file matches (the not-found page loads on demand)', () => {
    expect(preloads('/a/b/c/d', 'vi')).toEqual({ modules: ['assets/messages-vi.js'], styles: [], joinedStyles: null });
  });

  it('preloads the shell data on every page and the product on a product page', () => {
    expect(pageDataUrls({ kind: 'static', page: 'home' })).toEqual(['/v1/get-menu', '/v1/get-footer']);
    expect(pageDataUrls({ kind: 'product', slug: 'ne555 c7593' })).toEqual(['/v1/get-menu', '/v1/get-footer', '/v1/products/ne555%20c7593']);
  });

  it('writes data, module, style and image preloads as link tags', () => {
    const tags = preloadTags({ modules: ['assets/a.js'], styles: ['assets/a.css'] }, '/upload/large/319.jpg', ['/v1/get-menu']);
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin href="/v1/get-menu">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/a.css">');
    expect(tags).toContain('<link rel="preload" as="image" fetchpriority="high" href="/upload/large/319.jpg">');
  });

  it('a server-rendered page applies its styles, preloads its picture first and none of its route code', () => {
    const tags = preloadTags({ modules: ['assets/a.js'], styles: ['assets/a.css'] }, '/upload/large/319.jpg', [], true);
    expect(tags).not.toContain('modulepreload');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">');
    expect(tags.trim().startsWith('<link rel="preload" as="image" fetchpriority="high" href="/upload/large/319.jpg">')).toBe(true);
  });

  it("lists a page's styles as Vite's chunk loader applies them, a chunk's imports before its own", () => {
    const withShared: BuildManifest = {
      ...manifest,
      '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
      '_card.js': { file: 'assets/card.js', imports: ['_dexie.js', '_button.js'], css: ['assets/card.css'] },
      [split('products.$slug')]: { file: 'assets/product.js', imports: ['_card.js'], css: ['assets/product.css'] },
    };
    expect(createRoutePreloads(withShared)('/products/ne555-c7593', 'vi').styles).toEqual(['assets/button.css', 'assets/card.css', 'assets/product.css']);
    // Every page's list, once each: what the build joins.
    expect(allPageStyleLists(withShared, ['vi', 'en'])).toContainEqual(['assets/button.css', 'assets/card.css', 'assets/product.css']);
    expect(allPageStyleLists(withShared, ['vi', 'en'])).toContainEqual(['assets/carts.css']);
  });

  it('a rendered page whose styles the build joined waits for that one file; each joined file is named by a disabled link', () => {
    const joined = { [pageStylesKey(['assets/card.css', 'assets/home.css'])]: 'assets/page-abc.css' };
    const paged = createRoutePreloads({ ...manifest, [split('index')]: { file: 'assets/home.js', imports: ['_card.js'], css: ['assets/home.css'] } }, joined);
    const preloads = paged('/', 'vi');
    expect(preloads.joinedStyles).toBe('assets/page-abc.css');
    const tags = preloadTags(preloads, null, [], true);
    expect(tags.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/page-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/card.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/home.css" disabled>',
    ]);
    // The plain shell (rendered in the browser) still preloads each file.
    expect(preloadTags(preloads, null, [])).toContain('<link rel="preload" as="style" crossorigin href="/assets/card.css">');
  });
});
