import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { drawPartImage, type PartImageInput } from './part-image.ts';
import { parsePackage, type PackageFamily } from './parse-package.ts';
import { svgProblems } from './svg-check.ts';

/** At least one package name per family, plus awkward real names. */
const PACKAGES = [
  '0201', '0603', '2512', '0603x4', 'CASE-C-6032', 'MELF', 'SOD-123', 'SOD-123FL', 'SMA(DO-214AC)', 'SMC',
  'SOT-23', 'SOT-23-5', 'SOT-23-6', 'SOT-143-4', 'SOT-363', 'SOT-89-3', 'SOT-89-5', 'SOT-223-4',
  'SOIC-8', 'SO-7', 'MSOP-10', 'TSSOP-14', 'SOIC-28-300mil', 'TSOPII-54', 'SOP-4-2.54mm', 'PDIP-8', 'PDIP-40',
  'CDIP-28', 'SIP-7', 'KBU', 'LQFP-100(14x14)', 'MQFP-240-EP(32x32)', 'QFP-128(14x20)', 'QFN-28-EP(6x6)',
  'LFCSP-64(9x9)', 'LGA-20(3x3)', 'QFN-52-EP(7x8)', 'DFN-8-EP(3x3)', 'DFN1006-2L', 'DFN-3L(1x0.6)', 'BGA-144',
  'BGA-140', 'FCBGA-1157', 'WLCSP-9L', 'TO-92-3', 'TO-220', 'TO-220-7', 'TO-220F', 'TO-247-2', 'TO-126',
  'IPAK', 'TO-252', 'TO-263-5', 'Plugin', 'Plugin,P=5mm', 'Plugin,P=37.5mm', 'Plugin,D=5mm', 'Plugin,D5xL11mm',
  'Plugin,23x46mm', 'DO-41', 'HC-49S', 'HC-49S-SMD', 'SMD,D6.3xL5.4mm', 'SMD', 'SMD3225-4P', 'SMD,6x6mm',
  'SMD-24P,16.6x9mm', '-', '', '???',
];

const CATEGORIES = [
  'Chip Resistor - Surface Mount', 'Multilayer Ceramic Capacitors MLCC - SMD/SMT', 'Tantalum Capacitors',
  'Aluminum Electrolytic Capacitors - Leaded', 'Safety Capacitors', 'Varistors', 'Power Inductors', 'Zener Diodes',
  'LED Indication - Discrete', 'MOSFETs', 'Microcontrollers (MCU/MPU/SOC)', 'Crystals', 'Tactile Switches',
  'Wire To Board Connector', 'LoRa Modules', 'Tụ điện', '',
];

function part(packageName: string, category = 'Operational Amplifier', mpn = 'TL072CDT'): PartImageInput {
  return { mpn, sku: 'C6961', packageName, category, manufacturer: 'STMicroelectronics' };
}

describe('drawPartImage', () => {
  test('covers every package family in the test list', () => {
    const families = new Set<PackageFamily>(PACKAGES.map((name) => parsePackage(name).family));
    expect(families.size).toBe(24);
  });

  test('draws well-formed, font-free SVG for every package and category', () => {
    for (const packageName of PACKAGES) {
      for (const category of CATEGORIES) {
        const image = drawPartImage(part(packageName, category));
        expect(image.width).toBe(800);
        expect(image.height).toBe(800);
        expect(svgProblems(image.svg), `${packageName} / ${category}`).toEqual([]);
      }
    }
  });

  test('is deterministic, and different parts give different pictures', () => {
    const input = part('SOIC-8');
    expect(drawPartImage(input).svg).toBe(drawPartImage({ ...input }).svg);
    expect(drawPartImage(part('SOIC-8', 'Operational Amplifier', 'LM358DR')).svg).not.toBe(drawPartImage(input).svg);
    expect(drawPartImage(part('SOIC-14')).svg).not.toBe(drawPartImage(input).svg);
  });

  test('draws the right number of leads for dual-row packages', () => {
    const leadCount = (svg: string): number => (svg.match(/url\(#metal-x\)/g) ?? []).length;
    expect(leadCount(drawPartImage(part('SOIC-8')).svg)).toBe(8);
    expect(leadCount(drawPartImage(part('SOIC-14')).svg)).toBe(14);
    expect(leadCount(drawPartImage(part('SO-7')).svg)).toBe(7);
    expect(leadCount(drawPartImage(part('SOT-23-5')).svg)).toBe(5);
    expect(leadCount(drawPartImage(part('SOT-23')).svg)).toBe(3);
  });

  test('tints bodies by category', () => {
    const mlcc = drawPartImage(part('0603', 'Multilayer Ceramic Capacitors MLCC - SMD/SMT')).svg;
    const resistor = drawPartImage(part('0603', 'Chip Resistor - Surface Mount')).svg;
    expect(mlcc).not.toBe(resistor);
    expect(mlcc).toMatch(/stop-color="#c[0-9a-f]{5}"/);
  });

  test('draws an SVG string in well under a millisecond', () => {
    const inputs = PACKAGES.map((name, i) => part(name, CATEGORIES[i % CATEGORIES.length], `MPN${i}`));
    for (const input of inputs) drawPartImage(input);
    const rounds = 10;
    const started = performance.now();
    for (let round = 0; round < rounds; round++) for (const input of inputs) drawPartImage(input);
    const perImage = (performance.now() - started) / (rounds * inputs.length);
    // Generous bound so a loaded CI machine does not flake; typical is about 0.1 ms.
    expect(perImage).toBeLessThan(2);
  });

  test('rasterises with sharp to a non-blank 800 × 800 picture', async () => {
    for (const packageName of ['0603', 'SOIC-8', 'BGA-144', 'Plugin,P=5mm']) {
      const { svg } = drawPartImage(part(packageName));
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);
      const stats = await sharp(png).stats();
      for (const channel of stats.channels.slice(0, 3)) {
        expect(channel.stdev, packageName).toBeGreaterThan(10);
        expect(channel.min, packageName).toBeLessThan(80);
      }
      const textBand = await sharp(png).extract({ left: 40, top: 600, width: 720, height: 80 }).stats();
      expect(textBand.channels[0]?.min, `MPN ink of ${packageName}`).toBeLessThan(60);
      const drawing = await sharp(png).extract({ left: 250, top: 180, width: 300, height: 280 }).stats();
      expect(drawing.channels[0]?.stdev, `package drawing of ${packageName}`).toBeGreaterThan(15);
    }
  });
});
