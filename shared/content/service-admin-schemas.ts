import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';
import { NEWS_SLUG } from './admin-schemas.ts';

/** The longest a service's words may be (the services table's columns); a body as long as a news article's. */
export const SERVICE_LIMITS = { slug: 200, name: 200, summary: 1000, body: 200_000, positionMax: 9999 } as const;

/**
 * Staff write a service (spec §2 /dich-vu): its name, summary and page body in Vietnamese and
 * English (the English ones may stay blank: the storefront shows the Vietnamese), its address
 * (`/dich-vu/{slug}`), where its call to action leads, its place in the list and whether it is shown.
 * The bodies are HTML, cleaned by the server's one sanitiser before they are kept.
 */
export const ServiceWrite = Type.Object({
  slug: Type.String({ maxLength: SERVICE_LIMITS.slug }),
  name: Type.String({ maxLength: SERVICE_LIMITS.name }),
  name_en: Type.String({ maxLength: SERVICE_LIMITS.name }),
  summary: Type.String({ maxLength: SERVICE_LIMITS.summary }),
  summary_en: Type.String({ maxLength: SERVICE_LIMITS.summary }),
  body: Type.String({ maxLength: SERVICE_LIMITS.body }),
  body_en: Type.String({ maxLength: SERVICE_LIMITS.body }),
  call_to_action: Type.Union([Type.Literal('pcb'), Type.Literal('contact')]),
  position: Type.Integer({ minimum: 0, maximum: SERVICE_LIMITS.positionMax }),
  published: Type.Boolean(),
});
export type ServiceWrite = Static<typeof ServiceWrite>;

/** The service as it is saved (before its bodies are cleaned): words trimmed. */
export function normalizedService(write: ServiceWrite): ServiceWrite {
  return { ...write, slug: write.slug.trim(), name: write.name.trim(), name_en: write.name_en.trim(), summary: write.summary.trim(), summary_en: write.summary_en.trim() };
}

/**
 * The staff service form's rule, run by the page and by the server: a Vietnamese name, an address
 * of lowercase letters, digits and dashes (the news rule), words within the columns' lengths.
 */
export function serviceFieldErrors(write: ServiceWrite): Partial<Record<keyof ServiceWrite, string>> {
  const value = normalizedService(write);
  const errors: Partial<Record<keyof ServiceWrite, string>> = {};
  if (!value.name) errors.name = 'field_required';
  else if (value.name.length > SERVICE_LIMITS.name) errors.name = 'field_too_long';
  if (value.name_en.length > SERVICE_LIMITS.name) errors.name_en = 'field_too_long';
  if (!value.slug) errors.slug = 'field_required';
  else if (!NEWS_SLUG.test(value.slug)) errors.slug = 'slug_invalid';
  if (value.summary.length > SERVICE_LIMITS.summary) errors.summary = 'field_too_long';
  if (value.summary_en.length > SERVICE_LIMITS.summary) errors.summary_en = 'field_too_long';
  if (value.body.length > SERVICE_LIMITS.body) errors.body = 'field_too_long';
  if (value.body_en.length > SERVICE_LIMITS.body) errors.body_en = 'field_too_long';
  if (!Number.isInteger(value.position) || value.position < 0 || value.position > SERVICE_LIMITS.positionMax) errors.position = 'field_invalid';
  return errors;
}

/** GET /v1/admin/content/services: every service (withdrawn ones too) in the storefront's order, and the latest changes to any service. */
export const AdminServiceListResponse = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), ...ServiceWrite.properties, updated_at: Type.String(), updated_by: Type.Union([Type.String(), Type.Null()]) })),
  changes: Type.Array(Type.Object({ ...StaffChangeRow.properties, subject_id: Type.String() })),
});
export type AdminServiceListResponse = Static<typeof AdminServiceListResponse>;
