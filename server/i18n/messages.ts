import type { Locale } from '#shared/i18n/locale.ts';
import { en } from './en.ts';
import { vi } from './vi.ts';

/**
 * The server's message catalogue: texts the server itself writes to a person (e-mails,
 * notifications and their push, gateway order descriptions), one file per language. The client
 * translates message keys with its Lingui catalogues; these texts leave the server already written,
 * so they live here, keyed in the spec's snake_case style; the words one e-mail lays out itself sit
 * under its own prefix (`order_confirmation.*`).
 */
export type MessageKey = keyof typeof vi;

/** The `{placeholder}` names in a Vietnamese text. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/** The values a key's text needs; a text without placeholders takes none. */
export type MessageParams<K extends MessageKey> = Record<PlaceholdersOf<(typeof vi)[K]>, string | number>;

export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { vi, en };

/** The names of the `{placeholders}` in a text, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * The text of `key` in `locale` with its placeholders filled in (one pass, so a value that
 * itself contains braces is left as written).
 */
export function message<K extends MessageKey>(
  locale: Locale,
  key: K,
  ...params: [PlaceholdersOf<(typeof vi)[K]>] extends [never] ? [] : [MessageParams<K>]
): string {
  const values: Record<string, string | number> = params[0] ?? {};
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
