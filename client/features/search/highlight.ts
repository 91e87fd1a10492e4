/** A run of text, marked when it matches what the visitor typed. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

const COMBINING_MARKS = /\p{M}/gu;

/** One character folded for matching: no diacritics, đ → d, lowercase ("Ệ" → "e"). */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(COMBINING_MARKS, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** A whole string folded the same way ("Điện trở" → "dien tro"). */
export function foldForMatch(text: string): string {
  return [...text.normalize('NFC')].map(foldChar).join('');
}

/** The words worth marking: single letters only when they are the whole query. */
function queryTokens(query: string): string[] {
  const tokens = foldForMatch(query).split(/\s+/).filter(Boolean);
  const meaningful = tokens.filter((token) => [...token].length >= 2);
  return meaningful.length > 0 ? meaningful : tokens;
}

/**
 * Splits `text` into runs that match the words of `query` and runs that do not, ignoring case and
 * Vietnamese diacritics both ways (typing "dien tro" marks "Điện trở", spec search).
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const tokens = queryTokens(query);
  const chars = [...text.normalize('NFC')];
  if (tokens.length === 0 || chars.length === 0) return chars.length === 0 ? [] : [{ text: chars.join(''), match: false }];

  // The folded text, and for each of its code units the index of the character it came from.
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const f = foldChar(char);
    folded += f;
    for (let i = 0; i < f.length; i += 1) origin.push(index);
  });

  const marked = new Array<boolean>(chars.length).fill(false);
  for (const token of tokens) {
    for (let at = folded.indexOf(token); at !== -1; at = folded.indexOf(token, at + token.length)) {
      for (let i = at; i < at + token.length; i += 1) marked[origin[i]!] = true;
    }
  }

  const segments: HighlightSegment[] = [];
  chars.forEach((char, index) => {
    const match = marked[index]!;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += char;
    else segments.push({ text: char, match });
  });
  return segments;
}
