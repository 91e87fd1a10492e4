import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface PoEntry {
  msgid: string;
  msgstr: string;
  obsolete: boolean;
}

/** The entries of a Lingui .po catalog (single-line and continued strings; no plural forms: ICU lives in msgid). */
function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of readFileSync(path, 'utf8').split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const obsolete = lines.some((line) => line.startsWith('#~'));
    const text = lines.map((line) => line.replace(/^#~ /, ''));
    const field = (name: string): string | null => {
      const start = text.findIndex((line) => line.startsWith(`${name} "`));
      if (start < 0) return null;
      let value = '';
      for (const [i, line] of text.slice(start).entries()) {
        if (i > 0 && !line.startsWith('"')) break;
        value += JSON.parse(i === 0 ? line.slice(name.length + 1) : line) as string;
      }
      return value;
    };
    const msgid = field('msgid');
    if (msgid === null || msgid === '') continue;
    entries.push({ msgid, msgstr: field('msgstr') ?? '', obsolete });
  }
  return entries;
}

const catalogPath = (locale: string) => new URL(`./locales/${locale}/messages.po`, import.meta.url).pathname;

// Seven branches add texts in parallel; an entry merged without its English would show Vietnamese
// on the English storefront (fallbackLocales: vi), silently. This keeps the catalogs whole.
describe('Lingui catalogs', () => {
  it('translate every message of the English storefront', () => {
    const untranslated = readPo(catalogPath('en')).filter((entry) => !entry.obsolete && entry.msgstr.trim() === '');
    expect(untranslated.map((entry) => entry.msgid)).toEqual([]);
  });

  it('list the same messages for vi and en', () => {
    const ids = (locale: string) => readPo(catalogPath(locale)).filter((entry) => !entry.obsolete).map((entry) => entry.msgid).sort();
    expect(ids('en')).toEqual(ids('vi'));
    expect(ids('en').length).toBeGreaterThan(500);
  });
});
