import { describe, expect, it } from 'vitest';
import { companyInfoParagraphs, companyInfoView } from './company-info-paragraphs.ts';

describe('companyInfoParagraphs', () => {
  it('splits top-level paragraphs, attributes and line breaks included', () => {
    expect(companyInfoParagraphs('<p>One</p>\n<p class="x">Two\nlines</p><P>Three</P>')).toEqual([
      '<p>One</p>',
      '<p class="x">Two\nlines</p>',
      '<P>Three</P>',
    ]);
  });

  it('keeps HTML without paragraphs as one block and stray text as its own block', () => {
    expect(companyInfoParagraphs('Công ty <b>ABC</b>')).toEqual(['Công ty <b>ABC</b>']);
    expect(companyInfoParagraphs('<p>A</p> tail')).toEqual(['<p>A</p>', 'tail']);
    expect(companyInfoParagraphs('')).toEqual([]);
  });

  it('does not mistake <pre> or <path> for paragraphs', () => {
    expect(companyInfoParagraphs('<pre>x</pre>')).toEqual(['<pre>x</pre>']);
  });
});

describe('companyInfoView (spec §4: collapsible when over 2 paragraphs)', () => {
  it('is not collapsible with 2 paragraphs or fewer', () => {
    expect(companyInfoView('<p>A</p><p>B</p>').collapsible).toBe(false);
    expect(companyInfoView('<p>A</p>').collapsible).toBe(false);
  });

  it('is collapsible with 3 paragraphs or more', () => {
    const view = companyInfoView('<p>A</p><p>B</p><p>C</p>');
    expect(view.collapsible).toBe(true);
    expect(view.paragraphs).toHaveLength(3);
  });
});
