import { describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG } from './demo-config.ts';
import { localizedName, localizedText } from './localized-name.ts';

describe('localizedName', () => {
  const thickness = DEMO_PCB_CONFIG.specifications.find((spec) => spec.short_name === 'thickness')!;

  test('English mode shows the English name, Vietnamese mode the Vietnamese one', () => {
    expect(localizedName(thickness, 'en')).toBe('Board thickness');
    expect(localizedName(thickness, 'vi')).toBe('Độ dày bo');
  });

  test('falls back to the Vietnamese name when the English one is missing, null or blank (an older cached config)', () => {
    const { name_en: _dropped, ...cachedBefore } = thickness;
    expect(localizedName(cachedBefore, 'en')).toBe('Độ dày bo');
    expect(localizedName({ ...thickness, name_en: null }, 'en')).toBe('Độ dày bo');
    expect(localizedName({ ...thickness, name_en: '  ' }, 'en')).toBe('Độ dày bo');
  });
});

describe('localizedText', () => {
  test('keeps a missing Vietnamese text missing', () => {
    expect(localizedText(null, null, 'en')).toBeNull();
    expect(localizedText('<p>Xanh lá</p>', '<p>Green</p>', 'en')).toBe('<p>Green</p>');
    expect(localizedText('<p>Xanh lá</p>', '<p>Green</p>', 'vi')).toBe('<p>Xanh lá</p>');
  });
});
