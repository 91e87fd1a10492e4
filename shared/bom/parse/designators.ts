/**
 * Reference designators as CAD tools write them: lists ("R1, R2, R5", "R1 R2;R5") and ranges
 * ("R1-R4", "R1-4", "R1–R4", "R1..R4"). A range is expanded only with the same prefix on both
 * ends and a sane length, so a typo never turns into a million parts.
 */

/** The longest range expanded; a longer one counts as its two ends. */
const MAX_RANGE = 1000;

const SINGLE = /^([A-Za-z_]*[A-Za-z_]?)(\d+)([A-Za-z]?)$/;
const RANGE = /^([A-Za-z_]+)(\d+)\s*(?:-|–|—|\.\.|~)\s*([A-Za-z_]*)(\d+)$/;

/** The designators of one line, each once, in the order written. */
export function expandDesignators(text: string): string[] {
  const seen = new Set<string>();
  const add = (designator: string): void => {
    if (designator !== '') seen.add(designator.toUpperCase());
  };
  // Ranges first as whole tokens ("R1 - R4" with spaces around the dash stays one range).
  const tokens = text.replace(/\s*(-|–|—|\.\.|~)\s*/g, '$1').split(/[\s,;/|+]+/);
  for (const token of tokens) {
    if (token === '') continue;
    const range = RANGE.exec(token);
    if (range) {
      const [, prefix, fromText, endPrefix, toText] = range as unknown as [string, string, string, string, string];
      const from = Number(fromText);
      const to = Number(toText);
      const samePrefix = endPrefix === '' || endPrefix.toUpperCase() === prefix.toUpperCase();
      if (samePrefix && to >= from && to - from < MAX_RANGE) {
        for (let n = from; n <= to; n++) add(`${prefix}${n}`);
      } else {
        add(`${prefix}${fromText}`);
        add(`${endPrefix || prefix}${toText}`);
      }
      continue;
    }
    add(token);
  }
  return [...seen];
}

/** How many parts the designators name (0 when the text names none). */
export function countDesignators(text: string): number {
  return expandDesignators(text).length;
}

/** The letters before the first designator's number ("R" for "R1, R2", "LED" for "LED3"), upper-case. */
export function designatorPrefix(text: string): string {
  const first = expandDesignators(text)[0] ?? '';
  const match = SINGLE.exec(first);
  return (match?.[1] ?? first.replace(/\d.*$/, '')).toUpperCase();
}
