import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { categoryHue, drawCategoryTile } from './category-tile.ts';
import { svgProblems } from './svg-check.ts';

const TILES = [
  { name: 'Chip Resistor - Surface Mount', samplePackage: '0603' },
  { name: 'Microcontrollers (MCU/MPU/SOC)', samplePackage: 'LQFP-48(7x7)' },
  { name: 'Aluminum Electrolytic Capacitors - Leaded', samplePackage: 'Plugin,D8xL11.5mm' },
  { name: 'Tụ điện', samplePackage: '0805' },
  { name: 'LED Indication - Discrete', samplePackage: 'Plugin,D=5mm' },
  { name: 'Unknown', samplePackage: '-' },
];

describe('drawCategoryTile', () => {
  test('draws a well-formed 400 × 400 tile without text elements', () => {
    for (const input of TILES) {
      const tile = drawCategoryTile(input);
      expect([tile.width, tile.height]).toEqual([400, 400]);
      expect(svgProblems(tile.svg), input.name).toEqual([]);
    }
  });

  test('derives the hue from the name, deterministically', () => {
    expect(categoryHue('Diodes')).toBe(categoryHue('Diodes'));
    expect(categoryHue(' diodes ')).toBe(categoryHue('Diodes'));
    const hues = new Set(TILES.map((tile) => categoryHue(tile.name)));
    expect(hues.size).toBeGreaterThan(TILES.length - 2);
    expect(drawCategoryTile(TILES[0]!).svg).toBe(drawCategoryTile({ ...TILES[0]! }).svg);
    expect(drawCategoryTile(TILES[0]!).svg).not.toBe(drawCategoryTile({ ...TILES[0]!, name: 'Resistors' }).svg);
  });

  test('rasterises to a non-blank tile', async () => {
    const png = await sharp(Buffer.from(drawCategoryTile(TILES[1]!).svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    const stats = await sharp(png).stats();
    expect(stats.channels[0]?.stdev).toBeGreaterThan(10);
  });
});
