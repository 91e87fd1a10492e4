import type { DesignAnalysis } from './analyze-design.ts';
import type { WorkerAnswer } from './worker-messages.ts';

/** Longest a read may take before the page gives up on it (the quote never depends on it). */
const READ_TIMEOUT_MS = 20_000;

/**
 * Reads a chosen design zip in a worker: the board's size, layer count and a preview of both
 * faces, to prefill the quote. Rejects when the file is not a
 * readable zip, on timeout, or when `signal` aborts (a newer file was chosen).
 */
export function readDesignFile(file: Blob, signal?: AbortSignal): Promise<DesignAnalysis> {
  if (signal?.aborted) return Promise.reject(new DOMException('Design file read aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./gerber-worker.ts', import.meta.url), { type: 'module' });
    const finish = (settle: () => void): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      settle();
    };
    const onAbort = (): void => finish(() => reject(new DOMException('Design file read aborted', 'AbortError')));
    const timer = setTimeout(() => finish(() => reject(new Error('Design file read timed out'))), READ_TIMEOUT_MS);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      finish(() => (answer.ok ? resolve(answer.analysis) : reject(new Error(answer.message))));
    });
    worker.addEventListener('error', (event) => finish(() => reject(new Error(event.message || 'Design file worker failed'))));
    void file.arrayBuffer().then(
      (buffer) => worker.postMessage(buffer, [buffer]),
      (error: unknown) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}
