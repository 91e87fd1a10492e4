import type { EntityManager } from '@mikro-orm/postgresql';
import type { InformationResponse, ServiceListResponse, ServiceResponse, ServiceSummary, ShopPage, ShopPageResponse } from '#shared/content/news-schemas.ts';
import { FooterInformationSchema } from './footer-information.entity.ts';
import { FooterPageSchema, type FooterPage } from './footer-page.entity.ts';
import { ServiceSchema, type Service } from './service.entity.ts';

function shopPage(row: FooterPage): ShopPage {
  return { slug: row.slug, name: row.name, name_en: row.nameEn, url: row.url ?? null, content: row.content ?? '', content_en: row.contentEn ?? null };
}

/** A footer page by slug with its group (spec §2 /cong-ty/{slug}, /pages/quy-dinh-bao-hanh). */
export async function loadShopPage(em: EntityManager, slug: string): Promise<ShopPageResponse | null> {
  const row = await em.findOne(FooterPageSchema, { slug, published: true }, { populate: ['information'] });
  if (!row) return null;
  const information = row.information;
  return { page: shopPage(row), information: { slug: information.slug, name: information.name, name_en: information.nameEn } };
}

/** A footer information group with its pages, in footer order (spec §2 /information/{slug}). */
export async function loadInformation(em: EntityManager, slug: string): Promise<InformationResponse | null> {
  const information = await em.findOne(FooterInformationSchema, { slug });
  if (!information) return null;
  const pages = await em.find(FooterPageSchema, { information, published: true }, { orderBy: { position: 'asc', id: 'asc' } });
  return { information: { slug: information.slug, name: information.name, name_en: information.nameEn }, pages: pages.map(shopPage) };
}

function serviceSummary(row: Service): ServiceSummary {
  return { slug: row.slug, name: row.name, name_en: row.nameEn, summary: row.summary, summary_en: row.summaryEn, call_to_action: row.callToAction };
}

const BY_POSITION = { orderBy: { position: 'asc', id: 'asc' } } as const;

/** The shop's published services in display order (spec §2 /dich-vu). */
export async function loadServices(em: EntityManager): Promise<ServiceListResponse> {
  return { services: (await em.find(ServiceSchema, { published: true }, BY_POSITION)).map(serviceSummary) };
}

/** One published service with the other published ones (for the page's "other services" list). */
export async function loadService(em: EntityManager, slug: string): Promise<ServiceResponse | null> {
  const all = await em.find(ServiceSchema, { published: true }, BY_POSITION);
  const row = all.find((service) => service.slug === slug);
  if (!row) return null;
  return {
    service: { ...serviceSummary(row), body: row.body, body_en: row.bodyEn },
    others: all.filter((service) => service !== row).map(serviceSummary),
  };
}

/** Every footer page with a page of its own (no custom url) and every service, for the sitemap. */
export async function shopPagesForSitemap(em: EntityManager): Promise<{ pages: string[]; informations: string[]; services: { slug: string; updatedAt: Date }[] }> {
  const [pages, informations, services] = await Promise.all([
    em.find(FooterPageSchema, { url: null, published: true }, { fields: ['slug'], orderBy: { id: 'asc' } }),
    em.find(FooterInformationSchema, {}, { fields: ['slug'], orderBy: { position: 'asc', id: 'asc' } }),
    em.find(ServiceSchema, { published: true }, { fields: ['slug', 'updatedAt'], ...BY_POSITION }),
  ]);
  return {
    pages: pages.map((row) => row.slug),
    informations: informations.map((row) => row.slug),
    services: services.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt })),
  };
}
