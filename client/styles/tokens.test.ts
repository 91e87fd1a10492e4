import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG 2.2 SC 1.4.3: text in the accent colour (prices, links) and white text
// on accent buttons must reach 4.5:1 on every surface the stylesheets put them on.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`token --${name} is not a six-digit hex colour in tokens.css`);
  return match[1];
}

/** Relative luminance of an sRGB hex colour (WCAG 2.2 definition). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('colour tokens', () => {
  it('computes the WCAG ratio (black on white is 21:1, the old accent #d9480f on white 4.30:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#d9480f', '#ffffff')).toBeCloseTo(4.3, 2);
  });

  const accentText = ['color-accent', 'color-accent-strong'];
  const surfaces = ['color-surface', 'color-bg', 'color-surface-sunken', 'color-accent-soft'];
  for (const fg of accentText) {
    for (const bg of surfaces) {
      it(`--${fg} text on --${bg} is at least 4.5:1`, () => {
        expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
      });
    }
    it(`white text on --${fg} buttons is at least 4.5:1`, () => {
      expect(contrast(token('color-text-inverse'), token(fg))).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('stylesheets use the tokens', () => {
  // White is a token (--color-text-inverse for text on colour, --color-surface for a white panel),
  // so a change of the palette is one line here, not a hunt through the features.
  const clientDir = join(import.meta.dirname, '..');
  const sheets = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css') && entry.name !== 'tokens.css')
    .map((entry) => join(entry.parentPath, entry.name));

  it('no stylesheet but tokens.css writes white as a literal colour', () => {
    const literal = /#fff(fff)?\b/i;
    const found = sheets.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (literal.test(line) ? [`${relative(clientDir, file)}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
