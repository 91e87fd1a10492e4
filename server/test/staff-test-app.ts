import { registerAndSignIn, registerStaff, type SignedIn } from './auth.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** The back office tests' set-up: a test app with one staff account and one customer account. */
export async function staffTestApp(): Promise<{ t: TestApp; staff: SignedIn; customer: SignedIn }> {
  const t = await buildTestApp();
  return { t, staff: await registerStaff(t), customer: await registerAndSignIn(t.app) };
}
