import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './etag.ts';

function requestWith(ifNoneMatch?: string): FastifyRequest {
  return { headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } } as FastifyRequest;
}

describe('matchesIfNoneMatch', () => {
  it('matches the tag alone, in a list, as *, and by weak comparison', () => {
    expect(matchesIfNoneMatch(requestWith('"a"'), '"a"')).toBe(true);
    expect(matchesIfNoneMatch(requestWith('"x", "a"'), '"a"')).toBe(true);
    expect(matchesIfNoneMatch(requestWith('*'), '"a"')).toBe(true);
    expect(matchesIfNoneMatch(requestWith('W/"menu-v3"'), 'W/"menu-v3"')).toBe(true);
    expect(matchesIfNoneMatch(requestWith('"menu-v3"'), 'W/"menu-v3"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesIfNoneMatch(requestWith('"b"'), '"a"')).toBe(false);
    expect(matchesIfNoneMatch(requestWith(), '"a"')).toBe(false);
  });
});
