import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { API_PATH } from './api-paths.ts';
import { AJAX_MARKER_HEADER, CART_SESSION_HEADER, CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_KEY_HEADER } from './headers.ts';

// The API paths and header names client and server both write live in shared/http (api-paths.ts,
// headers.ts); a second copy written as a string literal in the app's code is what this catches.
// Tests, which speak to the server as any caller would, may write them.

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/(\.test|-test-kit)\.tsx?$/.test(entry.name) && !entry.parentPath.includes('/test'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every file and line that writes `value` as a whole string literal (quotes or a template's start). */
function literalsOf(values: readonly string[], files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
      for (const value of values) {
        const escaped = value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        if (new RegExp(`['"\`]${escaped}(['"\`]|\\?)`, 'i').test(line) && !ERROR_FIELD_NAMES.has(`${file} ${value}`)) found.push(`${file}:${index + 1} ${value}`);
      }
    });
  }
  return found;
}

const APP_FILES = [...sourceFiles('client'), ...sourceFiles('server')];
/** The idempotency layer's error body names the header in its usual spelling (a field key, not a header it reads). */
const ERROR_FIELD_NAMES = new Set(['server/plugins/idempotency/idempotency.plugin.ts idempotency-key']);

describe('written once in shared/http', () => {
  test('no client or server file writes an API path of API_PATH as a literal', () => {
    expect(literalsOf(Object.values(API_PATH), APP_FILES)).toEqual([]);
  });
  test('no client or server file writes the cart session, anti-forgery, ajax marker or idempotency key names as a literal', () => {
    expect(literalsOf([CART_SESSION_HEADER, CSRF_COOKIE, CSRF_HEADER, AJAX_MARKER_HEADER, IDEMPOTENCY_KEY_HEADER], APP_FILES)).toEqual([]);
  });
});
