import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './client/pwa/web-app-manifest.ts';

const API_PORT = Number(process.env.API_PORT || 3001);
// '/api' as a pattern: the browser app's own modules under client/api/ are served from /api/*.ts.
const proxied = ['/v1', '^/api/(?![^?]*\\.tsx?(\\?|$))', '/upload', '/photo', '/flags', '/lang', '/docs', '/healthz', '^/auth/(google|facebook|zalo)(/|$|\\?)', '^/(otp-create|otp-check)/password$', '^/reset-password$', '^/register/(confirm|resend)$', '^/feedbacks$'];

/** A path that is both a page (navigations stay with Vite) and an API call (fetches and writes go to the API). */
const pageOrApi = {
  target: `http://localhost:${API_PORT}`,
  bypass: (req: { method?: string; url?: string; headers: { accept?: string } }) =>
    req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '') ? req.url : undefined,
};

/** The PWA build: React + TanStack file routes + Lingui macros + an injectManifest service worker. */
export default defineConfig({
  root: 'client',
  // Several dev servers on one checkout each keep their own dependency cache (VITE_CACHE_DIR).
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  publicDir: 'public',
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Issue 14 item 25: maps stay beside the build for decoding stack traces, with no
    // sourceMappingURL comment pointing at them; server/plugins/client-app.ts never serves *.map.
    sourcemap: 'hidden',
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every route's always-loaded part (path, search validation, the lazy component's
          // loader) in one chunk: ~40 files of under a kilobyte each gzip far better together,
          // and the home route's initial JavaScript stays in budget (issue 3).
          groups: [{ name: 'routes', test: /[\\/]client[\\/]routes[\\/][^?]*\.tsx$/ }],
        },
      },
    },
  },
  plugins: [
    // Paths are relative to Vite's root (client/).
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './route-tree.gen.ts',
      autoCodeSplitting: true,
    }),
    // Lingui macros must be expanded before the React transform sees the JSX.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webAppManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ico}'],
        maximumFileSizeToCacheInBytes: 3_000_000,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, `http://localhost:${API_PORT}`])),
      // /user/delivery-addresses is both a page and an API call (spec §2, §7): a navigation that
      // asks for HTML stays with Vite, fetches and writes go to the API.
      '^/user/': pageOrApi,
      // Spec §2 pages whose form posts to the same path (spec §7 POST /login).
      '^/(login|register|logout)(\\?|$)': pageOrApi,
    },
  },
});
