import { slugify } from '../../server/seed/plan/slugify.ts';
import type { Prng } from './prng.ts';

/** What the search pool is drawn from: sampled products, category names and brand names. */
export interface SearchSource {
  products: readonly { sku: string; mpn: string; package: string | null; description: string | null }[];
  /** Level-1 and level-2 category names with their product counts (popular ones are searched more). */
  categories: readonly { name: string; products: number }[];
  supplierNames: readonly string[];
}

// Neighbouring keys on a QWERTY keyboard, for realistic slips of the finger.
const NEIGHBOURS: Readonly<Record<string, string>> = {
  a: 'qsz', b: 'vgn', c: 'xdv', d: 'sfe', e: 'wrd', f: 'dgr', g: 'fht', h: 'gjy', i: 'uok', j: 'hku', k: 'jli', l: 'ko',
  m: 'nj', n: 'bmh', o: 'ipl', p: 'ol', q: 'wa', r: 'etf', s: 'adw', t: 'ryg', u: 'yij', v: 'cbf', w: 'qes', x: 'zcs',
  y: 'tuh', z: 'xa', '0': '9', '1': '2', '2': '13', '3': '24', '4': '35', '5': '46', '6': '57', '7': '68', '8': '79', '9': '80',
};

/**
 * One typing mistake somewhere after the first character: two letters swapped, one dropped, one
 * doubled, or a neighbouring key hit instead.
 */
export function withTypo(query: string, rng: Prng): string {
  if (query.length < 4) return query;
  const at = 1 + rng.int(query.length - 2);
  const char = query[at] as string;
  switch (rng.int(4)) {
    case 0:
      return query.slice(0, at) + (query[at + 1] ?? '') + char + query.slice(at + 2);
    case 1:
      return query.slice(0, at) + query.slice(at + 1);
    case 2:
      return query.slice(0, at) + char + query.slice(at);
    default: {
      const options = NEIGHBOURS[char];
      return options ? query.slice(0, at) + rng.pick([...options]) + query.slice(at + 1) : query.slice(0, at) + query.slice(at + 1);
    }
  }
}

/** Text as an engineer types it: lowercase, no diacritics, `Ω`/`±` left out, `µ` as `u`. */
export function typedForm(text: string): string {
  return slugify(text.replace(/[Ω\u2126]/gu, '')).replaceAll('-', ' ');
}

/** A value word as typed: `10kΩ` → `10k`, `100nF` → `100nf`, `±1%` → `1%`, `0603` stays. */
function typedToken(token: string): string {
  return token
    .replace(/[Ω\u2126±]/gu, '')
    .replace(/[µμ]/gu, 'u')
    .toLowerCase();
}

function prefix(text: string, rng: Prng): string {
  const length = Math.min(text.length, 3 + rng.int(6));
  return text.slice(0, length).toLowerCase();
}

function words(text: string, rng: Prng, max: number): string {
  const all = text.split(' ').filter((word) => word !== '');
  const start = rng.chance(0.8) ? 0 : rng.int(all.length);
  return all.slice(start, start + 1 + rng.int(Math.min(max, all.length - start))).join(' ');
}

function descriptionQuery(product: SearchSource['products'][number], rng: Prng): string | null {
  const tokens = (product.description ?? '').split(/\s+/u).filter((token) => token !== '' && token !== 'ROHS');
  // Values with a unit (`10kΩ`, `100nF`, `5%`, `40V`), not bare counts or temperature ranges.
  const values = tokens
    .filter((token) => /\d/.test(token) && /[a-zA-Z%Ωµ]/u.test(token) && !/℃|~/u.test(token) && token !== product.package && token.length <= 12)
    .map(typedToken);
  const pkg = product.package ? product.package.toLowerCase() : null;
  if (values.length === 0) return pkg;
  const value = rng.pick(values);
  const roll = rng.next();
  if (roll < 0.6 && pkg) return `${value} ${pkg}`;
  if (roll < 0.8 || values.length === 1) return value;
  return `${value} ${rng.pick(values)}`;
}

/**
 * About `size` search-box queries, as the client sends them (lowercased, 2-100 characters): MPN
 * and SKU prefixes of 3-8 characters, category words typed without diacritics, brand names,
 * value words (`10k 0603`), and about one in ten with a typing mistake. Deterministic for a
 * given source and random source.
 */
export function searchQueryPool(source: SearchSource, size: number, rng: Prng): string[] {
  const brands = source.supplierNames.map((name) => name.toLowerCase().replace(/\s+/gu, ' ').trim()).filter((name) => /[a-z0-9].*[a-z0-9]/.test(name));
  const categories = source.categories.map((category) => typedForm(category.name)).filter((name) => name.length >= 2);
  const categoryWeights: number[] = [];
  let total = 0;
  for (const category of source.categories) if (typedForm(category.name).length >= 2) categoryWeights.push((total += category.products));
  const queries: string[] = [];
  while (queries.length < size) {
    const roll = rng.next();
    const product = rng.pick(source.products);
    let query: string | null;
    if (roll < 0.3) query = prefix(product.mpn, rng);
    else if (roll < 0.4) query = prefix(product.sku, rng);
    else if (roll < 0.6) query = words(categories[rng.weighted(categoryWeights)] as string, rng, 3);
    else if (roll < 0.75) {
      const brand = rng.pick(brands);
      query = brand.length > 20 || rng.chance(0.3) ? (brand.split(/[\s(/]+/u)[0] ?? brand) : brand;
    } else query = descriptionQuery(product, rng);
    if (query === null) continue;
    if (rng.chance(0.1)) query = withTypo(query, rng);
    query = query.trim().slice(0, 100);
    if (query.length >= 2) queries.push(query);
  }
  return queries;
}
