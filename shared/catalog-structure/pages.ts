import { accountPage } from '../accounts/pages.ts';

/** The staff side of the catalogue's structure and the shop's settings (account pages: never indexed; the server checks staff on every call). */
export const adminStructurePages = [
  accountPage('admin-categories', /^\/admin\/categories\/?$/, ['/admin/categories'], { vi: 'Quản trị danh mục', en: 'Category back office' }),
  accountPage('admin-filters', /^\/admin\/filters\/?$/, ['/admin/filters'], { vi: 'Quản trị bộ lọc', en: 'Filter back office' }),
  accountPage('admin-settings', /^\/admin\/settings\/?$/, ['/admin/settings'], { vi: 'Cài đặt cửa hàng', en: 'Shop settings' }),
] as const;
