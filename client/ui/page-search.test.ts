import { expect, test } from 'vitest';
import { validatePageSearch } from './page-search.ts';

test('only a whole page from 2 is kept', () => {
  expect(validatePageSearch({ page: '3' })).toEqual({ page: 3 });
  for (const page of ['1', '0', '-2', '1.5', 'x', undefined, '100001']) expect(validatePageSearch({ page }), String(page)).toEqual({});
});
