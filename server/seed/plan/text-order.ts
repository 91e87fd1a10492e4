const NATURAL = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Plain code-unit order: the same on every machine and locale, for tie-breaks. */
export function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Human order with numbers compared by value (`SOT-23-5` before `SOT-223`), fully deterministic. */
export function compareNatural(a: string, b: string): number {
  return NATURAL.compare(a, b) || compareCodeUnits(a, b);
}

/** The most frequent string, ties broken by code-unit order; `undefined` for no input. */
export function mostFrequent(values: Iterable<string>): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && compareCodeUnits(value, best) < 0)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}
