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
 * 500 ms, a refused connection retried on the other instance.
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
      '  retries 3',
      '  option redispatch',
      '  retry-on conn-failure empty-response response-timeout',
      'frontend shop',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      ...backendPorts.map((backend, i) => `  server app${i + 1} 127.0.0.1:${backend} check inter 500 fall 1 rise 1`),
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
