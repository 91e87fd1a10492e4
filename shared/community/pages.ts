import { accountPage } from '../accounts/pages.ts';
import { fixedPage } from '../http/page-declaration.ts';

/**
 * The forum (spec §2 /forums/{slug}): always answered and indexed; a topic's own title is set by
 * the page once its posts load. The moderation screen is a staff page, never indexed.
 */
export const communityPages = [
  fixedPage('community', 'forums', /^\/forums\/?$/, ['/forums/'], {
    vi: { title: 'Diễn đàn', description: 'Hỏi đáp về linh kiện điện tử, mạch in và lập trình vi điều khiển.' },
    en: { title: 'Forum', description: 'Questions and answers about electronic components, PCBs and microcontroller programming.' },
    robots: null,
  }),
  fixedPage('community', 'forum-topic', /^\/forums\/[a-z0-9-]{1,120}\/?$/, ['/forums/$slug'], {
    vi: { title: 'Chủ đề diễn đàn', description: 'Thảo luận trên diễn đàn Linh Kiện Việt.' },
    en: { title: 'Forum topic', description: 'A discussion on the Linh Kiện Việt forum.' },
    robots: null,
  }),
  accountPage('admin-community', /^\/admin\/community\/?$/, ['/admin/community'], { vi: 'Kiểm duyệt cộng đồng', en: 'Community moderation' }),
] as const;
