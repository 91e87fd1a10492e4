import type { DesignAnalysis } from './analyze-design.ts';

/** What the Gerber worker answers for one archive. */
export type WorkerAnswer = { ok: true; analysis: DesignAnalysis } | { ok: false; message: string };
