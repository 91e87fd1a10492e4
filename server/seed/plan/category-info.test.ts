import { describe, expect, test } from 'vitest';
import { buildCatalogPlan } from './build-catalog-plan.ts';
import { categoryInfoTexts } from './category-info.ts';
import { loadRawParts } from './load-raw-parts.ts';
import { rawPart } from '#shared/catalog-plan/raw-part-fixture.ts';

const OPTIONS = { exchangeRate: 26_000, marginPercent: 20 };

describe('categoryInfoTexts', () => {
  const plan = buildCatalogPlan(loadRawParts(), OPTIONS);
  const texts = categoryInfoTexts(plan);

  test('every demo category with parts gets three paragraphs in each language', () => {
    expect(texts.length).toBe(plan.categories.length);
    for (const text of texts) {
      expect(text.info.match(/<p>/g)).toHaveLength(3);
      expect(text.infoEn.match(/<p>/g)).toHaveLength(3);
    }
  });

  test('the first paragraph counts the parts under the category and those in stock', () => {
    const resistors = plan.categories.find((category) => category.level === 1 && category.nameEn === 'Resistors')!;
    const under = plan.products.filter((product) => product.categoryKey.startsWith(`${resistors.key}/`));
    const inStock = under.filter((product) => product.inventory > 0).length;
    const text = texts.find((candidate) => candidate.key === resistors.key)!;
    expect(text.infoEn).toContain(`<p>The Resistors category holds ${under.length.toLocaleString('en-US')} parts, ${inStock.toLocaleString('en-US')} in stock`);
    expect(text.info).toContain(`<p>Danh mục ${resistors.name} có ${under.length.toLocaleString('vi-VN')} mã linh kiện`);
  });

  test('a level-3 group is named with its parent, and names are escaped', () => {
    const small = buildCatalogPlan([rawPart({ lcsc: 'C1', manufacturer: 'A&B <Semi>' })], OPTIONS);
    const [text] = categoryInfoTexts(small).filter((candidate) => candidate.info.includes('A&amp;B &lt;Semi&gt;'));
    expect(text).toBeDefined();
    expect(text!.infoEn).toContain('Main manufacturers: A&amp;B &lt;Semi&gt;.');
    const level3 = plan.categories.find((category) => category.level === 3)!;
    const parent = plan.categories.find((category) => category.key === level3.parentKey)!;
    expect(texts.find((candidate) => candidate.key === level3.key)!.infoEn).toContain(`The ${parent.nameEn} (${level3.nameEn}) category`);
  });
});
