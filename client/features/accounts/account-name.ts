/** Spec §9: the header shows the first 20 characters of the account name. */
export const ACCOUNT_NAME_MAX = 20;

const ELLIPSIS = '…';

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters, so "Nguyễn" written with combining marks still counts 6. */
function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/**
 * The account name as the header shows it (spec §9 "first 20 characters"): whitespace collapsed,
 * then, when longer than `max` characters, its first `max` characters (trailing spaces dropped)
 * followed by "…" so the cut is visible. Characters are graphemes, so an accented Vietnamese
 * letter or an emoji is never split. An empty name falls back to the e-mail's local part.
 */
export function shortAccountName(fullname: string, email?: string | null, max = ACCOUNT_NAME_MAX): string {
  const name = fullname.normalize('NFC').replace(/\s+/g, ' ').trim() || (email ?? '').split('@')[0] || '';
  const characters = graphemes(name);
  if (characters.length <= max) return name;
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * The letter on the avatar placeholder: the first character of the last word, as Vietnamese
 * names are called by their given name, which comes last ("Nguyễn Văn An" → "A").
 */
export function accountInitial(fullname: string, email?: string | null): string {
  const words = fullname.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const source = words.at(-1) ?? (email ?? '').trim();
  const first = graphemes(source)[0];
  return first ? first.toLocaleUpperCase('vi') : '?';
}
