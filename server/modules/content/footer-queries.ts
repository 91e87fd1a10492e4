import type { EntityManager } from '@mikro-orm/postgresql';
import type { FooterResponse } from '#shared/content/schemas.ts';

/** Reads every footer list in display order (one round trip per list, run concurrently). */
export async function loadFooter(em: EntityManager): Promise<FooterResponse> {
  const db = em;
  const [informations, pages, basics, paymentMethods, addresses] = await Promise.all([
    db.execute<FooterResponse['informations']>('select id, name, name_en, slug from footer_informations order by position, id'),
    db.execute<FooterResponse['pages']>(
      'select information_id, name, name_en, slug, url from footer_pages order by information_id, position, id',
    ),
    db.execute<FooterResponse['basics']>('select key, value, value_en from settings order by key'),
    db.execute<FooterResponse['payment_methods']>('select name, image_id from payment_methods order by position, id'),
    db.execute<FooterResponse['addresses']>(
      'select name, address, phone, mobile, email from shop_addresses order by position, id',
    ),
  ]);
  return { informations, pages, basics, payment_methods: paymentMethods, addresses };
}
