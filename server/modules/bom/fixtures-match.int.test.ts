import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseBomFile } from '#shared/bom/parse/parse-bom-file.ts';
import type { BomMatchResponse, BomStatus } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Every fixture of shared/bom/fixtures, parsed as the page parses it and matched against the seeded
 * demo catalogue: each line's status, and the product of every exact and equivalent line (the
 * code for an exact line, the value and package a line asked for otherwise). A line we do not sell
 * stays none; a part number that is close or a family is never selected.
 */
type Expected = [BomStatus, string | null];
const FIXTURES: Record<string, Expected[]> = {
  'kicad.csv': [
    ['exact', 'C1525'],
    ['equivalent', 'C96446'], // 10u · 0603
    ['equivalent', 'C25804'], // 10k · 0603 (the Yageo MPN is not sold)
    ['equivalent', 'C25900'], // 4k7 · 0402
    ['exact', 'C81598'], // "1N4148W" in the value cell, SOD-123
    ['exact', 'C9861'],
    ['suggestion', null], // ESP32-WROOM-32E: not sold, the ESP32 family offered
    ['none', null], // TYPE-C-31-M-12
  ],
  'jlcpcb.csv': [
    ['exact', 'C1525'],
    ['exact', 'C96446'],
    ['exact', 'C25804'],
    ['exact', 'C23162'],
    ['exact', 'C6187'],
    ['exact', 'C8598'],
    ['exact', 'C2286'],
    ['equivalent', 'C1555'], // 22pF · 0402
    ['none', null], // BME280
  ],
  'altium.xlsx': [
    ['exact', 'C1525'],
    ['exact', 'C96446'],
    ['equivalent', 'C11702'], // 1k · 0402
    ['exact', 'C7950'],
    ['exact', 'C1002'],
    ['none', null], // TPS62160DSGR
  ],
  'eagle.csv': [
    ['equivalent', 'C25804'],
    ['equivalent', 'C307331'],
    ['check', null], // LM358DR → LM358DR2G, a close MPN
    ['none', null], // BLM18PG221SN1D
    ['none', null], // NE555DR
  ],
  'freeform.csv': [
    ['exact', 'C1525'],
    ['exact', 'C25804'],
    ['exact', 'C7950'],
    ['none', null], // a Bosch page, no code
  ],
  'vietnamese.csv': [
    ['exact', 'C14663'],
    ['equivalent', 'C25900'],
    ['exact', 'C12674'],
    ['exact', 'C1002'],
    ['none', null], // CH340C
  ],
  'lcsc-cart-semicolon.csv': [
    ['exact', 'C14663'],
    ['exact', 'C81598'],
    ['exact', 'C6568'],
    ['exact', 'C12674'],
  ],
  'easyeda-utf16.txt': [
    ['exact', 'C1525'],
    ['suggestion', null], // 1uF 0402 not sold (C52923 neither): the 1 µF parts in other packages
    ['exact', 'C25804'],
    ['none', null], // AO3400A, C20917
    ['exact', 'C9861'],
  ],
  'digikey.csv': [
    ['suggestion', null], // 1 kΩ 1 % 0603 asked, only 5 % sold: 1 kΩ parts offered, never another value
    ['exact', 'C96446'],
    ['exact', 'C7950'],
    ['suggestion', null],
  ],
};

async function matched(name: string) {
  const bom = await parseBomFile(new Uint8Array(readFileSync(new URL(`../../../shared/bom/fixtures/${name}`, import.meta.url))));
  const response = await t.app.inject({ method: 'POST', url: API_PATH.bomMatch, headers: csrfHeaders(), payload: { boards: 1, lines: bom.lines } });
  expect(response.statusCode).toBe(200);
  return { bom, body: response.json<BomMatchResponse>() };
}

describe('parse → match over every BOM fixture on the seeded catalogue', () => {
  test.each(Object.entries(FIXTURES))('%s', async (name, expected) => {
    const { bom, body } = await matched(name);
    expect(body.lines).toHaveLength(expected.length);
    expect(body.lines.map((line) => [line.status, line.status === 'exact' || line.status === 'equivalent' ? (line.product?.sku ?? null) : null])).toEqual(expected);
    for (const line of body.lines) {
      // Only exact and equivalent lines are bought without the user's word.
      expect(line.selected).toBe(line.status === 'exact' || line.status === 'equivalent');
      if (line.status === 'none') expect(line.product).toBeNull();
      if (line.status === 'check' || line.status === 'suggestion') expect(line.product).not.toBeNull();
    }
    expect(body.summary.lines).toBe(bom.lines.length);
  });

  test('the 1 kΩ Digi-Key line is offered 1 kΩ parts, not the family of its part number', async () => {
    const { body } = await matched('digikey.csv');
    const resistor = body.lines[0]!;
    expect(resistor.reason_detail).toBe('1 kΩ');
    for (const product of [resistor.product!, ...resistor.alternatives]) expect(product.mpn).not.toMatch(/^RC0603FR-07/);
  });
});
