import { describe, expect, test } from 'vitest';
import categoryNames from '../data/category-names.json' with { type: 'json' };
import { hasVietnameseCategoryName, vietnameseCategoryName } from './category-names.ts';
import { loadRawParts } from './load-raw-parts.ts';

const parts = loadRawParts();
const groups = new Set(parts.map((part) => part.group));
const pairs = new Set(parts.map((part) => `${part.group} / ${part.category}`));
const categories = new Set(parts.map((part) => part.category));

describe('Vietnamese category names', () => {
  test('the data has 36 groups and 185 group/category pairs', () => {
    expect(groups.size).toBe(36);
    expect(pairs.size).toBe(185);
  });

  test('every group and every category has a Vietnamese name', () => {
    expect([...groups].filter((name) => !hasVietnameseCategoryName(name))).toEqual([]);
    expect([...categories].filter((name) => !hasVietnameseCategoryName(name))).toEqual([]);
  });

  test('every translation is used and actually translated', () => {
    const used = new Set([...groups, ...categories]);
    expect(Object.keys(categoryNames).filter((name) => !used.has(name))).toEqual([]);
    const untranslated = [...used].filter((name) => vietnameseCategoryName(name) === name);
    expect(untranslated).toEqual([]);
  });

  test('the big families read as a Vietnamese shop writes them', () => {
    expect(vietnameseCategoryName('Resistors')).toBe('Điện trở');
    expect(vietnameseCategoryName('Chip Resistor - Surface Mount')).toBe('Điện trở dán SMD');
    expect(vietnameseCategoryName('Multilayer Ceramic Capacitors MLCC - SMD/SMT')).toBe('Tụ gốm dán MLCC');
    expect(vietnameseCategoryName('Microcontrollers (MCU/MPU/SOC)')).toBe('Vi điều khiển (MCU/MPU/SoC)');
    expect(vietnameseCategoryName('Capacitors')).toBe('Tụ điện');
  });

  test('names are trimmed and never empty', () => {
    for (const name of Object.values(categoryNames)) {
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(1);
    }
  });

  test('a name missing from the file falls back to the English name', () => {
    expect(vietnameseCategoryName('Quantum Flux Capacitors')).toBe('Quantum Flux Capacitors');
  });
});
