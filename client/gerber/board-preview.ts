import { plot, renderBoard, renderLayers, stringifySvg } from '@tracespace/core';
import type { DesignLayer } from './read-layers.ts';

/** The board's two faces as SVG documents, drawn like the finished board. */
export interface BoardPreview {
  top: string;
  bottom: string;
}

/**
 * Renders the top and bottom of the board (copper, mask, silkscreen, drills, clipped to the
 * outline) with @tracespace/core. Null when there is nothing to draw.
 */
export function boardPreview(layers: readonly DesignLayer[]): BoardPreview | null {
  if (layers.length === 0) return null;
  const readResult = {
    layers: layers.map(({ id, filename, type, side }) => ({ id, filename, type, side })),
    parseTreesById: Object.fromEntries(layers.map((layer) => [layer.id, layer.tree])),
  };
  const board = renderBoard(renderLayers(plot(readResult)));
  return { top: stringifySvg(board.top), bottom: stringifySvg(board.bottom) };
}
