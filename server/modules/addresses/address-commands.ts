import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { UserSchema } from '../accounts/user.entity.ts';
import { AppError, notFound } from '../../errors.ts';
import { DeliveryAddressSchema } from './delivery-address.entity.ts';
import type { AddressColumns } from './resolve-address.ts';

/** Enough for home, work and family; stops a script from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

/** The entity fields of checked address columns. */
function addressData(columns: AddressColumns) {
  const { name, phone, address, zipcode, city, state } = columns;
  return { name, phone, address, country: columns.country_id, province: columns.province_id, district: columns.district_id, ward: columns.ward_id, zipcode, city, state };
}

/**
 * Serialises the address writes of one user (the row lock is held until the transaction ends),
 * so "first address becomes the default" and "one default" hold under concurrent requests.
 */
async function lockUser(em: EntityManager, userId: number): Promise<void> {
  await em.findOne(UserSchema, userId, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE });
}

async function ownedAddress(em: EntityManager, userId: number, id: number): Promise<{ addressDefault: boolean }> {
  const row = await em.findOne(DeliveryAddressSchema, { id, user: userId }, { fields: ['addressDefault'], refresh: true });
  // Someone else's address answers exactly like a missing one.
  if (!row) throw notFound('Delivery address');
  return row;
}

/** Adds an address; the user's first becomes the default (spec §4). Returns its id. */
export async function createAddress(em: EntityManager, userId: number, columns: AddressColumns): Promise<number> {
  return em.transactional(async (tx) => {
    await lockUser(tx, userId);
    const existing = await tx.count(DeliveryAddressSchema, { user: userId });
    if (existing >= MAX_ADDRESSES_PER_USER) {
      throw new AppError(422, 'too_many_addresses', `At most ${MAX_ADDRESSES_PER_USER} delivery addresses`);
    }
    const now = new Date();
    return tx.insert(DeliveryAddressSchema, { user: userId, ...addressData(columns), addressDefault: existing === 0, createdAt: now, updatedAt: now });
  });
}

/** Changes an address's fields (never its default flag). */
export async function updateAddress(em: EntityManager, userId: number, id: number, columns: AddressColumns): Promise<void> {
  await ownedAddress(em, userId, id);
  await em.nativeUpdate(DeliveryAddressSchema, { id, user: userId }, { ...addressData(columns), updatedAt: new Date() });
}

/** Removes a non-default address (spec §4: the default cannot be removed; §8 cannot_delete_this). */
export async function deleteAddress(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    await lockUser(tx, userId);
    const address = await ownedAddress(tx, userId, id);
    if (address.addressDefault) throw new AppError(409, 'cannot_delete_this', 'The default delivery address cannot be removed');
    await tx.nativeDelete(DeliveryAddressSchema, { id, user: userId });
  });
}

/** Makes one address the user's only default (spec §4), in one transaction. */
export async function setDefaultAddress(em: EntityManager, userId: number, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    await lockUser(tx, userId);
    await ownedAddress(tx, userId, id);
    // Two statements: the partial unique index allows one default per user at every moment.
    const now = new Date();
    await tx.nativeUpdate(DeliveryAddressSchema, { user: userId, addressDefault: true, id: { $ne: id } }, { addressDefault: false, updatedAt: now });
    await tx.nativeUpdate(DeliveryAddressSchema, { id, addressDefault: false }, { addressDefault: true, updatedAt: now });
  });
}
