import { accountPage } from '../accounts/pages.ts';

/** The staff catalogue's screens (account pages: never indexed; the server checks staff on every call). */
export const adminCatalogPages = [
  accountPage('admin-products', /^\/admin\/products(?:\/(?:new|import|pricing|[1-9]\d{0,9}))?\/?$/, ['/admin/products/', '/admin/products/$id', '/admin/products/import', '/admin/products/pricing'], {
    vi: 'Quản lý sản phẩm',
    en: 'Products back office',
  }),
] as const;
