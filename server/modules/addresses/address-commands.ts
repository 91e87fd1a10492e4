import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../errors.ts';
import type { AddressColumns } from './resolve-address.ts';

/** Enough for home, work and family; stops a script from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

const COLUMNS = ['name', 'phone', 'address', 'country_id', 'province_id', 'district_id', 'ward_id', 'zipcode', 'city', 'state'] as const;

/**
 * Serialises the address writes of one user (the row lock is held until the transaction ends),
 * so "first address becomes the default" and "one default" hold under concurrent requests.
 */
async function lockUser(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select id from users where id = ? for update', [userId]);
}

async function ownedAddress(em: EntityManager, userId: number, id: number): Promise<{ address_default: boolean }> {
  const [row] = await em.execute<{ address_default: boolean }[]>(
    'select address_default from delivery_addresses where id = ? and user_id = ?',
    [id, userId],
  );
  // Someone else's address answers exactly like a missing one.
  if (!row) throw notFound('Delivery address');
  return row;
}

/** Adds an address; the user's first becomes the default (spec §4). Returns its id. */
export async function createAddress(em: EntityManager, userId: number, columns: AddressColumns): Promise<number> {
  return em.transactional(async (tx) => {
    await lockUser(tx, userId);
    const [count] = await tx.execute<{ n: number }[]>('select count(*)::int as n from delivery_addresses where user_id = ?', [userId]);
    const existing = count?.n ?? 0;
    if (existing >= MAX_ADDRESSES_PER_USER) {
      throw new AppError(422, 'too_many_addresses', `At most ${MAX_ADDRESSES_PER_USER} delivery addresses`);
    }
    const values = COLUMNS.map((column) => columns[column]);
    const [row] = await tx.execute<{ id: number }[]>(
      `insert into delivery_addresses (user_id, ${COLUMNS.join(', ')}, address_default, created_at, updated_at)
       values (?, ${COLUMNS.map(() => '?').join(', ')}, ?, now(), now()) returning id`,
      [userId, ...values, existing === 0],
    );
    return row!.id;
  });
}

/** Changes an address's fields (never its default flag). */
export async function updateAddress(em: EntityManager, userId: number, id: number, columns: AddressColumns): Promise<void> {
  await ownedAddress(em, userId, id);
  await em.execute(
    `update delivery_addresses set ${COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = now() where id = ? and user_id = ?`,
    [...COLUMNS.map((column) => columns[column]), id, userId],
  );
}

/** Removes a non-default address (spec §4: the default cannot be removed; §8 cannot_delete_this). */
export async function deleteAddress(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    await lockUser(tx, userId);
    const address = await ownedAddress(tx, userId, id);
    if (address.address_default) throw new AppError(409, 'cannot_delete_this', 'The default delivery address cannot be removed');
    await tx.execute('delete from delivery_addresses where id = ? and user_id = ?', [id, userId]);
  });
}

/** Makes one address the user's only default (spec §4), in one transaction. */
export async function setDefaultAddress(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    await lockUser(tx, userId);
    await ownedAddress(tx, userId, id);
    // Two statements: the partial unique index allows one default per user at every moment.
    await tx.execute('update delivery_addresses set address_default = false, updated_at = now() where user_id = ? and address_default and id <> ?', [userId, id]);
    await tx.execute('update delivery_addresses set address_default = true, updated_at = now() where id = ? and not address_default', [id]);
  });
}
