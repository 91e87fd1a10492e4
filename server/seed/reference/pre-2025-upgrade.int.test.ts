import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DeliveryAddressListResponse, DeliveryAddressView } from '#shared/addresses/schemas.ts';
import type { CheckoutContextResponse } from '#shared/checkout/schemas.ts';
import { locationDeliveryFee } from '#shared/checkout/totals.ts';
import { RETIRE_PRE_2025_VN_PLACES } from '../../db/migrations/Migration20261124120000_VietnamMap2025.ts';
import { registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { ensureReferenceData } from './ensure-reference-data.ts';
import { loadVnLocations } from './vn-locations-file.ts';

// A database filled before the 2025 map (the three-level tree, every
// southern place at the old 38,000 đ in 3-5 days, addresses pointing at it) is upgraded by the
// migration and the next start: the old addresses read exactly as before and are priced where they
// lie today; new addresses can only use the new map.

let t: TestApp;
let vietnamId: number;
let customer: SignedIn;
const OLD_TERMS = { payment: 38_000, time_delivery: '3-5' };

/** The places of the pre-2025 tree by their codes, as the shop loaded them before the 2025 map. */
async function insertPre2025Tree(): Promise<Map<string, number>> {
  const em = t.orm.em.fork();
  const ids = new Map<string, number>();
  const provinces = loadVnLocations();
  const unit = (parentId: number | null, level: number, source: { id: string; name: string; type: string }) => ({
    country_id: vietnamId,
    parent_id: parentId,
    level,
    code: source.id,
    name: source.name,
    type: source.type,
    ...OLD_TERMS,
  });
  const insertLevel = async (level: number, rows: Record<string, unknown>[]) => {
    const inserted = await bulkInsert<Record<string, unknown>, { id: number; code: string }>(em, 'locations', rows, ['id', 'code']);
    for (const row of inserted) ids.set(`${level}:${row.code}`, row.id);
  };
  await insertLevel(1, provinces.map((province) => unit(null, 1, province)));
  await insertLevel(2, provinces.flatMap((province) => province.districts.map((district) => unit(ids.get(`1:${province.id}`)!, 2, district))));
  await insertLevel(
    3,
    provinces.flatMap((province) => province.districts.flatMap((district) => district.wards.map((ward) => unit(ids.get(`2:${district.id}`)!, 3, ward)))),
  );
  return ids;
}

async function oldAddress(user: SignedIn, places: { province: number; district: number; ward: number | null }, street: string): Promise<void> {
  await t.orm.em.fork().execute(
    `insert into delivery_addresses (user_id, name, phone, address, address_default, country_id, province_id, district_id, ward_id, created_at, updated_at)
     values (?, 'Lê Thị Hoa', '0912345678', ?, not exists (select 1 from delivery_addresses where user_id = ?), ?, ?, ?, ?, now(), now())`,
    [user.user.id, street, user.user.id, vietnamId, places.province, places.district, places.ward],
  );
}

async function addresses(user: SignedIn): Promise<DeliveryAddressView[]> {
  const response = await t.app.inject({ url: '/user/delivery-addresses', headers: { accept: 'application/json', cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<DeliveryAddressListResponse>().delivery_addresses;
}

async function currentPlace(query: string, name: string): Promise<number> {
  const { locations } = (await t.app.inject(`/v1/locations?${query}`)).json<{ locations: { id: number; name: string }[] }>();
  return locations.find((location) => location.name === name)!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const em = t.orm.em.fork();
  [{ id: vietnamId }] = (await em.execute<{ id: number }[]>(`select id from countries where iso_code = 'vn'`)) as [{ id: number }];
  // The database as it was before the 2025 map: only the old tree, current, with its old terms.
  await em.execute('delete from locations where country_id = ?', [vietnamId]);
  const old = await insertPre2025Tree();
  customer = await registerAndSignIn(t.app);
  // 123 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1: the shop's own district, quoted 38,000 đ and 3-5 days before.
  await oldAddress(customer, { province: old.get('1:79')!, district: old.get('2:760')!, ward: old.get('3:26743')! }, '123 Nguyễn Thị Minh Khai');
  // Huyện Côn Đảo had no wards: an island district, now the special zone Đặc khu Côn Đảo.
  await oldAddress(customer, { province: old.get('1:77')!, district: old.get('2:755')!, ward: null }, '5 Tôn Đức Thắng');
  // What the migration and the next start do.
  await em.execute(RETIRE_PRE_2025_VN_PLACES);
});
afterAll(() => t.close());

describe('a database seeded before the 2025 map, at its next start', () => {
  test('gets the new map, links every retired place to its successor and prices it like it; a second start writes nothing', async () => {
    const first = await ensureReferenceData(t.orm);
    expect(first.locations).toBe(34 + 3321);
    expect(first.retired).toBeGreaterThan(63 + 696 + 10_047);
    const [unlinked] = await t.orm.em.fork().execute<{ n: number }[]>(
      'select count(*)::int as n from locations where country_id = ? and retired_on is not null and successor_id is null',
      [vietnamId],
    );
    expect(unlinked?.n).toBe(0);
    const [stale] = await t.orm.em.fork().execute<{ n: number }[]>(
      `select count(*)::int as n from locations o join locations s on s.id = o.successor_id
        where o.country_id = ? and (o.payment <> s.payment or o.time_delivery <> s.time_delivery or s.retired_on is not null)`,
      [vietnamId],
    );
    expect(stale?.n).toBe(0);
    expect(await ensureReferenceData(t.orm)).toEqual({ countries: 0, locations: 0, retired: 0 });
    // Only the current map is offered to new addresses.
    const { locations } = (await t.app.inject(`/v1/locations?country_id=${vietnamId}`)).json<{ locations: unknown[] }>();
    expect(locations).toHaveLength(34);
  });

  test('an old address reads exactly as saved, is priced as today (same or next day, 15,000 đ in the shop district) and says where it lies on the new map', async () => {
    const hcm = await currentPlace(`country_id=${vietnamId}`, 'Thành phố Hồ Chí Minh');
    const benThanhToday = await currentPlace(`parent_id=${hcm}`, 'Phường Bến Thành');
    const conDao = await currentPlace(`parent_id=${hcm}`, 'Đặc khu Côn Đảo');
    const [benThanh, island] = await addresses(customer);
    expect(benThanh).toMatchObject({
      address: '123 Nguyễn Thị Minh Khai',
      province: { name: 'Thành phố Hồ Chí Minh', payment: 15_000, time_delivery: '0-1' },
      district: { name: 'Quận 1', payment: 15_000, time_delivery: '0-1' },
      ward: { name: 'Phường Bến Thành', payment: 15_000, time_delivery: '0-1' },
      current_places: { province_id: hcm, ward_id: benThanhToday },
    });
    // Bà Rịa - Vũng Tàu went into Hồ Chí Minh City; the island keeps its boat surcharge.
    expect(island).toMatchObject({
      province: { name: 'Tỉnh Bà Rịa - Vũng Tàu', payment: 15_000 },
      district: { name: 'Huyện Côn Đảo', payment: 35_000, time_delivery: '2-3' },
      ward: null,
      current_places: { province_id: hcm, ward_id: conDao },
    });

    // Checkout (and every helper pricing from the address) takes the deepest level's fee.
    const context = (await t.app.inject({ url: '/v1/checkout', headers: { cookie: customer.cookie } })).json<CheckoutContextResponse>();
    expect(context.address?.text).toBe('123 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, Thành phố Hồ Chí Minh, Việt Nam');
    expect(context.address?.locations.map((location) => location.level)).toEqual([1, 2, 3]);
    expect(locationDeliveryFee(context.address!.locations)).toBe(15_000);
    expect(context.address?.locations.at(-1)?.time_delivery).toBe('0-1');
  });

  test('changing an old address asks for the new map: its old places are refused, the places it lies in today are taken', async () => {
    const [benThanh] = await addresses(customer);
    const body = { name: 'Lê Thị Hoa', phone: '0912345678', address: '123 Nguyễn Thị Minh Khai', country_id: vietnamId };
    const kept = await t.app.inject({
      method: 'POST',
      url: `/user/delivery-addresses/${benThanh!.id}`,
      headers: customer.headers,
      payload: { ...body, province_id: benThanh!.province!.id, district_id: benThanh!.district!.id, ward_id: benThanh!.ward!.id },
    });
    expect(kept.statusCode).toBe(422);
    expect(kept.json().error.fields).toEqual({ province_id: 'retired_location', ward_id: 'retired_location' });
    expect((await addresses(customer))[0]).toEqual(benThanh);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/user/delivery-addresses/${benThanh!.id}`,
      headers: customer.headers,
      payload: { ...body, province_id: benThanh!.current_places!.province_id, ward_id: benThanh!.current_places!.ward_id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().delivery_address).toMatchObject({
      province: { name: 'Thành phố Hồ Chí Minh' },
      district: null,
      ward: { name: 'Phường Bến Thành', payment: 15_000, time_delivery: '0-1' },
      current_places: null,
    });
  });
});
