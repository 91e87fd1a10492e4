import { readFileSync } from 'node:fs';
import type { RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';

const DEFAULT_PARTS_FILE = new URL('../data/electronic-parts.json', import.meta.url);

/**
 * Reads the supplier parts file (by default `server/seed/data/electronic-parts.json`,
 * resolved from this module, never from the working directory) and checks its shape,
 * so a damaged file fails here with the offending part named. Synchronous: it runs once,
 * inside the seed transaction, and takes a few milliseconds.
 */
export function loadRawParts(path: string | URL = DEFAULT_PARTS_FILE): RawPart[] {
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return parseRawParts(json);
}

/** Validates the `{source, parts: [...]}` document and returns its parts. */
export function parseRawParts(json: unknown): RawPart[] {
  if (!isRecord(json) || !Array.isArray(json['parts'])) {
    throw new TypeError('parts file must be an object with a "parts" array');
  }
  return json['parts'].map((part: unknown, index: number) => {
    const problem = rawPartProblem(part);
    if (problem !== null) throw new TypeError(`part #${index}: ${problem}`);
    return part as RawPart;
  });
}

const STRING_FIELDS = [
  'lcsc',
  'mpn',
  'manufacturer',
  'group',
  'category',
  'package',
  'description',
  'datasheetUrl',
] as const;
const NUMBER_FIELDS = ['stock', 'minOrder', 'reel'] as const;

function rawPartProblem(part: unknown): string | null {
  if (!isRecord(part)) return 'not an object';
  for (const field of STRING_FIELDS) {
    if (typeof part[field] !== 'string') return `${field} must be a string`;
  }
  for (const field of NUMBER_FIELDS) {
    if (!Number.isFinite(part[field])) return `${field} must be a number`;
  }
  if (part['library'] !== 'base' && part['library'] !== 'expand') return 'library must be base or expand';
  if (typeof part['preferred'] !== 'boolean') return 'preferred must be a boolean';
  if (!isPriceTable(part['priceBreaksUsd'])) return 'priceBreaksUsd must be non-empty [quantity, usd] rows';
  if (!isAttributeList(part['attributes'])) return 'attributes must be [{name, value}]';
  return null;
}

function isPriceTable(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (row) => Array.isArray(row) && row.length === 2 && row.every((cell) => typeof cell === 'number' && cell >= 0),
    )
  );
}

function isAttributeList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && typeof item['name'] === 'string' && typeof item['value'] === 'string')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
