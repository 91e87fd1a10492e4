import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** News articles shown per page on /tin-tuc. */
export const NEWS_PER_PAGE = 9;
/** Related articles under an article. */
export const RELATED_NEWS = 3;

/** A news article as a list shows it (spec §2 /tin-tuc: cover image, date, excerpt). */
export const NewsSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  cover_image_id: NullableInteger,
  /** ISO date-time. */
  published_at: Type.String(),
});
export type NewsSummary = Static<typeof NewsSummary>;

/** GET /v1/news?page */
export const NewsListQuery = Type.Object({ page: PageParam() });
export type NewsListQuery = Static<typeof NewsListQuery>;

/** GET /v1/news: one page of published articles, newest first, in the one pagination envelope. */
export const NewsListResponse = Type.Object({ data: Type.Array(NewsSummary), ...PageEnvelope.properties });
export type NewsListResponse = Static<typeof NewsListResponse>;

/** GET /v1/news/{slug}: the article (body is sanitised HTML) and a few related ones. */
export const NewsArticleResponse = Type.Object({
  article: Type.Object({ ...NewsSummary.properties, body: Type.String(), updated_at: Type.String() }),
  related: Type.Array(NewsSummary),
});
export type NewsArticleResponse = Static<typeof NewsArticleResponse>;

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type SlugParams = Static<typeof SlugParams>;

/** A service of the shop (spec §2 /dich-vu) with its call to action: the PCB quote or the contact form. */
export const ServiceSummary = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  summary: Type.String(),
  summary_en: Type.String(),
  call_to_action: Type.Union([Type.Literal('pcb'), Type.Literal('contact')]),
});
export type ServiceSummary = Static<typeof ServiceSummary>;

export const ServiceListResponse = Type.Object({ services: Type.Array(ServiceSummary) });
export type ServiceListResponse = Static<typeof ServiceListResponse>;

export const ServiceResponse = Type.Object({
  service: Type.Object({ ...ServiceSummary.properties, body: Type.String(), body_en: Type.String() }),
  others: Type.Array(ServiceSummary),
});
export type ServiceResponse = Static<typeof ServiceResponse>;

/** A footer page (spec §2 /cong-ty/{slug}, /pages/quy-dinh-bao-hanh) with its sanitised content in both languages. */
export const ShopPage = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  url: NullableString,
  content: Type.String(),
  content_en: NullableString,
});
export type ShopPage = Static<typeof ShopPage>;

/** A footer information group (spec §2 /information/{slug}) with its pages. */
export const InformationResponse = Type.Object({
  information: Type.Object({ slug: Type.String(), name: Type.String(), name_en: Type.String() }),
  pages: Type.Array(ShopPage),
});
export type InformationResponse = Static<typeof InformationResponse>;

export const ShopPageResponse = Type.Object({
  page: ShopPage,
  information: Type.Object({ slug: Type.String(), name: Type.String(), name_en: Type.String() }),
});
export type ShopPageResponse = Static<typeof ShopPageResponse>;
