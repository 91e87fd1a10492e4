import type { CategoryLevel, PlanCategory, RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { canonicalCategoryName, canonicalGroupName } from '#shared/catalog-plan/category-merges.ts';
import { vietnameseCategoryName } from './category-names.ts';
import { levelThreeBuckets } from './level-three-grouping.ts';
import { slugify } from './slugify.ts';
import { compareCodeUnits, mostFrequent } from './text-order.ts';
import { createSlugRegistry } from './unique-slugs.ts';
import type { SlugRegistry } from './unique-slugs.ts';

/** The category tree and, for every part, the leaf it is filed under. */
export interface CategoryTree {
  /** Breadth-first: all level 1, then all level 2, then all level 3, each in display order. */
  categories: PlanCategory[];
  categoryKeyBySku: Map<string, string>;
}

interface TreeNode {
  key: string;
  parentKey: string | null;
  level: CategoryLevel;
  name: string;
  nameEn: string;
  position: number;
  slugCandidates: (parentSlug: string) => string[];
  parts: RawPart[];
  children: TreeNode[];
}

const NO_PACKAGE = new Set(['', '-']);

/**
 * Builds the three-level tree: level 1 = supplier groups (most parts first), level 2 =
 * their categories (duplicates merged, most parts first), level 3 = package splits of
 * big categories (see `level-three-grouping.ts`). Keys come from the English names,
 * slugs from the Vietnamese ones.
 */
export function buildCategories(parts: readonly RawPart[]): CategoryTree {
  const roots = groupNodes(parts);
  const levelTwo = roots.flatMap((root) => root.children);
  const levelThree = levelTwo.flatMap((node) => node.children);
  // Slugs are claimed in this fixed order, so a clash is always resolved the same way.
  const slugs = createSlugRegistry();
  const slugByKey = new Map<string, string>();
  const categories = [...roots, ...levelTwo, ...levelThree].map((node) => toPlanCategory(node, slugs, slugByKey));
  return { categories, categoryKeyBySku: leafKeyBySku(roots) };
}

function groupNodes(parts: readonly RawPart[]): TreeNode[] {
  const byGroup = partitionBy(parts, (part) => slugify(canonicalGroupName(part.group)));
  return ordered(byGroup).map(([key, groupParts], position) => {
    const groupEn = spellingOf(groupParts.map((part) => canonicalGroupName(part.group)));
    const ownSlug = slugify(vietnameseCategoryName(groupEn));
    const node = treeNode(key, null, 1, groupEn, position, groupParts, () => [ownSlug]);
    node.children = categoryNodes(key, groupParts);
    return node;
  });
}

function categoryNodes(groupKey: string, groupParts: RawPart[]): TreeNode[] {
  const categoryOf = (part: RawPart): string => canonicalCategoryName(part.group, part.category);
  const byCategory = partitionBy(groupParts, (part) => slugify(categoryOf(part)));
  return ordered(byCategory).map(([categoryId, categoryParts], position) => {
    const key = `${groupKey}/${categoryId}`;
    const categoryEn = spellingOf(categoryParts.map(categoryOf));
    const ownSlug = slugify(vietnameseCategoryName(categoryEn));
    const node = treeNode(key, groupKey, 2, categoryEn, position, categoryParts, (parentSlug) => [
      ownSlug,
      `${ownSlug}-${parentSlug}`,
    ]);
    node.children = (levelThreeBuckets(categoryEn, categoryParts) ?? []).map((bucket, childPosition) => ({
      key: `${key}/${bucket.id}`,
      parentKey: key,
      level: 3,
      name: bucket.name,
      nameEn: bucket.nameEn,
      position: childPosition,
      slugCandidates: (parentSlug) => [`${parentSlug}-${bucket.slugPart}`],
      parts: bucket.parts,
      children: [],
    }));
    return node;
  });
}

// Names that differ only in case or punctuation are one node (keyed by their slug);
// it shows the most common spelling.
function spellingOf(names: readonly string[]): string {
  return mostFrequent(names) ?? '';
}

function treeNode(
  key: string,
  parentKey: string | null,
  level: CategoryLevel,
  nameEn: string,
  position: number,
  parts: RawPart[],
  slugCandidates: (parentSlug: string) => string[],
): TreeNode {
  const name = vietnameseCategoryName(nameEn);
  return { key, parentKey, level, name, nameEn, position, slugCandidates, parts, children: [] };
}

function toPlanCategory(node: TreeNode, slugs: SlugRegistry, slugByKey: Map<string, string>): PlanCategory {
  const parentSlug = node.parentKey === null ? '' : (slugByKey.get(node.parentKey) ?? '');
  const slug = slugs.claim([...node.slugCandidates(parentSlug), slugify(node.key)]);
  slugByKey.set(node.key, slug);
  return {
    key: node.key,
    parentKey: node.parentKey,
    level: node.level,
    slug,
    name: node.name,
    nameEn: node.nameEn,
    position: node.position,
    samplePackage: samplePackageOf(node.parts),
  };
}

function leafKeyBySku(roots: readonly TreeNode[]): Map<string, string> {
  const result = new Map<string, string>();
  const visit = (node: TreeNode): void => {
    if (node.children.length === 0) for (const part of node.parts) result.set(part.lcsc, node.key);
    else node.children.forEach(visit);
  };
  roots.forEach(visit);
  return result;
}

// A real package draws a better tile than "-", which only wins when nothing else exists.
function samplePackageOf(parts: readonly RawPart[]): string {
  const packages = parts.map((part) => part.package);
  return mostFrequent(packages.filter((name) => !NO_PACKAGE.has(name))) ?? mostFrequent(packages) ?? '';
}

function partitionBy(parts: readonly RawPart[], keyOf: (part: RawPart) => string): Map<string, RawPart[]> {
  const result = new Map<string, RawPart[]>();
  for (const part of parts) {
    const key = keyOf(part);
    const bucket = result.get(key);
    if (bucket === undefined) result.set(key, [part]);
    else bucket.push(part);
  }
  return result;
}

// Most parts first; equal counts by key, so input order never matters.
function ordered(partition: Map<string, RawPart[]>): Array<[string, RawPart[]]> {
  return [...partition].sort(([nameA, a], [nameB, b]) => b.length - a.length || compareCodeUnits(nameA, nameB));
}
