import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium not found at ${chromiumPath}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const PORT = Number(process.env.E2E_PORT || 3100);

/**
 * E2E journeys in Debian's Chromium against the production build served by the real server, on a
 * fresh embedded PostgreSQL seeded with the demo catalogue (scripts/e2e-server.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    // Signs the staff account in once and saves its storageState (e2e/setup/staff.setup.ts).
    { name: 'setup', testMatch: /setup\/.*\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
