import { encode } from 'uqr';

/**
 * The QR code of `payload` as a small SVG: one path of dark modules on a white square with the
 * 4-module quiet zone scanners expect; crisp edges so no hairlines show between modules.
 */
export function qrSvg(payload: string, title: string): string {
  const qr = encode(payload, { ecc: 'M', border: 4 });
  const parts: string[] = [];
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  const size = qr.size;
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges" role="img">` +
    `<title>${escapedTitle}</title><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${parts.join('')}"/></svg>`
  );
}
