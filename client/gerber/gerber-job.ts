import type { DesignFile } from './design-archive.ts';

/** What a Gerber job file states about the board. */
export interface JobFacts {
  widthMm: number;
  heightMm: number;
  layerCount: number | null;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Reads a Gerber job file (`.gbrjob`, the JSON that KiCad and others write beside the layers:
 * `GeneralSpecs.Size.X/Y` in mm and `GeneralSpecs.LayerNumber`). Null when there is none or it
 * does not state a size.
 */
export function readGerberJob(files: readonly DesignFile[]): JobFacts | null {
  const job = files.find((file) => /\.gbrjob$/i.test(file.name));
  if (!job) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(job.text);
  } catch {
    return null;
  }
  const specs = (parsed as { GeneralSpecs?: { Size?: { X?: unknown; Y?: unknown }; LayerNumber?: unknown } }).GeneralSpecs;
  const width = positive(specs?.Size?.X);
  const height = positive(specs?.Size?.Y);
  if (width === null || height === null) return null;
  const layers = positive(specs?.LayerNumber);
  return { widthMm: width, heightMm: height, layerCount: layers === null ? null : Math.round(layers) };
}
