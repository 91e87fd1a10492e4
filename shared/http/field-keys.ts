/**
 * Message keys for a field the request schema refused ("Invalid body: content,
 * star" reached a customer). The API answers `{error: {code: 'validation_failed', fields: {name:
 * key}}}` with one of these per field (or a domain key of the shared rules, e.g.
 * `email_required`); the client shows its own words for each key beside the input.
 */
export const SCHEMA_FIELD_KEYS = [
  'field_required',
  'field_invalid',
  'field_too_short',
  'field_too_long',
  'field_too_small',
  'field_too_large',
  'field_too_few',
  'field_too_many',
  'field_unknown',
] as const;
export type SchemaFieldKey = (typeof SCHEMA_FIELD_KEYS)[number];

const BY_KEYWORD: Readonly<Record<string, SchemaFieldKey>> = {
  required: 'field_required',
  minLength: 'field_too_short',
  maxLength: 'field_too_long',
  minimum: 'field_too_small',
  exclusiveMinimum: 'field_too_small',
  maximum: 'field_too_large',
  exclusiveMaximum: 'field_too_large',
  minItems: 'field_too_few',
  maxItems: 'field_too_many',
  minProperties: 'field_too_few',
  maxProperties: 'field_too_many',
  additionalProperties: 'field_unknown',
};

/** The message key for a JSON Schema keyword that failed (`maxLength` → `field_too_long`); `field_invalid` otherwise. */
export function schemaFieldKey(keyword: string): SchemaFieldKey {
  return BY_KEYWORD[keyword] ?? 'field_invalid';
}
