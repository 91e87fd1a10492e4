import type { BomMatchRequest } from '#shared/bom/schemas.ts';
import type { ListingSelection } from './listing-selections.ts';
import type { ScenarioStep } from './measure.ts';
import type { RequestPools } from './request-pools.ts';

/** What one scenario sends, and the p95 it must stay under (at 1M products). */
export interface Scenario<T = unknown> {
  id: string;
  title: string;
  pool: readonly T[];
  steps: ScenarioStep<T>[];
  /** p95 target in ms: for one step its own p95, for a sequence the p95 of the whole sequence. */
  targetP95Ms: number;
}

type Json = Record<string, unknown> | null;
const count = (value: unknown): number => (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0);

const searchStep: ScenarioStep<string> = {
  name: 'GET /v1/search-autohome?q=',
  path: (q) => `/v1/search-autohome?q=${encodeURIComponent(q)}`,
  found: (body) => {
    const json = body as Json;
    return count((json?.products as Json)?.total) + count(json?.category) + count(json?.suppliers) > 0;
  },
};
const listingStep: ScenarioStep<ListingSelection> = {
  name: 'GET /v1/products?category_id=…',
  path: (s) => s.listingPath,
  found: (body) => count((body as Json)?.total) > 0,
};
const countsStep: ScenarioStep<ListingSelection> = {
  name: 'GET /v1/filter-category?category_id=…',
  path: (s) => s.countsPath,
  found: (body) => count((body as Json)?.total) > 0,
};
const productStep: ScenarioStep<string> = {
  name: 'GET /v1/products/{slug}',
  path: (slug) => `/v1/products/${encodeURIComponent(slug)}`,
  found: (body) => typeof ((body as Json)?.product as Json)?.id === 'number',
};

// The anti-forgery token is a double-submit cookie: any value works when the cookie and the header agree.
const BENCH_CSRF = 'bench-csrf-token';
const bomMatchStep: ScenarioStep<BomMatchRequest> = {
  name: 'POST /v1/bom/match (200 lines)',
  path: () => '/v1/bom/match',
  post: {
    body: (bom) => JSON.stringify(bom),
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': BENCH_CSRF, cookie: `csrf_token=${BENCH_CSRF}` },
  },
  found: (body) => count(((body as Json)?.summary as Json)?.exact) + count(((body as Json)?.summary as Json)?.equivalent) > 0,
};

export const SCENARIO_IDS = ['search', 'listing', 'counts', 'listing+counts', 'product', 'bom-match'] as const;

// A scenario's pool and steps agree on their entry type; the runner only passes entries through.
function erased<T>(scenario: Scenario<T>): Scenario {
  return scenario as unknown as Scenario;
}

/** The benchmark's scenarios over one dataset's pools, in run order. */
export function scenarios(pools: RequestPools): Scenario[] {
  return [
    erased({ id: 'search', title: 'search suggestions', pool: pools.searchQueries, steps: [searchStep], targetP95Ms: 30 }),
    erased({ id: 'listing', title: 'category listing', pool: pools.listings, steps: [listingStep], targetP95Ms: 100 }),
    erased({ id: 'counts', title: 'filter counts', pool: pools.listings, steps: [countsStep], targetP95Ms: 100 }),
    erased({ id: 'listing+counts', title: 'listing, then its filter counts', pool: pools.listings, steps: [listingStep, countsStep], targetP95Ms: 100 }),
    erased({ id: 'product', title: 'product page API', pool: pools.productSlugs, steps: [productStep], targetP95Ms: 20 }),
    // The BOM tool's targets: p95 ≤ 150 ms on the demo catalogue, ≤ 400 ms at 1M (the row's target is the 1M one).
    erased({ id: 'bom-match', title: 'BOM match (200 lines)', pool: pools.bomRequests, steps: [bomMatchStep], targetP95Ms: 400 }),
  ];
}
