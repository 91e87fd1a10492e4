import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';

function locationJson(alias: string): string {
  return `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'payment', ${alias}.payment, 'time_delivery', ${alias}.time_delivery) end`;
}

const VIEW_SQL = `select a.id, a.name, a.phone, a.address, case when a.address_default then 1 else 0 end as address_default,
    json_build_object('id', c.id, 'name', c.name, 'iso_code', c.iso_code, 'phone_code', c.phone_code, 'flag', c.flag, 'flag_image', '/flags/' || c.iso_code || '.svg') as country,
    ${locationJson('p')} as province, ${locationJson('d')} as district, ${locationJson('w')} as ward,
    a.zipcode, a.city, a.state,
    case when p.retired_on is not null and p.successor_id is not null then json_build_object(
      'province_id', p.successor_id,
      'ward_id', case when sw.level = 2 and sw.parent_id = p.successor_id then sw.id end
    ) end as current_places
  from delivery_addresses a
  join countries c on c.id = a.country_id
  left join locations p on p.id = a.province_id
  left join locations d on d.id = a.district_id
  left join locations w on w.id = a.ward_id
  left join locations sw on sw.id = coalesce(w.successor_id, d.successor_id)`;

// An address on the map before 1 July 2025 keeps its names; `current_places` says where it lies
// on today's map (issue 14 item 15). Its places' terms are their successors' (ensure-reference-data.ts).

/** The user's addresses, the default first, then the newest (spec §3 Delivery address). */
export async function listAddresses(em: EntityManager, userId: number): Promise<DeliveryAddressView[]> {
  return em.execute<DeliveryAddressView[]>(`${VIEW_SQL} where a.user_id = ? order by a.address_default desc, a.id desc`, [userId]);
}

/** One address of the user, or null when it does not exist or belongs to someone else. */
export async function findAddress(em: EntityManager, userId: number, id: number): Promise<DeliveryAddressView | null> {
  const [row] = await em.execute<DeliveryAddressView[]>(`${VIEW_SQL} where a.user_id = ? and a.id = ?`, [userId, id]);
  return row ?? null;
}
