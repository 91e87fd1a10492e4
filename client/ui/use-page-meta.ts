import { useEffect } from 'react';
import { webAppManifest } from '../pwa/web-app-manifest.ts';

const SITE_NAME = webAppManifest.short_name ?? 'Linh Kiện Việt';

export interface PageMeta {
  /** The page's own title; the tab reads "{title} — {shop}". */
  title: string;
  /** Meta description; trimmed to 160 characters. */
  description?: string;
  /** Canonical path or URL, e.g. `/product/dien-tro`; resolved against the current origin. */
  canonical?: string;
}

function upsertHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * The server writes a product's JSON-LD (`#structured-data`) into the HTML it sends. After an
 * in-app navigation it would describe the wrong page, so it goes unless it is for this URL.
 */
function dropStaleStructuredData(canonical: string | undefined): void {
  const script = document.getElementById('structured-data');
  if (!script) return;
  const current = canonical === undefined ? null : new URL(canonical, window.location.origin).pathname;
  const described = /"url":"([^"]*)"/.exec(script.textContent ?? '')?.[1];
  if (current === null || described === undefined || new URL(described, window.location.origin).pathname !== current) {
    script.remove();
  }
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
    dropStaleStructuredData(canonical);
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
