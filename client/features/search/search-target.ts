/**
 * Where a search submit goes: `/products?search={keyword}` (spec §2), or null for an empty or
 * whitespace-only keyword, whose submit is blocked (spec §5).
 */
export function searchTarget(raw: string): { keyword: string; href: string } | null {
  const keyword = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (keyword === '') return null;
  return { keyword, href: `/products?search=${encodeURIComponent(keyword)}` };
}
