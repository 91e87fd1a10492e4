import { BomParseError } from '#shared/bom/parse/bom-limits.ts';
import { bomLinesOf } from '#shared/bom/parse/bom-lines.ts';
import { bomFileRows, textRows } from '#shared/bom/parse/parse-bom-file.ts';
import type { BomWorkerAnswer, BomWorkerRequest } from './bom-worker-messages.ts';

/** Rows sent back for the mapping step's samples: enough to see what each column holds. */
const SAMPLE_ROWS = 40;

function answer(message: BomWorkerAnswer): void {
  globalThis.postMessage(message);
}

// Reading an XLSX of 2,000 lines takes a few hundred milliseconds: off the main thread, so the
// page keeps scrolling and shows progress meanwhile (the BOM tool's "never freezes").
globalThis.addEventListener('message', (event: MessageEvent<BomWorkerRequest>) => {
  const request = event.data;
  void (async () => {
    try {
      answer({ kind: 'progress', done: 0.1 });
      const rows = request.source === 'file' ? await bomFileRows(new Uint8Array(request.bytes)) : textRows(request.text);
      answer({ kind: 'progress', done: 0.7 });
      const bom = bomLinesOf(rows, request.given);
      const from = bom.header_row ?? 0;
      answer({ kind: 'done', bom, rows: rows.slice(from, from + SAMPLE_ROWS) });
    } catch (error) {
      answer({ kind: 'refused', key: error instanceof BomParseError ? error.key : 'bom_parse_failed' });
    }
  })();
});
