import { describe, expect, test } from 'vitest';
import { newsFieldErrors, publishDateOf } from './admin-schemas.ts';

describe('publishDateOf', () => {
  test('a datetime-local value is shop time (UTC+7); ISO strings are themselves; junk is null', () => {
    expect(publishDateOf('2026-11-25T08:30')?.toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect(publishDateOf('2026-11-25T01:30:00.000Z')?.toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect(publishDateOf('hôm nay')).toBeNull();
  });
});

describe('newsFieldErrors', () => {
  test('a complete draft passes; each wrong field has its key', () => {
    expect(newsFieldErrors({ title: 'Bài mới', slug: 'bai-moi', status: 'draft' })).toEqual({});
    expect(newsFieldErrors({ title: 'ab', slug: 'Bài Mới', status: 'live', published_at: 'x', excerpt: 'e'.repeat(1001) })).toEqual({
      title: 'field_too_short',
      slug: 'slug_invalid',
      status: 'field_invalid',
      published_at: 'field_invalid',
      excerpt: 'field_too_long',
    });
    expect(newsFieldErrors({ status: 'published' })).toEqual({ title: 'field_required', slug: 'field_required' });
  });
});
