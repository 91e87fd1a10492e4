import type { RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { packageFamilyOf, packageFamilyRank } from './package-family.ts';
import { canDiameterOf, chipSizeOf, leadPitchOf } from './package-measures.ts';
import { compareCodeUnits } from './text-order.ts';

/*
 * Level-3 rule (one place, so the tree stays explainable):
 * - Only a level-2 category with at least MIN_PARTS_TO_SPLIT parts is split.
 * - Passive chip families (SIZE_SPLIT_CATEGORIES) are split by imperial chip size
 *   (0201, 0402, 0603 …); every other category by package family (SOT-23, SOD,
 *   SOIC/SOP, QFN/DFN, BGA, through-hole …), by lead pitch (radial through-hole parts)
 *   or by can diameter (leaded electrolytics).
 * - A grouping qualifies when it yields at least MIN_NAMED_CHILDREN buckets that each
 *   hold at least MIN_PARTS_PER_CHILD parts. Of the qualifying groupings the one whose
 *   biggest child is smallest wins (it actually splits the category: varistors are all
 *   "through-hole" but split well by lead pitch); ties go to the order above.
 * - Smaller buckets and unclassified packages go to one "Khác" / "Other" child, so
 *   every part of a split category lands in exactly one leaf.
 */
export const MIN_PARTS_TO_SPLIT = 20;
export const MIN_NAMED_CHILDREN = 2;
export const MIN_PARTS_PER_CHILD = 3;

const OTHER_ID = 'other';

const SIZE_SPLIT_CATEGORIES: ReadonlySet<string> = new Set([
  'Chip Resistor - Surface Mount',
  'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
  'Ferrite Beads',
  'Inductors (SMD)',
  'Current Sense Resistors / Shunt Resistors',
]);

/** One level-3 child: its parts and how to name it. */
export interface LevelThreeBucket {
  /** Last segment of the category key, ASCII. */
  id: string;
  /** Vietnamese name. */
  name: string;
  nameEn: string;
  /** Appended to the parent's slug. */
  slugPart: string;
  parts: RawPart[];
}

interface BucketLabel {
  id: string;
  name: string;
  nameEn: string;
  slugPart: string;
  /** Sibling order: smaller first. */
  order: number;
}

type Classifier = (part: RawPart) => BucketLabel | null;

/**
 * The level-3 children of one level-2 category (named by its English name), ordered
 * for display with "Khác" last, or `null` when the category stays a leaf.
 */
export function levelThreeBuckets(categoryNameEn: string, parts: readonly RawPart[]): LevelThreeBucket[] | null {
  if (parts.length < MIN_PARTS_TO_SPLIT) return null;
  const classifiers = SIZE_SPLIT_CATEGORIES.has(categoryNameEn)
    ? [byChipSize]
    : [byPackageFamily, byLeadPitch, byCanDiameter];
  let best: LevelThreeBucket[] | null = null;
  for (const classify of classifiers) {
    const buckets = bucketsBy(parts, classify);
    if (buckets !== null && (best === null || largestNamed(buckets) < largestNamed(best))) best = buckets;
  }
  return best;
}

function largestNamed(buckets: readonly LevelThreeBucket[]): number {
  return Math.max(...buckets.filter((bucket) => bucket.id !== OTHER_ID).map((bucket) => bucket.parts.length));
}

function bucketsBy(parts: readonly RawPart[], classify: Classifier): LevelThreeBucket[] | null {
  const grouped = new Map<string, { label: BucketLabel; parts: RawPart[] }>();
  const leftovers: RawPart[] = [];
  for (const part of parts) {
    const label = classify(part);
    if (label === null) {
      leftovers.push(part);
      continue;
    }
    const entry = grouped.get(label.id) ?? { label, parts: [] };
    entry.parts.push(part);
    grouped.set(label.id, entry);
  }
  const named = [...grouped.values()].filter((entry) => entry.parts.length >= MIN_PARTS_PER_CHILD);
  if (named.length < MIN_NAMED_CHILDREN) return null;
  for (const entry of grouped.values()) {
    if (entry.parts.length < MIN_PARTS_PER_CHILD) leftovers.push(...entry.parts);
  }
  named.sort((a, b) => a.label.order - b.label.order || compareCodeUnits(a.label.id, b.label.id));
  const buckets: LevelThreeBucket[] = named.map(({ label, parts: bucketParts }) => ({
    id: label.id,
    name: label.name,
    nameEn: label.nameEn,
    slugPart: label.slugPart,
    parts: bucketParts,
  }));
  if (leftovers.length > 0) {
    buckets.push({ id: OTHER_ID, name: 'Khác', nameEn: 'Other', slugPart: 'khac', parts: leftovers });
  }
  return buckets;
}

// Chip sizes read small to large (0201 < 0402 < … < 2512), as the codes compare numerically.
function byChipSize(part: RawPart): BucketLabel | null {
  const size = chipSizeOf(part.package);
  if (size === null) return null;
  return { id: size, name: size, nameEn: size, slugPart: size, order: Number(size) };
}

// Families keep one fixed order everywhere (chip, SOT, SOD, … through-hole) so a shopper
// finds them in the same place in every category.
function byPackageFamily(part: RawPart): BucketLabel | null {
  const family = packageFamilyOf(part.package);
  if (family === null) return null;
  return { ...family, order: packageFamilyRank(family.id) };
}

function byLeadPitch(part: RawPart): BucketLabel | null {
  const pitch = leadPitchOf(part.package);
  if (pitch === null) return null;
  return {
    id: `pitch-${slugNumber(pitch)}mm`,
    name: `Bước chân ${pitch}mm`,
    nameEn: `Pitch ${pitch}mm`,
    slugPart: `buoc-chan-${slugNumber(pitch)}mm`,
    order: pitch,
  };
}

function byCanDiameter(part: RawPart): BucketLabel | null {
  const diameter = canDiameterOf(part.package);
  if (diameter === null) return null;
  return {
    id: `diameter-${slugNumber(diameter)}mm`,
    name: `Đường kính ${diameter}mm`,
    nameEn: `Diameter ${diameter}mm`,
    slugPart: `duong-kinh-${slugNumber(diameter)}mm`,
    order: diameter,
  };
}

function slugNumber(value: number): string {
  return String(value).replace('.', '-');
}
