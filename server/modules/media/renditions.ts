import sharp from 'sharp';

/** The rendition kinds served from stored originals (spec §2 "Images"). */
export const RENDITIONS = {
  /** Product and category pictures in lists: fit inside 300 px on white. */
  'upload/medium': { width: 300, height: 300, fit: 'contain' },
  /** Product page and zoom: fit inside 800 px on white. */
  'upload/large': { width: 800, height: 800, fit: 'contain' },
  /** Avatars: a 160 px square crop. */
  'photo/medium': { width: 160, height: 160, fit: 'cover' },
} as const;
export type RenditionName = keyof typeof RENDITIONS;

export function isRenditionName(value: string): value is RenditionName {
  return Object.hasOwn(RENDITIONS, value);
}

/**
 * Renders `original` (JPEG, PNG, WebP or SVG) as a progressive JPEG for `name`. Never upscales a
 * raster original; transparent areas become white since JPEG has no alpha.
 */
export async function renderRendition(original: Buffer, name: RenditionName): Promise<Buffer> {
  const spec = RENDITIONS[name];
  return sharp(original, { density: 144, limitInputPixels: 40_000_000 })
    .rotate()
    .resize({
      width: spec.width,
      height: spec.height,
      fit: spec.fit,
      background: '#ffffff',
      withoutEnlargement: spec.fit === 'contain',
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}
