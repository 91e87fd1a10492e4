// Letters that Unicode decomposition does not reduce to ASCII (đ has no combining form),
// or that read better spelled out in a URL.
const SPELLED_OUT: Readonly<Record<string, string>> = {
  đ: 'd',
  Đ: 'd',
  µ: 'u',
  μ: 'u',
  Ω: 'ohm',
  '\u2126': 'ohm',
  π: 'pi',
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  '±': ' ',
};

/**
 * Turns any text into a lowercase ASCII URL slug: Vietnamese diacritics removed
 * (`Điện trở dán` → `dien-tro-dan`), `µ` → `u`, `Ω` → `ohm`, `±` dropped,
 * every other run of non-alphanumerics → one `-`, no leading or trailing `-`.
 *
 * @example slugify('Tụ gốm dán MLCC') === 'tu-gom-dan-mlcc'
 * @example slugify('10µF ±10%') === '10uf-10'
 */
export function slugify(text: string): string {
  let spelled = '';
  for (const char of text) spelled += SPELLED_OUT[char] ?? char;
  return spelled
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
