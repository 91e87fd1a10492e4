import { urlSlug } from '../http/url-slug.ts';

/**
 * Community rules both sides run (spec §5 comments, §9 limits): the comment length, the captcha's
 * length and alphabet, page sizes, and the forum's topic title and post length.
 */

/** spec §9: comment length 10-3000. */
export const COMMENT_MIN_LENGTH = 10;
export const COMMENT_MAX_LENGTH = 3000;
/** spec §9: captcha length 5. */
export const CAPTCHA_LENGTH = 5;
/**
 * Letters and digits a person cannot confuse (no 0/O, 1/I/l): the captcha is checked without
 * regard to case, so only one case is drawn.
 */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** spec §9: comments and posts per page 10. */
export const COMMENTS_PER_PAGE = 10;
export const POSTS_PER_PAGE = 10;
/** Topics per page of /forums, and entries of each sidebar list (new topics, new replies). */
export const TOPICS_PER_PAGE = 20;
export const SIDEBAR_ENTRIES = 5;
export const TOPIC_TITLE_MIN_LENGTH = 5;
export const TOPIC_TITLE_MAX_LENGTH = 200;
const TOPIC_SLUG_MAX_LENGTH = 80;
/** A post's visible text (tags not counted) is at least this long ... */
export const POST_MIN_TEXT_LENGTH = 10;
/** ... and its HTML at most this long (a page of formatted text). */
export const POST_MAX_HTML_LENGTH = 20_000;
export const MODERATION_REASON_MAX_LENGTH = 500;

/** The subjects comments hang on (spec §7 commentable_type 'App\Models\' plus object type). */
export const COMMENTABLE_TYPES = ['Product', 'News'] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

const MODEL_PREFIX = 'App\\Models\\';

/**
 * The subject kind of a `commentable_type` as the spec sends it ('App\Models\Product') or bare
 * ('Product'); null for anything else.
 *
 * @example commentableType('App\\Models\\Product') === 'Product'
 */
export function commentableType(value: string): CommentableType | null {
  const bare = value.startsWith(MODEL_PREFIX) ? value.slice(MODEL_PREFIX.length) : value;
  return (COMMENTABLE_TYPES as readonly string[]).includes(bare) ? (bare as CommentableType) : null;
}

/** The spec's form of a subject kind, as the widget sends it. */
export function modelName(type: CommentableType): string {
  return `${MODEL_PREFIX}${type}`;
}

/**
 * The message key for a comment's text, or undefined when it is acceptable (spec §5: 10 to 3000
 * characters, otherwise 'Minimum 10 characters, maximum 3000 characters'). Counted on the trimmed
 * text in code points, so an emoji is one character as the reader sees it.
 */
export function commentContentError(content: string): 'comment_length' | undefined {
  const length = [...content.trim()].length;
  return length < COMMENT_MIN_LENGTH || length > COMMENT_MAX_LENGTH ? 'comment_length' : undefined;
}

/** The message key for a captcha answer of the wrong shape (spec §5 'catpcha_required'), before the server compares it. */
export function captchaAnswerError(answer: string): 'catpcha_required' | undefined {
  return answer.trim().length === CAPTCHA_LENGTH ? undefined : 'catpcha_required';
}

/** Whether a typed captcha matches the drawn one: case and surrounding spaces do not matter. */
export function captchaMatches(typed: string, drawn: string): boolean {
  return typed.trim().toUpperCase() === drawn.toUpperCase();
}

/** The message key for a topic title, or undefined when acceptable. */
export function topicTitleError(title: string): 'topic_title_length' | undefined {
  const length = [...title.trim()].length;
  return length < TOPIC_TITLE_MIN_LENGTH || length > TOPIC_TITLE_MAX_LENGTH ? 'topic_title_length' : undefined;
}

/**
 * The message key for a post's HTML, judged on its visible text (so `<p></p>` is empty) and on
 * the size of the HTML itself; undefined when acceptable.
 */
export function postContentError(html: string, visibleText: string): 'post_length' | undefined {
  const length = [...visibleText.replace(/\s+/g, ' ').trim()].length;
  return length < POST_MIN_TEXT_LENGTH || html.length > POST_MAX_HTML_LENGTH ? 'post_length' : undefined;
}

/**
 * A topic's URL name from its title: Vietnamese letters folded to ASCII (đ → d, diacritics
 * dropped), anything else to single dashes, at most 80 characters; `fallback` when nothing is left.
 *
 * @example topicSlug('Hỏi về mạch nạp ESP32') === 'hoi-ve-mach-nap-esp32'
 */
export function topicSlug(title: string, fallback = 'chu-de'): string {
  return urlSlug(title, TOPIC_SLUG_MAX_LENGTH) || fallback;
}
