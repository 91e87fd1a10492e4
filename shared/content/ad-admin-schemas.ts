import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';
import { AdView } from './page-area-schemas.ts';
import { AD_POSITIONS, type AdPosition } from './page-areas.ts';

/** The longest an ad's words or link may be (the ads table's columns); its picture's size. */
export const AD_LIMITS = { name: 200, url: 500, sortMax: 9999 } as const;
export const AD_PICTURE_MAX_BYTES = 3_000_000;

/** The staff ad form's text fields, as the form sends them (multipart, beside the `picture` file). */
export interface AdFormFields {
  position?: string | undefined;
  url?: string | undefined;
  name?: string | undefined;
  name_en?: string | undefined;
  sort?: string | undefined;
  /** `1` shown, `0` hidden. */
  active?: string | undefined;
}

/** An ad's form as it is saved. */
export interface AdValues {
  position: AdPosition;
  url: string;
  name: string;
  nameEn: string | null;
  sort: number;
  active: boolean;
}

/** A link an ad (or a footer page) may lead to: a page of the shop (`/pcb`) or a web address (`https://...`). */
export function linkInvalid(url: string): boolean {
  if (url.startsWith('/')) return url.startsWith('//') || /\s/.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol !== 'https:' && parsed.protocol !== 'http:';
  } catch {
    return true;
  }
}

/**
 * The staff ad form's rule (spec §3 Ad: position, url, the picture), run by the page and the
 * server: a known position, a link to a shop page or a web address, the picture's words (its alt
 * text) in Vietnamese, the English ones optional, an order of 0–9999. The picture itself is
 * required for a new ad (`picture: field_required`); its kind and size are the server's to check.
 */
export function adFieldErrors(fields: AdFormFields, options: { pictureMissing: boolean }): Partial<Record<keyof AdFormFields | 'picture', string>> {
  const errors: Partial<Record<keyof AdFormFields | 'picture', string>> = {};
  if (!(AD_POSITIONS as readonly (string | undefined)[]).includes(fields.position)) errors.position = 'field_invalid';
  const url = fields.url?.trim() ?? '';
  if (!url) errors.url = 'field_required';
  else if (url.length > AD_LIMITS.url) errors.url = 'field_too_long';
  else if (linkInvalid(url)) errors.url = 'field_invalid';
  const name = fields.name?.trim() ?? '';
  if (!name) errors.name = 'field_required';
  else if (name.length > AD_LIMITS.name) errors.name = 'field_too_long';
  if ((fields.name_en?.trim().length ?? 0) > AD_LIMITS.name) errors.name_en = 'field_too_long';
  const sort = fields.sort?.trim() || '0';
  if (!/^\d{1,4}$/.test(sort)) errors.sort = 'field_invalid';
  if (fields.active !== undefined && fields.active !== '0' && fields.active !== '1') errors.active = 'field_invalid';
  if (options.pictureMissing) errors.picture = 'field_required';
  return errors;
}

/** The checked form as it is saved. */
export function adValuesOf(fields: AdFormFields): AdValues {
  return {
    position: fields.position as AdPosition,
    url: fields.url!.trim(),
    name: fields.name!.trim(),
    nameEn: fields.name_en?.trim() || null,
    sort: Number(fields.sort?.trim() || '0'),
    active: fields.active !== '0',
  };
}

/** GET /v1/admin/content/ads: every ad (hidden ones too) by position and order, and the latest changes to any ad. */
export const AdminAdListResponse = Type.Object({
  data: Type.Array(Type.Object({ ...AdView.properties, active: Type.Boolean(), sort: Type.Integer(), updated_at: Type.String() })),
  changes: Type.Array(Type.Object({ ...StaffChangeRow.properties, subject_id: Type.String() })),
});
export type AdminAdListResponse = Static<typeof AdminAdListResponse>;
