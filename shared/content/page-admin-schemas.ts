import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';
import { linkInvalid } from './ad-admin-schemas.ts';
import { NEWS_SLUG } from './admin-schemas.ts';

/** The longest a footer page's or group's words may be (the footer tables' columns); a body as long as a news article's. */
export const FOOTER_PAGE_LIMITS = { slug: 200, name: 200, url: 500, content: 200_000, positionMax: 9999 } as const;

const Position = Type.Integer({ minimum: 0, maximum: FOOTER_PAGE_LIMITS.positionMax });

/**
 * Staff write a company, information or policy page (spec §2 /cong-ty/{slug}, /pages/{slug},
 * listed under its footer group at /information/{slug}): its group, name and content in both
 * languages (English may stay blank), its address, a custom url the footer links to instead
 * (a shop page such as `/pages/quy-dinh-bao-hanh` or a web address), its order in the group and
 * whether it is shown. The content is HTML, cleaned by the server's one sanitiser.
 */
export const FooterPageWrite = Type.Object({
  information_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  name: Type.String({ maxLength: FOOTER_PAGE_LIMITS.name }),
  name_en: Type.String({ maxLength: FOOTER_PAGE_LIMITS.name }),
  slug: Type.String({ maxLength: FOOTER_PAGE_LIMITS.slug }),
  url: Type.String({ maxLength: FOOTER_PAGE_LIMITS.url }),
  content: Type.String({ maxLength: FOOTER_PAGE_LIMITS.content }),
  content_en: Type.String({ maxLength: FOOTER_PAGE_LIMITS.content }),
  position: Position,
  published: Type.Boolean(),
});
export type FooterPageWrite = Static<typeof FooterPageWrite>;

/** A footer group (spec §3 informations: name, slug), a column of the footer and the page /information/{slug}. */
export const FooterGroupWrite = Type.Object({
  name: Type.String({ maxLength: FOOTER_PAGE_LIMITS.name }),
  name_en: Type.String({ maxLength: FOOTER_PAGE_LIMITS.name }),
  slug: Type.String({ maxLength: FOOTER_PAGE_LIMITS.slug }),
  position: Position,
});
export type FooterGroupWrite = Static<typeof FooterGroupWrite>;

/** The page as it is saved (before its content is cleaned): words trimmed. */
export function normalizedFooterPage(write: FooterPageWrite): FooterPageWrite {
  return { ...write, name: write.name.trim(), name_en: write.name_en.trim(), slug: write.slug.trim(), url: write.url.trim() };
}

export function normalizedFooterGroup(write: FooterGroupWrite): FooterGroupWrite {
  return { ...write, name: write.name.trim(), name_en: write.name_en.trim(), slug: write.slug.trim() };
}

type Errors<T> = Partial<Record<keyof T, string>>;

function slugError(slug: string): string | undefined {
  if (!slug) return 'field_required';
  return NEWS_SLUG.test(slug) ? undefined : 'slug_invalid';
}

function nameErrors<T extends { name: string; name_en: string }>(value: T, errors: Errors<T>): void {
  if (!value.name) errors.name = 'field_required';
  else if (value.name.length > FOOTER_PAGE_LIMITS.name) errors.name = 'field_too_long';
  if (value.name_en.length > FOOTER_PAGE_LIMITS.name) errors.name_en = 'field_too_long';
}

function positionError(position: number): string | undefined {
  return Number.isInteger(position) && position >= 0 && position <= FOOTER_PAGE_LIMITS.positionMax ? undefined : 'field_invalid';
}

/**
 * The staff footer page form's rule, run by the page and the server: a Vietnamese name, an address
 * of lowercase letters, digits and dashes, a custom url (when given) that is a shop page or a web
 * address (the ad link rule), contents within their length, an order of 0–9999.
 */
export function footerPageFieldErrors(write: FooterPageWrite): Errors<FooterPageWrite> {
  const value = normalizedFooterPage(write);
  const errors: Errors<FooterPageWrite> = {};
  nameErrors(value, errors);
  const slug = slugError(value.slug);
  if (slug) errors.slug = slug;
  if (value.url && linkInvalid(value.url)) errors.url = 'field_invalid';
  if (value.content.length > FOOTER_PAGE_LIMITS.content) errors.content = 'field_too_long';
  if (value.content_en.length > FOOTER_PAGE_LIMITS.content) errors.content_en = 'field_too_long';
  const position = positionError(value.position);
  if (position) errors.position = position;
  return errors;
}

/** The staff footer group form's rule: a Vietnamese name, an address like a page's, an order of 0–9999. */
export function footerGroupFieldErrors(write: FooterGroupWrite): Errors<FooterGroupWrite> {
  const value = normalizedFooterGroup(write);
  const errors: Errors<FooterGroupWrite> = {};
  nameErrors(value, errors);
  const slug = slugError(value.slug);
  if (slug) errors.slug = slug;
  const position = positionError(value.position);
  if (position) errors.position = position;
  return errors;
}

const Changes = Type.Array(Type.Object({ ...StaffChangeRow.properties, subject: Type.String(), subject_id: Type.String() }));

/** GET /v1/admin/content/pages: the footer groups and every page (withdrawn ones too) in footer order, and the latest changes to either. */
export const AdminFooterPagesResponse = Type.Object({
  groups: Type.Array(Type.Object({ id: Type.Integer(), ...FooterGroupWrite.properties })),
  data: Type.Array(Type.Object({ id: Type.Integer(), ...FooterPageWrite.properties })),
  changes: Changes,
});
export type AdminFooterPagesResponse = Static<typeof AdminFooterPagesResponse>;
