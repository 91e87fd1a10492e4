import { fixedPage, type FixedPageDeclaration } from '../http/page-declaration.ts';

const ACCOUNT_DESCRIPTION = {
  vi: 'Tài khoản Linh Kiện Việt: đơn hàng, đơn PCB, địa chỉ và cài đặt.',
  en: 'Your Linh Kiện Việt account: orders, PCB orders, addresses and settings.',
};

/**
 * A sign-in or account page (spec §2): always answered, never indexed, its own path the canonical;
 * titled in both languages, the app fills in the rest for the signed-in user.
 */
export function accountPage<Page extends string>(
  page: Page,
  pattern: RegExp,
  routes: readonly string[],
  title: { vi: string; en: string },
): FixedPageDeclaration<'account', Page> {
  return fixedPage('account', page, pattern, routes, {
    vi: { title: title.vi, description: ACCOUNT_DESCRIPTION.vi },
    en: { title: title.en, description: ACCOUNT_DESCRIPTION.en },
    robots: 'noindex, nofollow',
  });
}

/** Spec §2 sign-in and account routes. */
export const accountPages = [
  accountPage('login', /^\/login\/?$/, ['/login'], { vi: 'Đăng nhập', en: 'Sign in' }),
  accountPage('register', /^\/register\/?$/, ['/register'], { vi: 'Đăng ký', en: 'Create an account' }),
  accountPage('forgot-password', /^\/forgot-password\/?$/, ['/forgot-password'], { vi: 'Quên mật khẩu', en: 'Forgot password' }),
  accountPage('logout', /^\/logout\/?$/, ['/logout'], { vi: 'Đăng xuất', en: 'Sign out' }),
  accountPage('settings', /^\/user\/settings\/?$/, ['/user/settings'], { vi: 'Cài đặt tài khoản', en: 'Account settings' }),
  accountPage('profile-edit', /^\/user\/profiles\/edit\/?$/, ['/user/profiles/edit'], { vi: 'Hồ sơ', en: 'Profile' }),
  accountPage('public-profile', /^\/users\/[1-9]\d{0,17}\/?$/, ['/users/$id'], { vi: 'Thành viên', en: 'Member' }),
] as const;
