/**
 * Manufacturer part numbers (MPN) as a BOM and the catalogue write them, folded so that the same
 * part in another packaging or spelling compares equal, and "close" part numbers (one character
 * off, a suffix more or less) can be offered for the user to check, never auto-selected.
 */

// Packaging and lead-finish suffixes that name how a part is delivered, not which part it is.
// Order matters: the longer forms first. Each applies at the end of the part number only.
const PACKAGING_SUFFIXES: readonly RegExp[] = [
  /\(LF\)\(SN\)$/,
  /\(LF\)$/,
  /\(SN\)$/,
  /#PBF$/,
  /#TRPBF$/,
  /[-/ ]?T&R$/,
  /[-/]TR$/,
  /-(7|13)-F$/,
  /-(7|13)$/,
  /[-/]REEL7?$/,
  /TR$/,
];

/**
 * The comparable form of an MPN: upper case, packaging suffixes dropped, then only letters,
 * digits and points kept (so `AMS1117-3.3`, `ams1117 3.3` and `AMS1117-3.3TR` agree).
 * Returns '' for text that holds no part number.
 *
 * @example mpnKey('STM32F103C8T6TR') === 'STM32F103C8T6'
 * @example mpnKey('LM358DR2G (LF)(SN)') === 'LM358DR2G'
 */
export function mpnKey(mpn: string | undefined | null): string {
  if (!mpn) return '';
  let text = mpn.toUpperCase().trim().replace(/\s+/g, ' ');
  // Strip repeatedly: "-TR(LF)(SN)" carries two.
  for (let round = 0; round < 3; round++) {
    const before = text;
    for (const suffix of PACKAGING_SUFFIXES) {
      const stripped = text.replace(suffix, '').trim();
      // Never strip a part number down to almost nothing ("TR" alone stays).
      if (stripped.replace(/[^A-Z0-9]/g, '').length >= 4) text = stripped;
    }
    if (text === before) break;
  }
  return text.replace(/[^A-Z0-9.]/g, '');
}

/**
 * The edit distance between two keys, stopping early once it passes `limit` (returns limit + 1).
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Shortest key that close-MPN matching considers: shorter ones are too generic ("LM35" vs "LM358"). */
export const CLOSE_MPN_MIN_LENGTH = 6;

/**
 * Whether two MPN keys are close but not equal: one character off (STM32F103VET8 → VET7), or one
 * a prefix of the other by at most two characters (a suffix more or less: LM358 → LM358D).
 */
export function isCloseMpn(a: string, b: string): boolean {
  if (a === b || a.length < CLOSE_MPN_MIN_LENGTH || b.length < CLOSE_MPN_MIN_LENGTH) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.startsWith(short) && long.length - short.length <= 2) return true;
  return editDistance(a, b, 1) <= 1;
}

/** How close two MPN keys are, from 0 to 1, for ranking close candidates. */
export function mpnCloseness(a: string, b: string): number {
  const distance = editDistance(a, b, 3);
  return Math.max(0, 1 - distance / Math.max(a.length, b.length, 1));
}
