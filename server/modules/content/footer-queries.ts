import type { EntityManager } from '@mikro-orm/postgresql';
import { openingHoursText, type OpeningHours } from '#shared/checkout/opening-hours.ts';
import type { FooterResponse } from '#shared/content/schemas.ts';
import { loadOpeningHours } from './opening-hours-queries.ts';

type Basics = FooterResponse['basics'];

/**
 * The basics with `marquee` (spec §3: the opening hours) written from the shop's opening hours,
 * the setting the pickup slots come from too (issue 14 item 5); with no open day at all, the
 * stored text (if any) stays.
 */
export function withOpeningHours(basics: Basics, hours: OpeningHours): Basics {
  if (hours.every((day) => day === null)) return basics;
  const marquee = { key: 'marquee', value: openingHoursText(hours, 'vi'), value_en: openingHoursText(hours, 'en') };
  return basics.some((basic) => basic.key === 'marquee') ? basics.map((basic) => (basic.key === 'marquee' ? marquee : basic)) : [...basics, marquee];
}

/** Reads every footer list in display order (one round trip per list, run concurrently). */
export async function loadFooter(em: EntityManager): Promise<FooterResponse> {
  const db = em;
  const [informations, pages, basics, paymentMethods, addresses, hours] = await Promise.all([
    db.execute<FooterResponse['informations']>('select id, name, name_en, slug from footer_informations order by position, id'),
    db.execute<FooterResponse['pages']>(
      'select information_id, name, name_en, slug, url from footer_pages order by information_id, position, id',
    ),
    db.execute<FooterResponse['basics']>('select key, value, value_en from settings order by key'),
    db.execute<FooterResponse['payment_methods']>('select name, image_id from payment_methods order by position, id'),
    db.execute<FooterResponse['addresses']>(
      'select name, address, phone, mobile, email from shop_addresses order by position, id',
    ),
    loadOpeningHours(db),
  ]);
  return { informations, pages, basics: withOpeningHours(basics, hours), payment_methods: paymentMethods, addresses };
}
