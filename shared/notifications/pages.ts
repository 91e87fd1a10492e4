import { accountPage } from '../accounts/pages.ts';

/** Spec §2 /notifications (an account page). */
export const notificationPages = [accountPage('notifications', /^\/notifications\/?$/, ['/notifications'], { vi: 'Thông báo', en: 'Notifications' })] as const;
