/** Image renditions the server produces: medium 300 px, large 800 px (spec §2 Images). */
export type ImageSize = 'medium' | 'large';

/** `/upload/{size}/{imageId}.jpg`, or null when the row has no image. */
export function uploadImageUrl(imageId: number | null, size: ImageSize = 'medium'): string | null {
  return imageId === null ? null : `/upload/${size}/${imageId}.jpg`;
}
