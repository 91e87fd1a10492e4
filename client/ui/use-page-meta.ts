import { useEffect } from 'react';
import { webAppManifest } from '../pwa/web-app-manifest.ts';

const SITE_NAME = webAppManifest.short_name ?? 'Linh Kiện Việt';

export interface PageMeta {
  /** The page's own title; the tab reads "{title} — {shop}". */
  title: string;
  /** Meta description (issue 3 SEO); trimmed to 160 characters. */
  description?: string;
  /** Canonical path or URL, e.g. `/product/dien-tro`; resolved against the current origin. */
  canonical?: string;
}

function upsertHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * Sets title, description and canonical link for client-side navigations. The server writes the
 * same three into the HTML it sends (server/plugins/client-app.ts), so crawlers see them without JS.
 */
export function usePageMeta({ title, description, canonical }: PageMeta): void {
  useEffect(() => {
    document.title = `${title} — ${SITE_NAME}`;
    if (description !== undefined) {
      const meta = upsertHeadElement('meta[name="description"]', () =>
        Object.assign(document.createElement('meta'), { name: 'description' }),
      );
      meta.setAttribute('content', description.length > 160 ? `${description.slice(0, 157)}…` : description);
    }
    if (canonical !== undefined) {
      const link = upsertHeadElement('link[rel="canonical"]', () =>
        Object.assign(document.createElement('link'), { rel: 'canonical' }),
      );
      link.setAttribute('href', new URL(canonical, window.location.origin).href);
    }
  }, [title, description, canonical]);
}

/** Sets only the tab title; prefer `usePageMeta` on pages a search engine should index. */
export function useDocumentTitle(pageTitle: string): void {
  usePageMeta({ title: pageTitle });
}
