import { useEffect } from 'react';
import { webAppManifest } from '../pwa/web-app-manifest.ts';

const SITE_NAME = webAppManifest.short_name ?? 'Linh Kiện Việt';

/** Sets the tab title to "{page} — {shop}". */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} — ${SITE_NAME}`;
  }, [pageTitle]);
}
