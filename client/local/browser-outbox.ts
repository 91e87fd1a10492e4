import { CSRF_HEADER } from '#shared/http/headers.ts';
import { ensureCsrfToken } from '../api/csrf-token.ts';
import { browserOnlineDetector } from './browser-online-detector.ts';
import { localDb, type LocalDb } from './db.ts';
import type { MutationRegistry } from './mutation-registry.ts';
import type { OutboxEventListener } from './outbox-events.ts';
import { createOutboxRunner, type OutboxRunner } from './outbox-runner.ts';
import { createDexieOutboxStore } from './outbox-store.ts';
import { systemClock, systemScheduler } from './system-time.ts';
import { webLocksLeader } from './web-locks-leader.ts';

/** The outbox runner wired to the browser: IndexedDB, fetch, navigator.onLine, Web Locks. */
export function createBrowserOutboxRunner(
  registry: MutationRegistry,
  onEvent?: OutboxEventListener,
  db: LocalDb = localDb,
): OutboxRunner {
  return createOutboxRunner({
    store: createDexieOutboxStore(db),
    registry,
    // Wrapped: window.fetch throws "Illegal invocation" when called detached from window. The
    // anti-forgery token is read at send time: it changes at sign-in and sign-out (spec §7).
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      headers.set(CSRF_HEADER, await ensureCsrfToken());
      return globalThis.fetch(url, { ...init, headers });
    },
    online: browserOnlineDetector(),
    leader: webLocksLeader(),
    clock: systemClock,
    scheduler: systemScheduler,
    onEvent,
  });
}
