/** Spec §4: the company-info block collapses to an expandable view when it has over 2 paragraphs. */
export const COMPANY_INFO_VISIBLE_PARAGRAPHS = 2;

/**
 * Splits the shop-owned company_info HTML into its top-level `<p>` paragraphs. HTML without
 * paragraphs is one block; stray text between paragraphs is kept as its own block.
 */
export function companyInfoParagraphs(html: string): string[] {
  const blocks: string[] = [];
  const paragraph = /<p\b[^>]*>[\s\S]*?<\/p\s*>/gi;
  let last = 0;
  for (const match of html.matchAll(paragraph)) {
    const between = html.slice(last, match.index).trim();
    if (between) blocks.push(between);
    blocks.push(match[0]);
    last = match.index + match[0].length;
  }
  const rest = html.slice(last).trim();
  if (rest) blocks.push(rest);
  return blocks;
}

/** What the collapsed block shows: everything when short, else the first paragraphs plus a toggle. */
export function companyInfoView(html: string): { paragraphs: string[]; collapsible: boolean } {
  const paragraphs = companyInfoParagraphs(html);
  return { paragraphs, collapsible: paragraphs.length > COMPANY_INFO_VISIBLE_PARAGRAPHS };
}
