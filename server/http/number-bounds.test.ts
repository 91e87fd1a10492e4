import { describe, expect, test } from 'vitest';
import { Type } from 'typebox';
import { INT4_MAX, INT4_MIN, withNumberBounds } from './number-bounds.ts';

describe('withNumberBounds', () => {
  test('integers without bounds become int4, numbers stay finite; stated bounds are kept', () => {
    const schema = withNumberBounds(
      Type.Object({
        id: Type.Integer(),
        quantity: Type.Integer({ minimum: 1 }),
        page: Type.Integer({ minimum: 1, maximum: 500 }),
        width: Type.Number(),
        ratio: Type.Number({ exclusiveMinimum: 0 }),
        name: Type.String(),
      }),
    ) as unknown as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.id).toMatchObject({ type: 'integer', minimum: INT4_MIN, maximum: INT4_MAX });
    expect(schema.properties.quantity).toMatchObject({ minimum: 1, maximum: INT4_MAX });
    expect(schema.properties.page).toMatchObject({ minimum: 1, maximum: 500 });
    expect(schema.properties.width).toMatchObject({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    expect(schema.properties.ratio).toMatchObject({ exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER });
    expect(schema.properties.ratio?.minimum).toBeUndefined();
    expect(schema.properties.name).toEqual({ type: 'string' });
  });

  test('reaches unions, arrays, records and nested objects, and never changes the original', () => {
    const original = Type.Object({
      maybe: Type.Union([Type.Integer(), Type.Null()]),
      list: Type.Array(Type.Integer({ minimum: 1 })),
      values: Type.Record(Type.String(), Type.Number()),
      nested: Type.Object({ deep: Type.Optional(Type.Integer()) }),
    });
    const before = JSON.stringify(original);
    const bounded = JSON.stringify(withNumberBounds(original));
    expect(JSON.stringify(original)).toBe(before);
    expect(bounded.match(/"maximum":2147483647/g)).toHaveLength(3);
    expect(bounded.match(/"maximum":9007199254740991/g)).toHaveLength(1);
  });
});
