import type { EntityManager } from '@mikro-orm/postgresql';
import { openingHoursText, type OpeningHours } from '#shared/checkout/opening-hours.ts';
import type { FooterInfoData, FooterResponse } from '#shared/content/schemas.ts';
import { loadOpeningHours } from './opening-hours-queries.ts';

type Basics = FooterResponse['basics'];

/**
 * The basics with `marquee` (spec §3: the opening hours) written from the shop's opening hours,
 * the setting the pickup slots come from too; with no open day at all, the
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
    db.execute<FooterResponse['payment_methods']>('select name, name_en, image_id, image_en_id from payment_methods order by position, id'),
    db.execute<FooterResponse['addresses']>(
      'select name, name_en, address, address_en, phone, mobile, email from shop_addresses order by position, id',
    ),
    loadOpeningHours(db),
  ]);
  return { informations, pages, basics: withOpeningHours(basics, hours), payment_methods: paymentMethods, addresses };
}

/** A blank text is no text: the footer shows nothing rather than an empty block. */
function text(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/**
 * The footer info area (shared/content/schemas.ts FooterInfoQuery): the shop's company
 * information, and the category's own text when `categoryId` names a category that has one and
 * the listing shows the category itself (`showInfo`).
 */
export async function loadFooterInfo(em: EntityManager, categoryId: number | null, showInfo: boolean): Promise<FooterInfoData> {
  const [companyRows, categoryRows] = await Promise.all([
    em.execute<{ value: string; value_en: string | null }[]>("select value, value_en from settings where key = 'company_info'"),
    categoryId !== null && showInfo
      ? em.execute<{ id: number; name: string; name_en: string; info: string | null; info_en: string | null }[]>(
          'select id, name, name_en, info, info_en from categories where id = ?',
          [categoryId],
        )
      : Promise.resolve([]),
  ]);
  const company = companyRows[0];
  const companyHtml = text(company?.value);
  const category = categoryRows[0];
  const categoryHtml = text(category?.info);
  return {
    company: companyHtml === null ? null : { html: companyHtml, html_en: text(company?.value_en) },
    category:
      category && categoryHtml !== null
        ? { id: Number(category.id), name: category.name, name_en: category.name_en, html: categoryHtml, html_en: text(category.info_en) }
        : null,
  };
}
