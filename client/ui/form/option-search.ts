/**
 * Type-to-search for the combobox (client/ui/form/combobox-field.tsx): what a person types is
 * compared without case and without Vietnamese marks, so 'ha noi', 'Ha Noi' and 'hà nội' all find
 * 'Thành phố Hà Nội', and 'da nang' finds 'Đà Nẵng' (đ is folded to d: NFD leaves it whole).
 */

export interface SearchableOption {
  label: string;
  /** Other words that find the option (a country's English name and ISO code). */
  keywords?: string;
}

/** Lower case, marks removed, đ → d, runs of spaces and punctuation as one space. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The options matching `query`, best first: every typed word must start a word of the label or
 * keywords; a label that starts with the query comes first, then labels whose words start with
 * it, then keyword matches; the given order is kept within each rank. An empty query keeps all.
 *
 * @example matchOptions([{ label: 'Thành phố Hà Nội' }, { label: 'Tỉnh Hà Tĩnh' }], 'ha n') // [Hà Nội]
 */
export function matchOptions<T extends SearchableOption>(options: readonly T[], query: string): T[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...options];
  const ranked: { option: T; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const label = foldForSearch(option.label);
    const labelWords = label.split(' ');
    const keywordWords = foldForSearch(option.keywords ?? '').split(' ').filter(Boolean);
    const inLabel = words.every((word) => labelWords.some((candidate) => candidate.startsWith(word)));
    const inAny = inLabel || words.every((word) => [...labelWords, ...keywordWords].some((candidate) => candidate.startsWith(word)));
    if (!inAny) return;
    const rank = label.startsWith(words.join(' ')) ? 0 : inLabel ? 1 : 2;
    ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.option);
}

/** The one option whose label is exactly what was typed (marks and case aside), or null. */
export function exactOption<T extends SearchableOption>(options: readonly T[], typed: string): T | null {
  const folded = foldForSearch(typed);
  if (folded === '') return null;
  const found = options.filter((option) => foldForSearch(option.label) === folded);
  return found.length === 1 ? found[0]! : null;
}
