import { randomUUID } from 'node:crypto';

/**
 * A walk over the API's own OpenAPI document (every route's params, query and body schemas, as
 * @fastify/swagger collects them) that finds every numeric input and builds requests carrying
 * hostile values in it: the fuzzing (`Infinity`, `1e309`, `2147483648` gave
 * 500s). Everything else in the request is a valid sample, so the hostile value gets as deep into
 * the handler as it can.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** What kind of number an input holds. */
type NumericKind = 'number' | 'digits' | 'id-list' | 'id-json';

export interface NumericTarget {
  method: string;
  path: string;
  where: 'path' | 'query' | 'json' | 'multipart';
  /** The parameter name, or the body property as a path of keys. */
  name: string[];
  kind: NumericKind;
}

/** One request to send: URL, method, and either a raw JSON text or multipart fields. */
export interface HostileRequest {
  target: NumericTarget;
  value: string;
  method: string;
  url: string;
  json?: string;
  multipart?: Record<string, string>;
}

/** Values as they arrive in a URL or a form field (text). */
const HOSTILE_TEXT = ['Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '2147483648', '-2147483649', '9007199254740993', '99999999999999999999', '1.5', '0x10', '1e3'];
/** Values as raw JSON: literals JSON.parse turns into Infinity or huge numbers, and strings ajv may coerce. */
const HOSTILE_JSON = ['1e309', '-1e309', '2147483648', '-2147483649', '9007199254740993', '1.5', '"Infinity"', '"-Infinity"', '"NaN"', '"1e309"', '"2147483648"', '"99999999999999999999"'];
const HOSTILE_ID_LIST = ['2147483648', '1,2147483648', '99999999999999999999', 'Infinity', '1e309', '-1', '1,,2,', '0x10'];
const HOSTILE_ID_JSON = ['[2147483648]', '[1e309]', '["Infinity"]', '[99999999999999999999]', '[-1]', '[1.5]'];
const HOLE = '"__HOSTILE_VALUE__"';

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function alternatives(schema: Schema): Schema[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

/** A string that matches the pattern, from a few shapes the API uses. */
function sampleString(schema: Schema): string {
  if (schema.format === 'email') return 'fuzz@example.vn';
  if (schema.format === 'uuid') return randomUUID();
  const candidates = ['1', 'x', 'vi', '1,2', '2026-01-01', '12:00', randomUUID(), 'fuzz@example.vn', 'https://fcm.googleapis.com/fcm/send/x', '0912345678', 'AAAA', 'abc', 'Fuzz'];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return candidates.find((candidate) => pattern.test(candidate)) ?? '1';
  }
  const length = Math.max(schema.minLength ?? 1, 1);
  return 'x'.repeat(Math.min(length, schema.maxLength ?? length));
}

/** A value the schema accepts, best effort: defaults, enums and constants first, then minimal shapes. */
export function sampleOf(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = alternatives(schema);
  if (options?.[0]) return sampleOf(options[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as object));
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1) <= (schema.maximum ?? Infinity) ? Math.max(schema.minimum ?? 1, 1) : (schema.minimum ?? 0);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sampleOf(schema.properties?.[name] ?? {});
      return value;
    }
    default:
      return sampleString(schema);
  }
}

function isNumeric(schema: Schema): boolean {
  if (typesOf(schema).some((type) => type === 'integer' || type === 'number')) return true;
  return alternatives(schema)?.some(isNumeric) ?? false;
}

