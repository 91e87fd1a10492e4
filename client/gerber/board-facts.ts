import { plot, type ImageTree } from '@tracespace/plotter';
import { imageBounds, outlineBounds, unionBounds, type Bounds } from './board-outline.ts';
import type { DesignFile } from './design-archive.ts';
import { readGerberJob } from './gerber-job.ts';
import type { DesignLayer } from './read-layers.ts';

/** What the browser read from a design archive to prefill the quote. */
export interface BoardFacts {
  widthMm: number;
  heightMm: number;
  /** Copper layers; null when unknown. */
  layerCount: number | null;
  /** `job`: stated by a Gerber job file; `gerber`: measured from the layers. */
  source: 'job' | 'gerber';
}

const MM_PER_INCH = 25.4;

function toMm(value: number, units: ImageTree['units']): number {
  return units === 'in' ? value * MM_PER_INCH : value;
}

/** Rounded to 0.1 mm: finer than any board house quotes, coarse enough to hide float noise. */
function roundMm(value: number): number {
  return Math.round(value * 10) / 10;
}

function boundsInMm(image: ImageTree, bounds: Bounds): Bounds {
  return {
    minX: toMm(bounds.minX, image.units),
    minY: toMm(bounds.minY, image.units),
    maxX: toMm(bounds.maxX, image.units),
    maxY: toMm(bounds.maxY, image.units),
  };
}

/** The board's box in mm: the outline layer's centre lines, else everything drawn. */
function measuredBounds(layers: readonly DesignLayer[]): Bounds | null {
  const images = layers.map((layer) => ({ layer, image: plot(layer.tree) }));
  const outlines = images
    .filter(({ layer }) => layer.type === 'outline')
    .flatMap(({ image }) => {
      const bounds = outlineBounds(image);
      return bounds ? [boundsInMm(image, bounds)] : [];
    });
  if (outlines.length > 0) return unionBounds(outlines);
  return unionBounds(
    images.flatMap(({ image }) => {
      const bounds = imageBounds(image);
      return bounds ? [boundsInMm(image, bounds)] : [];
    }),
  );
}

function copperLayerCount(layers: readonly DesignLayer[]): number | null {
  const copper = layers.filter((layer) => layer.type === 'copper').length;
  return copper > 0 ? copper : null;
}

/**
 * The board's size and layer count: a Gerber job file's statement when there is one, otherwise
 * measured from the outline layer (or from all layers when the outline is missing) and counted
 * from the copper layers. Null when nothing could be read.
 */
export function boardFacts(files: readonly DesignFile[], layers: readonly DesignLayer[]): BoardFacts | null {
  const job = readGerberJob(files);
  if (job) return { ...job, layerCount: job.layerCount ?? copperLayerCount(layers), source: 'job' };
  const bounds = measuredBounds(layers);
  if (!bounds) return null;
  const widthMm = roundMm(bounds.maxX - bounds.minX);
  const heightMm = roundMm(bounds.maxY - bounds.minY);
  if (widthMm <= 0 || heightMm <= 0) return null;
  return { widthMm, heightMm, layerCount: copperLayerCount(layers), source: 'gerber' };
}
