import { describe, expect, test } from 'vitest';
import { urlSlug } from './url-slug.ts';

describe('urlSlug', () => {
  test('Vietnamese titles become plain dashed slugs', () => {
    expect(urlSlug('Đo điện trở: hướng dẫn cơ bản!', 200)).toBe('do-dien-tro-huong-dan-co-ban');
    expect(urlSlug('  ESP32-C3 & ESP32-S3  ', 200)).toBe('esp32-c3-esp32-s3');
    expect(urlSlug('x'.repeat(250), 200).length).toBe(200);
  });
});
