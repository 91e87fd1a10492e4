import { NEWS_SLUG_MAX_LENGTH } from '#shared/content/admin-schemas.ts';
import { urlSlug } from '#shared/http/url-slug.ts';

/**
 * An order typed into a field as the rule reads it: blank is 0, a whole number itself, anything
 * else -1 (which the shared rule refuses beside the field, as the server would).
 */
export function orderOf(typed: string): number {
  const order = Number(typed.trim() || '0');
  return Number.isInteger(order) ? order : -1;
}

/** The fields after `name` takes `value`; a new row's address follows its name until staff edit it. */
export function withFieldValue<Fields extends { name: string; slug: string }, K extends keyof Fields>(current: Fields, name: K, value: Fields[K], slugEdited: boolean): Fields {
  const slug = name === 'name' && !slugEdited ? { slug: urlSlug(String(value), NEWS_SLUG_MAX_LENGTH) } : {};
  return { ...current, [name]: value, ...slug };
}
