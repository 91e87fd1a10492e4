import { describe, expect, it } from 'vitest';
import { uploadImageUrl } from './image-url.ts';

describe('uploadImageUrl', () => {
  it('builds the rendition path', () => {
    expect(uploadImageUrl(42)).toBe('/upload/medium/42.jpg');
    expect(uploadImageUrl(42, 'large')).toBe('/upload/large/42.jpg');
  });

  it('is null without an image', () => {
    expect(uploadImageUrl(null)).toBeNull();
  });
});
