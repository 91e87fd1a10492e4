import { boardFacts, type BoardFacts } from './board-facts.ts';
import { boardPreview, type BoardPreview } from './board-preview.ts';
import { readDesignArchive } from './design-archive.ts';
import { readLayers } from './read-layers.ts';

/** What a design zip says about the board; every part may be missing. */
export interface DesignAnalysis {
  facts: BoardFacts | null;
  preview: BoardPreview | null;
  /** The recognised layer files, e.g. for "3 layers found: …". */
  layerFiles: string[];
}

/** Reads a design zip: facts to prefill the quote and a preview of both faces. */
export function analyzeDesign(zip: Uint8Array): DesignAnalysis {
  const files = readDesignArchive(zip);
  const layers = readLayers(files);
  let preview: BoardPreview | null = null;
  try {
    preview = boardPreview(layers);
  } catch {
    // The facts are what matters for the quote; a board the renderer cannot draw still has them.
  }
  return { facts: boardFacts(files, layers), preview, layerFiles: layers.map((layer) => layer.filename) };
}
