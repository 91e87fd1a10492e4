import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import type { PcbConfigResponse } from '#shared/pcb/schemas.ts';
import { fillPcbEnglish } from '../../seed/pcb-config.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function config(): Promise<PcbConfigResponse['config']> {
  const response = await t.app.inject({ method: 'GET', url: '/v1/pcb-config' });
  expect(response.statusCode).toBe(200);
  return response.json<PcbConfigResponse>().config;
}

describe('GET /v1/pcb-config in English', () => {
  test('serves the English names beside the Vietnamese ones, for every kind of shown row', async () => {
    const served = await config();
    expect(served.pcb_types.map((type) => type.name_en)).toEqual(['FR-4 1–2 layers', 'FR-4 4 layers', 'Aluminium']);
    expect(served.specification_groups[0]).toEqual({ id: 1, name: 'Thông số cơ bản', name_en: 'Basic specifications' });
    const thickness = served.specifications.find((spec) => spec.short_name === 'thickness');
    expect(thickness).toMatchObject({ name: 'Độ dày bo', name_en: 'Board thickness' });
    const mask = served.specifications.find((spec) => spec.short_name === 'mask_colour');
    expect(mask).toMatchObject({ name_en: 'Solder mask colour', description_en: '<p>Green ships fastest; other colours add an ink cost.</p>' });
    expect(served.specification_properties.find((property) => property.name === 'Xanh lá')?.name_en).toBe('Green');
    expect(served.specifications.find((spec) => spec.short_name === 'gold_fingers')?.alert_en).toContain('0.8 mm');
    expect(served.assembly.specifications.find((spec) => spec.short_name === 'sides')?.name_en).toBe('Assembly sides');
    expect(served.assembly.areas[0]?.name_en).toBe('Up to 50 × 50 mm');
    expect(served.stencil.sizes.find((size) => size.id === 3)?.name_en).toBe('Framed 37 × 47 cm');
    expect(served.quotes.find((quote) => quote.id === 2)).toMatchObject({ name_en: 'Rigid-flex PCB', description_en: expect.stringContaining('rigid FR-4') });
    // A specification without help has no English help either: null, never missing.
    expect(thickness).toHaveProperty('description_en', null);
  });
});

describe('a demo database seeded before the English names existed', () => {
  test('gets them at the next start; rows the shop renamed or translated are left alone', async () => {
    const em = t.orm.em.fork();
    await em.execute(`update pcb_specifications set name_en = null, description_en = null where short_name in ('thickness', 'mask_colour')`);
    await em.execute(`update pcb_specification_properties set name_en = null where id in (120, 121)`);
    // The shop renamed property 121 and translated type 3 its own way.
    await em.execute(`update pcb_specification_properties set name = 'Đỏ tươi' where id = 121`);
    await em.execute(`update pcb_types set name_en = 'Aluminium core' where id = 3`);
    const before = await config();
    expect(before.specifications.find((spec) => spec.short_name === 'thickness')?.name_en).toBeNull();

    const changed = await em.transactional((tx) => fillPcbEnglish(tx));
    expect(changed).toBe(3);

    const after = await config();
    expect(after.specifications.find((spec) => spec.short_name === 'thickness')?.name_en).toBe('Board thickness');
    expect(after.specifications.find((spec) => spec.short_name === 'mask_colour')?.description_en).toContain('Green ships fastest');
    expect(after.specification_properties.find((property) => property.id === 120)?.name_en).toBe('Green');
    expect(after.specification_properties.find((property) => property.id === 121)).toMatchObject({ name: 'Đỏ tươi', name_en: null });
    expect(after.pcb_types.find((type) => type.id === 3)?.name_en).toBe('Aluminium core');
    // Nothing left to fill: a second start writes nothing.
    expect(await em.transactional((tx) => fillPcbEnglish(tx, DEMO_PCB_CONFIG))).toBe(0);
  });
});
