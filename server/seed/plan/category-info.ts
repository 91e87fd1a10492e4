import type { CatalogPlan, PlanCategory, PlanProduct } from '#shared/catalog-plan/catalog-plan-types.ts';

/** A category's info text for shoppers (spec §4 footer info), in both storefront languages. */
export interface CategoryInfoText {
  key: string;
  slug: string;
  /** The Vietnamese name, with the slug how a database row is recognised as the demo's. */
  name: string;
  /** HTML paragraphs. */
  info: string;
  infoEn: string;
}

/** How many manufacturers and packages a text names. */
const NAMED = 3;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}

/** The most frequent values, most frequent first (ties by name, so the text is stable). */
function mostFrequent(values: readonly string[], count: number): string[] {
  const tally = new Map<string, number>();
  for (const value of values) if (value.trim() !== '' && value !== '-') tally.set(value, (tally.get(value) ?? 0) + 1);
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([value]) => value);
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const VI = new Intl.NumberFormat('vi-VN');
const EN = new Intl.NumberFormat('en-US');

/**
 * The demo shop's info text of every category, written from the parts under it: how many, how
 * many in stock, the main manufacturers and packages, and how to choose. Three paragraphs, so the
 * footer info shows two and a "show more" (spec §4: "collapsing ... when over 2 paragraphs").
 * Categories without products get none.
 */
export function categoryInfoTexts(plan: CatalogPlan): CategoryInfoText[] {
  const byKey = new Map(plan.categories.map((category) => [category.key, category]));
  const supplierName = new Map(plan.suppliers.map((supplier) => [supplier.key, supplier.name]));
  const productsUnder = new Map<string, PlanProduct[]>();
  for (const product of plan.products) {
    // A product belongs to its leaf and to every ancestor of it.
    for (let key: string | null = product.categoryKey; key !== null; key = byKey.get(key)?.parentKey ?? null) {
      const list = productsUnder.get(key);
      if (list) list.push(product);
      else productsUnder.set(key, [product]);
    }
  }
  return plan.categories.flatMap((category) => {
    const products = productsUnder.get(category.key) ?? [];
    if (products.length === 0) return [];
    const parent = category.parentKey === null ? undefined : byKey.get(category.parentKey);
    const { info, infoEn } = textsFor(category, parent, products, supplierName);
    return [{ key: category.key, slug: category.slug, name: category.name, info, infoEn }];
  });
}

function textsFor(
  category: PlanCategory,
  parent: PlanCategory | undefined,
  products: readonly PlanProduct[],
  supplierName: ReadonlyMap<string, string>,
): { info: string; infoEn: string } {
  // A level-3 group is named by package ("SOT-89 / SOT-223"): say what it groups.
  const name = escapeHtml(category.level === 3 && parent ? `${parent.name} (${category.name})` : category.name);
  const nameEn = escapeHtml(category.level === 3 && parent ? `${parent.nameEn} (${category.nameEn})` : category.nameEn);
  const total = products.length;
  const inStock = products.filter((product) => product.inventory > 0).length;
  const makers = mostFrequent(products.map((product) => supplierName.get(product.manufacturerKey) ?? ''), NAMED).map(escapeHtml);
  const packages = mostFrequent(products.map((product) => product.package), NAMED).map(escapeHtml);

  const vi = [
    `<p>Danh mục ${name} có ${VI.format(total)} mã linh kiện, ${inStock > 0 ? `${VI.format(inStock)} mã đang có sẵn trong kho để giao ngay` : 'hiện chưa có mã nào sẵn trong kho'}.</p>`,
    `<p>${[makers.length > 0 ? `Các hãng sản xuất chính: ${joinList(makers, 'và')}.` : '', packages.length > 0 ? `Kiểu đóng gói thường gặp: ${joinList(packages, 'và')}.` : ''].filter(Boolean).join(' ')}</p>`,
    '<p>Mỗi mã có bảng giá giảm dần theo số lượng, số lượng mua tối thiểu của nhà cung cấp và datasheet. Lọc theo thông số kỹ thuật để tìm đúng linh kiện; cần số lượng lớn hoặc mã chưa có, hãy liên hệ để được báo giá.</p>',
  ];
  const en = [
    `<p>The ${nameEn} category holds ${EN.format(total)} ${total === 1 ? 'part' : 'parts'}, ${inStock > 0 ? `${EN.format(inStock)} in stock and ready to ship` : 'none in stock right now'}.</p>`,
    `<p>${[makers.length > 0 ? `Main manufacturers: ${joinList(makers, 'and')}.` : '', packages.length > 0 ? `Common packages: ${joinList(packages, 'and')}.` : ''].filter(Boolean).join(' ')}</p>`,
    '<p>Every part lists its volume prices, the supplier’s minimum order and its datasheet. Filter by parameters to find the right part; for large quantities or a part we do not list, contact us for a quote.</p>',
  ];
  return { info: vi.filter((paragraph) => paragraph !== '<p></p>').join(''), infoEn: en.filter((paragraph) => paragraph !== '<p></p>').join('') };
}
