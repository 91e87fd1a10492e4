import { analyzeDesign } from './analyze-design.ts';
import type { WorkerAnswer } from './worker-messages.ts';

// Reading and drawing Gerbers takes tens to hundreds of milliseconds: off the main thread, so
// typing in the quote form never waits for it.
globalThis.addEventListener('message', (event: MessageEvent<ArrayBuffer>) => {
  let answer: WorkerAnswer;
  try {
    answer = { ok: true, analysis: analyzeDesign(new Uint8Array(event.data)) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  globalThis.postMessage(answer);
});
