import type { EntityManager } from '@mikro-orm/postgresql';
import { openingHoursText, type OpeningHours } from '#shared/checkout/opening-hours.ts';
import type { FooterInfoData, FooterResponse } from '#shared/content/schemas.ts';
import { CategorySchema } from '../catalog/category.entity.ts';
import { FooterInformationSchema } from './footer-information.entity.ts';
import { FooterPageSchema } from './footer-page.entity.ts';
import { loadOpeningHours } from './opening-hours-queries.ts';
import { PaymentMethodSchema } from './payment-method.entity.ts';
import { SettingSchema } from './setting.entity.ts';
import { ShopAddressSchema } from './shop-address.entity.ts';

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
  const byPosition = { orderBy: { position: 'asc', id: 'asc' } } as const;
  const [informations, pages, basics, paymentMethods, addresses, hours] = await Promise.all([
    em.find(FooterInformationSchema, {}, byPosition),
    em.find(FooterPageSchema, { published: true }, { orderBy: { information: 'asc', position: 'asc', id: 'asc' } }),
    em.find(SettingSchema, {}, { orderBy: { key: 'asc' } }),
    em.find(PaymentMethodSchema, {}, byPosition),
    em.find(ShopAddressSchema, {}, byPosition),
    loadOpeningHours(em),
  ]);
  return {
    informations: informations.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn, slug: row.slug })),
    pages: pages.map((row) => ({ information_id: row.information.id, name: row.name, name_en: row.nameEn, slug: row.slug, url: row.url ?? null })),
    basics: withOpeningHours(
      basics.map((row) => ({ key: row.key, value: row.value, value_en: row.valueEn ?? null })),
      hours,
    ),
    payment_methods: paymentMethods.map((row) => ({
      name: row.name,
      name_en: row.nameEn ?? null,
      image_id: row.image?.id ?? null,
      image_en_id: row.imageEn?.id ?? null,
    })),
    addresses: addresses.map((row) => ({
      name: row.name,
      name_en: row.nameEn ?? null,
      address: row.address,
      address_en: row.addressEn ?? null,
      phone: row.phone ?? null,
      mobile: row.mobile ?? null,
      email: row.email ?? null,
    })),
  };
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
  const [company, category] = await Promise.all([
    em.findOne(SettingSchema, { key: 'company_info' }),
    categoryId !== null && showInfo ? em.findOne(CategorySchema, categoryId, { fields: ['id', 'name', 'nameEn', 'info', 'infoEn'] }) : Promise.resolve(null),
  ]);
  const companyHtml = text(company?.value);
  const categoryHtml = text(category?.info);
  return {
    company: companyHtml === null ? null : { html: companyHtml, html_en: text(company?.valueEn) },
    category:
      category && categoryHtml !== null
        ? { id: category.id, name: category.name, name_en: category.nameEn, html: categoryHtml, html_en: text(category.infoEn) }
        : null,
  };
}
