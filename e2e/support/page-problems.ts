import type { Page } from '@playwright/test';

/**
 * Starts collecting a page's console errors, uncaught errors (React reports a hydration mismatch
 * as #418) and Content-Security-Policy refusals; the list fills as the page runs.
 */
export async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}
