import { hashString, hslHex } from '../images/svg-markup.ts';
import type { DrawnImage } from '../drawn-images.ts';

const WIDTH = 1200;
const HEIGHT = 630;

/**
 * A news article's cover: a board drawn in the article's own colour (traces, pads and a chip),
 * the Open Graph size (1200×630), so every demo article has a picture without stock photos.
 */
export function drawNewsCover(slug: string): DrawnImage {
  const seed = hashString(slug);
  const hue = seed % 360;
  const board = hslHex(hue, 0.45, 0.28);
  const copper = hslHex((hue + 40) % 360, 0.7, 0.62);
  const traces: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const y = 60 + ((seed >>> (index % 16)) % 510);
    const x = 40 + ((seed * (index + 3)) % 400);
    const bend = x + 120 + (index % 4) * 40;
    traces.push(`<path d="M${x} ${y} H${bend} L${bend + 60} ${y + 60} H${WIDTH - 60}" stroke="${copper}" stroke-width="10" fill="none" stroke-linecap="round"/>`);
    traces.push(`<circle cx="${x}" cy="${y}" r="16" fill="${copper}"/>`);
  }
  const chip = `<rect x="460" y="190" width="280" height="250" rx="14" fill="#1d1d1f"/><circle cx="495" cy="225" r="12" fill="#3a3a3c"/>`;
  const pins = Array.from({ length: 8 }, (_, index) => `<rect x="${476 + index * 32}" y="168" width="16" height="22" fill="#c7c7cc"/><rect x="${476 + index * 32}" y="440" width="16" height="22" fill="#c7c7cc"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${board}"/>${traces.join('')}${chip}${pins}</svg>`;
  return { key: `images/seed/news-${slug}.svg`, svg, width: WIDTH, height: HEIGHT };
}
