import type { ImageGraphic, ImageTree, PathSegment, Position } from '@tracespace/plotter';

/** A bounding box in the image's units. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const ARC_SAMPLES = 16;

function segmentPoints(segment: PathSegment): Position[] {
  if (segment.type === 'line') return [segment.start, segment.end];
  // An arc can bulge past its end points: sample it (precise enough for a board size in mm).
  const [startX, startY, startTheta] = segment.start;
  const [, , endTheta] = segment.end;
  const points: Position[] = [];
  for (let step = 0; step <= ARC_SAMPLES; step += 1) {
    const theta = startTheta + ((endTheta - startTheta) * step) / ARC_SAMPLES;
    points.push([segment.center[0] + segment.radius * Math.cos(theta), segment.center[1] + segment.radius * Math.sin(theta)]);
  }
  points.push([startX, startY]);
  return points;
}

function graphicPoints(graphic: ImageGraphic): Position[] {
  if (graphic.type === 'imagePath' || graphic.type === 'imageRegion') return graphic.segments.flatMap(segmentPoints);
  return [];
}

/**
 * The box around the centre lines of an outline layer's strokes. The board edge is the middle of
 * the drawn line, so the stroke width (which the plotter's own size includes) is left out: a
 * 100 × 80 mm board drawn with a 0.1 mm line measures 100 × 80, not 100.1 × 80.1. Null when the
 * layer draws no path.
 */
export function outlineBounds(image: ImageTree): Bounds | null {
  const points = image.children.flatMap(graphicPoints);
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The box the plotter reports for a layer (strokes included), or null for an empty layer. */
export function imageBounds(image: ImageTree): Bounds | null {
  if (image.size.length !== 4) return null;
  const [minX, minY, maxX, maxY] = image.size;
  return { minX, minY, maxX, maxY };
}

/** The smallest box holding every given box. */
export function unionBounds(boxes: readonly Bounds[]): Bounds | null {
  if (boxes.length === 0) return null;
  return {
    minX: Math.min(...boxes.map((box) => box.minX)),
    minY: Math.min(...boxes.map((box) => box.minY)),
    maxX: Math.max(...boxes.map((box) => box.maxX)),
    maxY: Math.max(...boxes.map((box) => box.maxY)),
  };
}
