import type { RateRule } from '../../plugins/rate-limit.ts';

/** Pictures a browser may draw: enough to refresh a few times per comment, too few to farm them. */
export const CAPTCHAS_PER_IP: RateRule = { limit: 60, windowSeconds: 600 };
/** ARCHITECTURE "Rate limits on ... comments": a person writes a few comments a minute at most. */
export const COMMENTS_PER_USER: RateRule = { limit: 10, windowSeconds: 600 };
export const POSTS_PER_USER: RateRule = { limit: 20, windowSeconds: 600 };
export const TOPICS_PER_USER: RateRule = { limit: 5, windowSeconds: 3600 };
