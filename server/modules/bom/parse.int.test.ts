import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomParseResponse } from '#shared/bom/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function fixture(name: string): Buffer {
  return readFileSync(new URL(`../../../shared/bom/fixtures/${name}`, import.meta.url));
}

/** The BOM upload as the page sends it: text fields, then the file in `file`. */
function form(file: { name: string; bytes: Buffer } | null, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const body = multipart(fields, file ? [{ field: 'file', name: file.name, type: 'application/octet-stream', bytes: file.bytes }] : []);
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

async function parse(file: { name: string; bytes: Buffer } | null, fields?: Record<string, string>, headers = csrfHeaders()) {
  const body = form(file, fields);
  return testApp.app.inject({ method: 'POST', url: '/v1/bom/parse', payload: body.payload, headers: { ...headers, ...body.headers } });
}

describe('POST /v1/bom/parse', () => {
  it('reads a guest’s XLSX with its header below a title block', async () => {
    const response = await parse({ name: 'altium.xlsx', bytes: fixture('altium.xlsx') });
    expect(response.statusCode).toBe(200);
    const bom = response.json<BomParseResponse>();
    expect(bom.header_row).toBe(3);
    expect(bom.mapping).toMatchObject({ designators: 2, quantity: 4, mpn: 6, manufacturer: 5 });
    expect(bom.lines).toHaveLength(6);
    expect(bom.lines[0]).toMatchObject({ designators: ['C1', 'C2', 'C3', 'C4', 'C5'], quantity: 5, mpn: 'CL05B104KO5NNNC' });
  });

  it('reads a UTF-16 tab-separated export and takes the mapping the user chose', async () => {
    const detected = (await parse({ name: 'bom.txt', bytes: fixture('easyeda-utf16.txt') })).json<BomParseResponse>();
    expect(detected.mapping.sku).toBe(8);
    const mapping = { ...detected.mapping, sku: null, description: 7 };
    const response = await parse({ name: 'bom.txt', bytes: fixture('easyeda-utf16.txt') }, { mapping: JSON.stringify(mapping), header_row: '0' });
    expect(response.statusCode).toBe(200);
    const bom = response.json<BomParseResponse>();
    expect(bom.mapping).toEqual(mapping);
    expect(bom.lines[0]).toMatchObject({ sku: '', description: 'LCSC', value: '100nF' });
  });

  it('refuses a mapping naming a column the file lacks, with the field named', async () => {
    const response = await parse({ name: 'k.csv', bytes: fixture('kicad.csv') }, { mapping: JSON.stringify({ mpn: 40 }) });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error).toMatchObject({ code: 'bom_mapping_invalid', fields: { mapping: 'bom_mapping_invalid' } });
    const unknown = await parse({ name: 'k.csv', bytes: fixture('kicad.csv') }, { mapping: '{"colour":1}' });
    expect(unknown.json<ErrorBody>().error.code).toBe('bom_mapping_invalid');
  });

  it('refuses more than 5 MB, more than 2,000 lines, an unreadable file and a missing file with their keys', async () => {
    const big = await parse({ name: 'big.csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') });
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorBody>().error.code).toBe('bom_file_too_large');

    const rows = Array.from({ length: 2001 }, (_, i) => `R${i + 1},10k,1`).join('\n');
    const many = await parse({ name: 'many.csv', bytes: Buffer.from(`Designator,Value,Qty\n${rows}\n`) });
    expect(many.statusCode).toBe(422);
    expect(many.json<ErrorBody>().error.code).toBe('bom_too_many_lines');

    const png = await parse({ name: 'bom.csv', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]) });
    expect(png.statusCode).toBe(422);
    expect(png.json<ErrorBody>().error.code).toBe('bom_file_unreadable');

    const none = await parse(null, { mapping: '{}' });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().error.code).toBe('bom_file_required');
  });

  it('is a write like any other: 403 without the anti-forgery token', async () => {
    const response = await parse({ name: 'k.csv', bytes: fixture('kicad.csv') }, {}, { 'x-requested-with': 'XMLHttpRequest' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 429 past 60 parses per address in 10 minutes', async () => {
    const headers = { ...csrfHeaders(), 'x-forwarded-for': '203.0.113.77' };
    const body = form({ name: 'j.csv', bytes: fixture('jlcpcb.csv') });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await testApp.app.inject({ method: 'POST', url: '/v1/bom/parse', payload: body.payload, headers: { ...headers, ...body.headers }, remoteAddress: '203.0.113.77' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
