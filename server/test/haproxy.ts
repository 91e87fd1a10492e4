import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './shop-process.ts';
import { sbin, startProcess, waitForPort, type OutsideProcess } from './outside-process.ts';

export interface TestHaproxy {
  url: string;
  process: OutsideProcess;
  close(): Promise<void>;
}

/**
 * Debian's HAProxy (installed by .ci/run) on a loopback port, balancing round-robin over the
 * shop instances on `backendPorts` as a production load balancer would: `/healthz` checked every
 * 500 ms (3 misses take an instance out, so a slow answer under load does not), a refused
 * connection retried on another instance.
 */
export async function startHaproxy(backendPorts: readonly number[]): Promise<TestHaproxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'shop-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  timeout check 5s',
      // A refused connection (an instance just died) is retried at once on another instance.
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response response-timeout',
      'frontend shop',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      ...backendPorts.map((backend, i) => `  server app${i + 1} 127.0.0.1:${backend} check inter 500 fall 3 rise 2`),
      '',
    ].join('\n'),
  );
  const proxy = startProcess(sbin('haproxy'), ['-db', '-f', cfg]);
  await waitForPort(port, proxy);
  return {
    url: `http://127.0.0.1:${port}`,
    process: proxy,
    async close() {
      await proxy.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
