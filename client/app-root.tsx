import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { createAppRouter } from './app/router.ts';

/**
 * The whole app under its providers: one tree for the browser's render and the server's.
 * `onCommitted` runs once the tree is on screen (after hydration: client/main.tsx lets the clicks
 * it held go then).
 */
export function AppRoot({ router, onCommitted }: { router: ReturnType<typeof createAppRouter>; onCommitted?: (() => void) | null }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
}
