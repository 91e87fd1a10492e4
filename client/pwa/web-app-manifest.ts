import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours shared by the manifest and the page's theme-color meta tag. */
export const THEME_COLOR = '#0b4f9c';
export const BACKGROUND_COLOR = '#ffffff';

/** The installable app's identity (PWA manifest, spec: an installable shop for phones). */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Linh Kiện Việt — Linh kiện điện tử & mạch in PCB',
  short_name: 'Linh Kiện Việt',
  description: 'Linh kiện điện tử chính hãng, báo giá mạch in PCB tức thì. Electronic components and instant PCB quotes.',
  lang: 'vi',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['shopping', 'business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
