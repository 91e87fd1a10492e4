import type { BomMatchLineIn, BomMatchRequest } from '#shared/bom/schemas.ts';
import type { Prng } from './prng.ts';

/** A catalogue product a BOM line is written from. */
export interface BomSourcePart {
  sku: string;
  mpn: string;
  package: string | null;
  description: string | null;
}

/** Lines of one benchmark BOM: the BOM tool's targets are set for a 200-line BOM. */
export const BOM_BENCH_LINES = 200;

const PACKAGING = ['', 'TR', '-TR', '/TR', ' T&R', '(LF)(SN)'];
// The passive's value as a schematic writes it: the description's value word, in other spellings.
const VALUE_WORD = /(\d+(?:\.\d+)?)(p|n|u|µ|k|M)?(F|Ω|H)\b/;

function footprintOf(kind: 'R' | 'C' | 'L', pkg: string | null): string {
  if (pkg && /^\d{4}$/.test(pkg)) return `${kind}_${pkg}_Metric`;
  return pkg ?? '';
}

/**
 * One line written from a real product the way BOMs arrive: a quarter by distributor code, a
 * quarter by MPN (with a packaging suffix and a case change), a quarter as a passive by value and
 * KiCad footprint (falling back to the MPN for non-passives), a quarter a part number one
 * character off or not sold at all.
 */
export function bomLineFrom(part: BomSourcePart, position: number, rng: Prng): BomMatchLineIn {
  const designator = `X${position + 1}`;
  const quantity = 1 + rng.int(8);
  switch (rng.int(4)) {
    case 0:
      return { designators: [designator], quantity, sku: part.sku, value: part.mpn };
    case 1: {
      const mpn = `${part.mpn}${PACKAGING[rng.int(PACKAGING.length)]}`;
      return { designators: [designator], quantity, mpn: rng.int(2) === 0 ? mpn.toLowerCase() : mpn };
    }
    case 2: {
      const value = VALUE_WORD.exec(part.description ?? '');
      if (value) {
        const kind = value[3] === 'F' ? 'C' : value[3] === 'H' ? 'L' : 'R';
        return { designators: [`${kind}${position + 1}`], quantity, value: `${value[1]}${value[2] ?? ''}`, footprint: footprintOf(kind, part.package) };
      }
      return { designators: [`U${position + 1}`], quantity, mpn: part.mpn };
    }
    default: {
      if (rng.int(2) === 0) return { designators: [`U${position + 1}`], quantity, mpn: `${part.mpn.slice(0, -1)}${part.mpn.endsWith('9') ? '8' : '9'}` };
      return { designators: [`J${position + 1}`], quantity, mpn: `NOT-SOLD-${part.mpn}-${position}`, value: 'Connector' };
    }
  }
}

/** `count` BOMs of BOM_BENCH_LINES lines each, for 1-1,000 boards. */
export function bomRequestPool(parts: readonly BomSourcePart[], count: number, rng: Prng): BomMatchRequest[] {
  if (parts.length === 0) return [];
  return Array.from({ length: count }, () => ({
    boards: [1, 5, 10, 50, 100, 1000][rng.int(6)]!,
    lines: Array.from({ length: BOM_BENCH_LINES }, (_, position) => bomLineFrom(parts[rng.int(parts.length)]!, position, rng)),
  }));
}
