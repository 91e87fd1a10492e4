import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '#shared/community/rules.ts';
import { GLYPHS } from './captcha-glyphs.ts';

const WIDTH = 150;
const HEIGHT = 50;
const COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0f766e'];

/** A random float in [min, max), from the crypto generator (the answer must not be guessable). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(0, items.length)]!;
}

/** `length` characters of the captcha alphabet (spec §9: captcha length 5). */
export function captchaAnswer(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('');
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The SVG picture of `answer`: each character stroked from the glyph table, scaled, turned and
 * shifted at random, its points jittered, over crossing noise curves. Only paths, no text.
 */
export function captchaPicture(answer: string): string {
  const parts: string[] = [];
  for (let line = 0; line < 4; line += 1) {
    const d = `M${round(between(0, 20))} ${round(between(5, 45))} Q${round(between(40, 110))} ${round(between(-10, 60))} ${round(between(130, 150))} ${round(between(5, 45))}`;
    parts.push(`<path d="${d}" fill="none" stroke="${pick(COLOURS)}" stroke-width="${round(between(0.8, 1.8))}" opacity="0.7"/>`);
  }
  const step = (WIDTH - 20) / answer.length;
  [...answer].forEach((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new RangeError(`no glyph for ${character}`);
    const scale = between(4.6, 5.8);
    const angle = between(-0.35, 0.35);
    const originX = 10 + index * step + between(0, step - 4 * scale * 0.9);
    const originY = between(6, HEIGHT - 6 * scale - 4);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const d = glyph
      .map((polyline) =>
        polyline
          .map(([x, y], at) => {
            const jx = x + between(-0.15, 0.15);
            const jy = y + between(-0.15, 0.15);
            const px = originX + scale * (jx * cos - jy * sin * 0.6);
            const py = originY + scale * (jx * sin * 0.6 + jy * cos);
            return `${at === 0 ? 'M' : 'L'}${round(px)} ${round(py)}`;
          })
          .join(' '),
      )
      .join(' ');
    parts.push(`<path d="${d}" fill="none" stroke="${pick(COLOURS)}" stroke-width="${round(between(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f8fafc"/>${parts.join('')}</svg>`;
}
