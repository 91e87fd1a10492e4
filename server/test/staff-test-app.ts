import { afterAll, beforeAll } from 'vitest';
import { registerAndSignIn, registerStaff, type SignedIn } from './auth.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** What the back office tests start from: the app, one staff account and one customer account. */
export interface StaffTestApp {
  t: TestApp;
  staff: SignedIn;
  customer: SignedIn;
}

/**
 * The back office tests' set-up, called at the top of a test file: before its tests, a test app with
 * one staff account and one customer account, handed to `use`; after them, the app closed.
 */
export function staffTestApp(use: (app: StaffTestApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
    use({ t, staff: await registerStaff(t), customer: await registerAndSignIn(t.app) });
  });
  afterAll(() => t?.close());
}
