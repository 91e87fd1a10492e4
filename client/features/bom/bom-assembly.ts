import type { PricedLine } from './bom-pricing.ts';

/** Longest note an assembly quote takes (shared/pcb/schemas.ts, the quote's `content`). */
export const ASSEMBLY_NOTE_MAX = 5000;

/**
 * What a PCB assembly quote gets from a BOM: its name as the title, the board count, the parts as
 * the note, and the id of the BOM saved in the account (sent as `bom_id`), null when it is only on
 * this device.
 */
export interface AssemblyParts {
  title: string;
  boards: number;
  note: string;
  bomId: number | null;
  /** The BOM's lines, shown with its name on the assembly form. */
  lineCount: number;
}

export interface AssemblyNoteWords {
  /** The first line, e.g. "BOM kicad, 25 boards, 8 lines". */
  heading: string;
  /** Said of a line with no part chosen, e.g. "not in our catalogue". */
  noPart: string;
  /** The last line when the note had to be cut, given how many lines were left out. */
  more: (count: number) => string;
}

/** One line as the assembler reads it: designators | per board | part (code), or the user's own text. */
function partLine(priced: PricedLine, noPart: string): string {
  const { line, product } = priced;
  const refs = (line.designators ?? []).join(', ') || '—';
  const own = [line.mpn, line.value, line.footprint].filter(Boolean).join(' ') || line.description || '';
  const part = product && priced.selected ? `${product.mpn} (${product.sku})` : own ? `${own} — ${noPart}` : noPart;
  return `${refs} | ${line.quantity} | ${part}`;
}

/**
 * The BOM as an assembly quote's note: every line with its designators, parts per board and the
 * part bought (or "not in our catalogue"), cut to the note's length with a last line saying how
 * many lines did not fit.
 */
export function assemblyParts(lines: readonly PricedLine[], title: string, boards: number, words: AssemblyNoteWords, bomId: number | null = null): AssemblyParts {
  const rows = lines.map((line) => partLine(line, words.noPart));
  let note = [words.heading, ...rows].join('\n');
  if (note.length > ASSEMBLY_NOTE_MAX) {
    let kept = rows.length;
    const cut = () => [words.heading, ...rows.slice(0, kept), words.more(rows.length - kept)].join('\n');
    while (kept > 0 && cut().length > ASSEMBLY_NOTE_MAX) kept--;
    note = cut().slice(0, ASSEMBLY_NOTE_MAX);
  }
  return { title: title.slice(0, 255), boards, note, bomId, lineCount: lines.length };
}
