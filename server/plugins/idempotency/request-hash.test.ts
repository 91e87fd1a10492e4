import { describe, expect, test } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.ts';

describe('requestHash', () => {
  const base = { method: 'POST', url: '/v1/logs', body: { content: 'x', path: '/a' } };

  test('ignores key order in the body', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(requestHash(base)).toBe(requestHash({ ...base, body: { path: '/a', content: 'x' } }));
  });

  test('changes with the body, the path or the method', () => {
    const hash = requestHash(base);
    expect(requestHash({ ...base, body: { content: 'y', path: '/a' } })).not.toBe(hash);
    expect(requestHash({ ...base, url: '/v1/other' })).not.toBe(hash);
    expect(requestHash({ ...base, method: 'PUT' })).not.toBe(hash);
  });

  test('keeps array order significant', () => {
    expect(requestHash({ ...base, body: [1, 2] })).not.toBe(requestHash({ ...base, body: [2, 1] }));
  });

  test('fingerprints a streamed body by its type and length', () => {
    const stream = { method: 'POST', url: '/up', body: undefined, contentType: 'multipart/form-data', contentLength: '10' };
    expect(requestHash(stream)).toBe(requestHash({ ...stream }));
    expect(requestHash(stream)).not.toBe(requestHash({ ...stream, contentLength: '11' }));
  });
});
