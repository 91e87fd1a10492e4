import { describe, expect, test } from 'vitest';
import { SCHEMA_FIELD_KEYS, schemaFieldKey } from './field-keys.ts';

describe('schemaFieldKey', () => {
  test('names what is wrong with a field as a message key, never as developer text', () => {
    expect(schemaFieldKey('required')).toBe('field_required');
    expect(schemaFieldKey('minLength')).toBe('field_too_short');
    expect(schemaFieldKey('maxLength')).toBe('field_too_long');
    expect(schemaFieldKey('minimum')).toBe('field_too_small');
    expect(schemaFieldKey('exclusiveMinimum')).toBe('field_too_small');
    expect(schemaFieldKey('maximum')).toBe('field_too_large');
    expect(schemaFieldKey('maxItems')).toBe('field_too_many');
    expect(schemaFieldKey('minItems')).toBe('field_too_few');
    expect(schemaFieldKey('additionalProperties')).toBe('field_unknown');
    for (const keyword of ['type', 'pattern', 'format', 'enum', 'const', 'anyOf', 'something new']) expect(schemaFieldKey(keyword)).toBe('field_invalid');
  });

  test('every key is a snake_case message key', () => {
    for (const key of SCHEMA_FIELD_KEYS) expect(key).toMatch(/^field_[a-z_]+$/);
  });
});
