import type { BomErrorKey } from '#shared/bom/parse/bom-limits.ts';
import type { BomLayout, ParsedBom } from '#shared/bom/parse/bom-lines.ts';

/** What the page asks the BOM worker: a file's bytes or pasted text, with the user's mapping if any. */
export type BomWorkerRequest =
  | { source: 'file'; bytes: ArrayBuffer; given?: BomLayout | undefined }
  | { source: 'text'; text: string; given?: BomLayout | undefined };

/** What the worker answers: progress (0..1) while it reads, then the BOM and the file's rows, or a refusal. */
export type BomWorkerAnswer =
  | { kind: 'progress'; done: number }
  | { kind: 'done'; bom: ParsedBom; rows: string[][] }
  | { kind: 'refused'; key: BomErrorKey | 'bom_parse_failed' };
