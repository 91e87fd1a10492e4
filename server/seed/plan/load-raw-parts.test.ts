import { describe, expect, test } from 'vitest';
import { loadRawParts, parseRawParts } from './load-raw-parts.ts';
import { rawPart } from '#shared/catalog-plan/raw-part-fixture.ts';

describe('loading the parts file', () => {
  test('reads the copy inside the project, whatever the working directory', () => {
    const parts = loadRawParts();
    expect(parts).toHaveLength(3414);
    expect(parts[0]?.lcsc).toBe('C1002');
  });

  test('accepts a well-formed document', () => {
    const part = rawPart();
    expect(parseRawParts({ source: 'test', parts: [part] })).toEqual([part]);
  });

  test('names the broken part and field', () => {
    expect(() => parseRawParts({ parts: [rawPart(), { ...rawPart(), stock: '12' }] })).toThrow('part #1: stock');
    expect(() => parseRawParts({ parts: [{ ...rawPart(), priceBreaksUsd: [] }] })).toThrow('priceBreaksUsd');
    expect(() => parseRawParts({ parts: [{ ...rawPart(), library: 'gold' }] })).toThrow('library');
    expect(() => parseRawParts([])).toThrow('"parts" array');
  });
});
