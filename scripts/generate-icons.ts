// Draws the app icon (an IC chip on the brand blue) once as SVG and renders the PNG sizes the
// web app manifest and iOS need. Run after changing the drawing: `node scripts/generate-icons.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND_BLUE = '#0b4f9c';
const PIN = '#e8eef7';
const publicDir = fileURLToPath(new URL('../client/public/', import.meta.url));

/** The chip glyph in a 512×512 box, centred, drawn at `scale` (1 fills about 60 % of the box). */
function chipGlyph(scale: number): string {
  const pins = [0, 1, 2, 3]
    .map((i) => 178 + i * 52)
    .flatMap((at) => [
      `<rect x="${at - 13}" y="104" width="26" height="60" rx="6"/>`,
      `<rect x="${at - 13}" y="348" width="26" height="60" rx="6"/>`,
      `<rect x="104" y="${at - 13}" width="60" height="26" rx="6"/>`,
      `<rect x="348" y="${at - 13}" width="60" height="26" rx="6"/>`,
    ])
    .join('');
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <g fill="${PIN}">${pins}</g>
    <rect x="140" y="140" width="232" height="232" rx="28" fill="#ffffff"/>
    <rect x="186" y="186" width="140" height="140" rx="14" fill="none" stroke="${BRAND_BLUE}" stroke-width="14"/>
    <circle cx="164" cy="164" r="11" fill="#f26b1d"/>
  </g>`;
}

/** Purpose "any": a rounded tile, transparent corners. */
function anyIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="112" fill="${BRAND_BLUE}"/>${chipGlyph(1)}</svg>`;
}

/** Purpose "maskable": full bleed; the glyph's farthest corner (177 px × 0.9) stays inside the 80 % safe-zone circle (205 px). */
function maskableIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${BRAND_BLUE}"/>${chipGlyph(0.9)}</svg>`;
}

async function renderPng(svg: string, size: number, file: string): Promise<void> {
  const png = await sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(`${publicDir}icons/${file}`, png);
}

mkdirSync(`${publicDir}icons`, { recursive: true });
writeFileSync(`${publicDir}favicon.svg`, `${anyIconSvg()}\n`);
await renderPng(anyIconSvg(), 192, 'icon-192.png');
await renderPng(anyIconSvg(), 512, 'icon-512.png');
await renderPng(maskableIconSvg(), 192, 'icon-maskable-192.png');
await renderPng(maskableIconSvg(), 512, 'icon-maskable-512.png');
// iOS ignores transparency and rounds corners itself: give it the full-bleed drawing.
await renderPng(maskableIconSvg().replace('scale(0.9)', 'scale(1)'), 180, 'apple-touch-icon.png');
console.log('icons written to client/public/icons/');
