/**
 * A title's URL name: Vietnamese letters folded to ASCII (đ → d, diacritics dropped), anything
 * else to single dashes, no dash at either end, at most `maxLength` characters; '' when nothing
 * is left. News slugs (the staff form's suggestion) and forum topic slugs are both made here.
 *
 * @example urlSlug('Hỏi về mạch nạp ESP32', 80) === 'hoi-ve-mach-nap-esp32'
 */
export function urlSlug(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
