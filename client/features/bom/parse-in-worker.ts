import type { BomLayout, ParsedBom } from '#shared/bom/parse/bom-lines.ts';
import type { BomWorkerAnswer, BomWorkerRequest } from './bom-worker-messages.ts';

/** A parse the worker refused, with the message key the page translates. */
export class BomRefusal extends Error {
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.name = 'BomRefusal';
    this.key = key;
  }
}

/** What the page parses: a file as chosen, or text pasted from a spreadsheet. */
export type BomParseSource = { file: Blob } | { text: string };

export interface WorkerParse {
  bom: ParsedBom;
  /** The header row and the rows below it, for the mapping step's samples. */
  rows: string[][];
}

/**
 * Parses a BOM file or pasted text in a Web Worker (the same shared parser as POST /v1/bom/parse).
 * `onProgress` gets 0..1 while it reads; rejects with `BomRefusal` carrying the message key.
 */
export async function parseInWorker(
  source: BomParseSource,
  given: BomLayout | undefined,
  onProgress: (done: number) => void,
): Promise<WorkerParse> {
  const request: BomWorkerRequest = 'file' in source ? { source: 'file', bytes: await source.file.arrayBuffer(), given } : { source: 'text', text: source.text, given };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bom-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<BomWorkerAnswer>) => {
      const message = event.data;
      if (message.kind === 'progress') {
        onProgress(message.done);
        return;
      }
      worker.terminate();
      if (message.kind === 'done') resolve({ bom: message.bom, rows: message.rows });
      else reject(new BomRefusal(message.key));
    });
    worker.addEventListener('error', () => {
      worker.terminate();
      reject(new BomRefusal('bom_parse_failed'));
    });
    if (request.source === 'file') worker.postMessage(request, [request.bytes]);
    else worker.postMessage(request);
  });
}
