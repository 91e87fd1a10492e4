import type { RawPart } from './catalog-plan-types.ts';

let nextSku = 900_000;

/** A plausible chip resistor, for tests; override what the test is about. */
export function rawPart(overrides: Partial<RawPart> = {}): RawPart {
  nextSku += 1;
  return {
    lcsc: `C${nextSku}`,
    mpn: `TEST-${nextSku}`,
    manufacturer: 'Yageo',
    group: 'Resistors',
    category: 'Chip Resistor - Surface Mount',
    package: '0603',
    description: '100mW Thick Film Resistors 75V ±100ppm/℃ ±1% 10kΩ 0603  Chip Resistor - Surface Mount ROHS',
    library: 'base',
    preferred: false,
    stock: 1000,
    minOrder: 1,
    reel: 5000,
    priceBreaksUsd: [
      [1, 0.05],
      [100, 0.03],
      [1000, 0.01],
    ],
    datasheetUrl: 'https://example.com/datasheet.pdf',
    attributes: [],
    ...overrides,
  };
}

/** `count` parts in one category, spread over the given packages in turn. */
export function partsInPackages(count: number, packages: readonly string[], overrides: Partial<RawPart> = {}): RawPart[] {
  return Array.from({ length: count }, (_, index) =>
    rawPart({ package: packages[index % packages.length] ?? '-', ...overrides }),
  );
}