/** `^[0-9]{1,10}$` and the like: a number written as text (multipart forms, ids in paths). */
function isDigitText(schema: Schema): boolean {
  return typesOf(schema).includes('string') && !!schema.pattern && /^\^(\[0-9\]|\\d)[{+*]/.test(schema.pattern);
}

/** Comma-separated ids (`prid=4,30`, `ids=1,2`) or a JSON array of ids (`selected_ids`). */
function listKind(name: string, schema: Schema): NumericKind | null {
  if (!typesOf(schema).includes('string')) return null;
  if (/^(prid|brand|ids)$/.test(name)) return 'id-list';
  if (/_ids$/.test(name) || /JSON array of/i.test(schema.description ?? '')) return 'id-json';
  return null;
}

function kindOf(name: string, schema: Schema): NumericKind | null {
  if (isNumeric(schema)) return 'number';
  if (isDigitText(schema)) return 'digits';
  return listKind(name, schema);
}

/** Numeric properties of a body schema, with their key paths (nested objects and array items too). */
function bodyTargets(schema: Schema, prefix: string[] = []): { name: string[]; kind: NumericKind }[] {
  const found: { name: string[]; kind: NumericKind }[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const kind = kindOf(key, property);
    if (kind) found.push({ name: [...prefix, key], kind });
    else if (property.properties) found.push(...bodyTargets(property, [...prefix, key]));
    else if (property.items?.properties) found.push(...bodyTargets(property.items, [...prefix, key, '0']));
    else if (property.items && isNumeric(property.items)) found.push({ name: [...prefix, key, '0'], kind: 'number' });
  }
  return found;
}

/** Every numeric input of every documented route. */
export function numericTargets(doc: OpenApiDocument): NumericTarget[] {
  const targets: NumericTarget[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const kind = kindOf(parameter.name, parameter.schema);
        if (kind) targets.push({ method: method.toUpperCase(), path, where: parameter.in, name: [parameter.name], kind });
      }
      const content = operation.requestBody?.content ?? {};
      for (const [type, where] of [['application/json', 'json'], ['multipart/form-data', 'multipart']] as const) {
        const schema = content[type]?.schema;
        if (!schema) continue;
        for (const target of bodyTargets(schema)) {
          if (where === 'multipart' && target.name.length > 1) continue;
          targets.push({ method: method.toUpperCase(), path, where, ...target });
        }
      }
    }
  }
  return targets;
}

function setAt(value: Record<string, unknown>, keys: string[], leaf: unknown): void {
  let node: Record<string, unknown> = value;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = leaf;
      return;
    }
    const next = keys[index + 1]!;
    node[key] ??= /^\d+$/.test(next) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

function hostileValues(target: NumericTarget): string[] {
  if (target.kind === 'id-list') return HOSTILE_ID_LIST;
  if (target.kind === 'id-json') return HOSTILE_ID_JSON;
  return target.where === 'json' && target.kind === 'number' ? HOSTILE_JSON : HOSTILE_TEXT;
}

/** The requests that put each hostile value into each target, the rest of the request valid. */
export function hostileRequests(doc: OpenApiDocument): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const target of numericTargets(doc)) {
    const operation = doc.paths[target.path]![target.method.toLowerCase()]!;
    for (const value of hostileValues(target)) {
      let path = target.path;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? []) {
        const isTarget = (target.where === 'path' || target.where === 'query') && parameter.name === target.name[0] && parameter.in === target.where;
        const text = isTarget ? value : String(sampleOf(parameter.schema));
        if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
        else if (parameter.in === 'query' && (isTarget || parameter.required)) query.set(parameter.name, text);
      }
      const url = query.size > 0 ? `${path}?${query}` : path;
      const request: HostileRequest = { target, value, method: target.method, url };
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      const formSchema = operation.requestBody?.content?.['multipart/form-data']?.schema;
      if (jsonSchema) {
        const body = (sampleOf(jsonSchema) ?? {}) as Record<string, unknown>;
        if (target.where === 'json') setAt(body, target.name, JSON.parse(HOLE));
        const text = JSON.stringify(body);
        request.json = target.where === 'json' ? text.replace(HOLE, target.kind === 'number' ? value : JSON.stringify(value)) : text;
      } else if (formSchema) {
        const fields: Record<string, string> = {};
        for (const [key, value] of Object.entries((sampleOf(formSchema) ?? {}) as Record<string, unknown>)) {
          fields[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
        }
        if (target.where === 'multipart') fields[target.name[0]!] = value;
        request.multipart = fields;
      }
      requests.push(request);
    }
  }
  return requests;
}
