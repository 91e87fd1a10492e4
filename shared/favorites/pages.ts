import { accountPage } from '../accounts/pages.ts';

/** The favourites list of the user menu (an account page). */
export const favoritePages = [accountPage('favorites', /^\/user\/favorites\/?$/, ['/user/favorites'], { vi: 'Sản phẩm yêu thích', en: 'Favourites' })] as const;
