/**
 * Rows of a delimited text (CSV with comma or semicolon, tab-separated text and cells pasted from
 * a spreadsheet), quotes as RFC 4180 has them: a quoted cell may hold the delimiter, line breaks
 * and doubled quotes. The delimiter is the one that splits the first lines most consistently.
 */

const DELIMITERS = ['\t', ';', ','] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** Splits `text` on `delimiter`, stopping after `maxRows` rows (the rest is not read). */
export function splitDelimited(text: string, delimiter: Delimiter, maxRows = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += char;
      }
      i++;
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      row.push(cell);
      rows.push(row);
      if (rows.length >= maxRows) return rows;
      row = [];
      cell = '';
      if (char === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += char;
    }
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The delimiter giving the same number (>0) of separators on the most of the first 30 lines. */
export function detectDelimiter(text: string): Delimiter {
  let best: Delimiter = ',';
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const widths = splitDelimited(text.slice(0, 64 * 1024), delimiter, 30)
      .filter((row) => row.some((cell) => cell.trim() !== ''))
      .map((row) => row.length);
    const counts = new Map<number, number>();
    for (const width of widths) if (width > 1) counts.set(width, (counts.get(width) ?? 0) + 1);
    // Lines of the most common width (>1 cell), then more cells per line, win.
    let score = 0;
    for (const [width, count] of counts) score = Math.max(score, count * 1000 + width);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}
