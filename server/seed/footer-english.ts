import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../storage/storage.ts';
import { storeDrawnImages } from './drawn-images.ts';
import { drawPaymentLogo } from './images/payment-logo.ts';
import { PAYMENT_METHODS, SHOP_ADDRESSES } from './shop-content.ts';

/** Storage key of a payment method's English logo (a new key: the Vietnamese logo stays). */
function englishLogoKey(name: string): string {
  const index = PAYMENT_METHODS.findIndex((method) => method.name === name);
  return `images/seed/payment-${index}-en.svg`;
}

/**
 * Draws and stores the English logo of every demo payment method whose logo has words
 * ("Chuyen khoan" on the English footer); answers image ids by Vietnamese name.
 */
export async function storeEnglishPaymentLogos(em: EntityManager, storage: Storage, names?: readonly string[]): Promise<Map<string, number>> {
  const methods = PAYMENT_METHODS.filter((method) => method.nameEn !== null && (names === undefined || names.includes(method.name)));
  // A logo stored by an earlier run is used again (storage keys are unique).
  const stored = await em.execute<{ id: number; storage_key: string }[]>(
    'select id, storage_key from images where storage_key = any(array(select jsonb_array_elements_text(?::jsonb)))',
    [JSON.stringify(methods.map((method) => englishLogoKey(method.name)))],
  );
  const ids = new Map(stored.map((row) => [row.storage_key, Number(row.id)]));
  const drawn = await storeDrawnImages(
    em,
    storage,
    methods.filter((method) => !ids.has(englishLogoKey(method.name))).map((method) => ({ key: englishLogoKey(method.name), ...drawPaymentLogo(method.nameEn!) })),
  );
  for (const [key, id] of drawn) ids.set(key, id);
  return new Map(methods.flatMap((method) => {
    const id = ids.get(englishLogoKey(method.name));
    return id === undefined ? [] : [[method.name, id] as const];
  }));
}

/**
 * Gives a demo database seeded before the footer's English columns existed the demo's English
 * branch names and addresses, and the English logos (Migration20261124161000_FooterEnglishNames).
 * Only rows that still read as the demo's (same Vietnamese name) and have no English yet are
 * touched, so a shop's own entries are left alone. Answers the rows changed.
 */
export async function fillFooterEnglish(em: EntityManager, storage: Storage): Promise<number> {
  const methodNames = PAYMENT_METHODS.filter((method) => method.nameEn !== null).map((method) => method.name);
  const branchNames = SHOP_ADDRESSES.map((branch) => branch.name);
  // Every start passes here: one cheap question first.
  const [missing] = await em.execute<{ methods: string[] | null; branches: boolean }[]>(
    `select (select array_agg(name) from payment_methods where name = any(array(select jsonb_array_elements_text(?::jsonb))) and name_en is null and image_en_id is null) as methods,
            exists (select 1 from shop_addresses where name = any(array(select jsonb_array_elements_text(?::jsonb))) and name_en is null and address_en is null) as branches`,
    [JSON.stringify(methodNames), JSON.stringify(branchNames)],
  );
  let changed = 0;
  if (missing?.branches) {
    const rows = SHOP_ADDRESSES.map((branch) => ({ name: branch.name, name_en: branch.nameEn, address_en: branch.addressEn }));
    const result = await em.execute(
      `update shop_addresses as s set name_en = v.name_en, address_en = v.address_en
         from jsonb_to_recordset(?::jsonb) as v(name text, name_en text, address_en text)
        where s.name = v.name and s.name_en is null and s.address_en is null`,
      [JSON.stringify(rows)],
      'run',
    );
    changed += Number((result as { affectedRows?: number }).affectedRows ?? 0);
  }
  const methods = missing?.methods ?? [];
  if (methods.length > 0) {
    const logos = await storeEnglishPaymentLogos(em, storage, methods);
    for (const method of PAYMENT_METHODS) {
      const imageId = logos.get(method.name);
      if (imageId === undefined) continue;
      const result = await em.execute(
        'update payment_methods set name_en = ?, image_en_id = ? where name = ? and name_en is null and image_en_id is null',
        [method.nameEn, imageId, method.name],
        'run',
      );
      changed += Number((result as { affectedRows?: number }).affectedRows ?? 0);
    }
  }
  return changed;
}
