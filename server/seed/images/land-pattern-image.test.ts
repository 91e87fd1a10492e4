import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { drawLandPatternImage, landPatternKey } from './land-pattern-image.ts';
import { svgProblems } from './svg-check.ts';

const PACKAGES = ['0603', 'SOT-23-5', 'SOIC-8', 'QFN-28-EP(6x6)', 'LQFP-100(14x14)', 'BGA-144', 'PDIP-8', 'TO-220', 'Plugin,P=5mm', 'SMD,D6.3xL5.4mm', '-'];

describe('drawLandPatternImage', () => {
  test('draws well-formed, font-free 800 × 800 SVG for every kind of package', () => {
    for (const packageName of PACKAGES) {
      const image = drawLandPatternImage({ packageName, category: 'Operational Amplifier' });
      expect([image.width, image.height]).toEqual([800, 800]);
      expect(svgProblems(image.svg), packageName).toEqual([]);
    }
  });

  test('is deterministic and names the package and its pad count', () => {
    const input = { packageName: 'SOIC-8', category: 'Operational Amplifier' };
    expect(drawLandPatternImage(input).svg).toBe(drawLandPatternImage({ ...input }).svg);
    expect(drawLandPatternImage(input).svg).not.toBe(drawLandPatternImage({ ...input, packageName: 'SOIC-14' }).svg);
    // Eight copper pads, each a rect filled with the copper gradient.
    expect(drawLandPatternImage(input).svg.match(/<rect [^>]*fill="url\(#copper\)"/g)).toHaveLength(8);
  });

  test('parts in the same package share one picture; unnamed packages are keyed by the kind of part', () => {
    expect(landPatternKey({ packageName: 'SOIC-8', category: 'Operational Amplifier' })).toBe(
      landPatternKey({ packageName: 'soic-8 ', category: 'Microcontrollers' }),
    );
    expect(landPatternKey({ packageName: '-', category: 'Chip Resistor - Surface Mount' })).toBe('generic:resistor');
    expect(landPatternKey({ packageName: '', category: 'Tactile Switches' })).toBe('generic:switch');
  });

  test('rasterises to a green board with gold pads', async () => {
    const { svg } = drawLandPatternImage({ packageName: 'SOIC-8', category: 'Operational Amplifier' });
    const board = await sharp(Buffer.from(svg)).extract({ left: 60, top: 60, width: 40, height: 40 }).stats();
    const [red, green, blue] = board.channels.map((channel) => channel.mean);
    expect(green).toBeGreaterThan(red! + 30);
    expect(green).toBeGreaterThan(blue! + 20);
    const raw = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    let gold = 0;
    for (let i = 0; i < raw.data.length; i += raw.info.channels) {
      const [r, g, b] = [raw.data[i]!, raw.data[i + 1]!, raw.data[i + 2]!];
      if (r > 180 && g > 140 && b < 110) gold++;
    }
    expect(gold).toBeGreaterThan(5_000);
  });
});
