import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  DEFAULT_PUSH_ENDPOINT_HOSTS,
  guardedLookup,
  hostAllowed,
  isPublicAddress,
  parsePushEndpointHosts,
  pushEndpointProblem,
  resolvedProblem,
  type PushEndpointPolicy,
} from './push-endpoint.ts';

const production: PushEndpointPolicy = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, allowLocal: false };

describe('push endpoint policy', () => {
  test('accepts the endpoints real browsers hand out', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJ0aDpleGFtcGxl:APA91bH',
      'https://fcm.googleapis.com/wp/c2VjcmV0',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH5gLkdvJg',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(pushEndpointProblem(endpoint, production), endpoint).toBeNull();
    }
  });

  test('refuses plain http, other hosts, look-alikes and user info', () => {
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/x', production)).toBe('not_https');
    expect(pushEndpointProblem('https://evil.example/push', production)).toBe('host_not_allowed');
    expect(pushEndpointProblem('https://fcm.googleapis.com.evil.example/x', production)).toBe('host_not_allowed');
    expect(pushEndpointProblem('https://evilfcm.googleapis.com/x', production)).toBe('host_not_allowed');
    expect(pushEndpointProblem('https://notify.windows.com/x', production)).toBe('host_not_allowed');
    expect(pushEndpointProblem('https://push.apple.com.evil.example/x', production)).toBe('host_not_allowed');
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/x', production)).toBe('not_a_url');
    expect(pushEndpointProblem('not a url', production)).toBe('not_a_url');
    expect(pushEndpointProblem('ftp://fcm.googleapis.com/x', production)).toBe('not_https');
  });

  test('the production default refuses the local fake push service and every private address', () => {
    for (const endpoint of [
      'http://127.0.0.1:4000/push/abc',
      'https://127.0.0.1/push/abc',
      'https://localhost/push/abc',
      'https://10.0.0.5/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://2130706433/x',
      'https://0x7f.1/x',
    ]) {
      expect(pushEndpointProblem(endpoint, production), endpoint).not.toBeNull();
    }
    // Even a host put on the allow-list by mistake cannot be an IP literal of a private network.
    const careless: PushEndpointPolicy = { hosts: ['127.0.0.1', '10.0.0.5', '::1', '169.254.169.254'], allowLocal: false };
    for (const endpoint of ['https://127.0.0.1/x', 'https://10.0.0.5/x', 'https://[::1]/x', 'https://169.254.169.254/x', 'https://[::ffff:127.0.0.1]/x']) {
      expect(pushEndpointProblem(endpoint, careless), endpoint).toBe(endpoint.includes('ffff') ? 'host_not_allowed' : 'private_address');
    }
  });

  test('the test-only opt-in accepts the fake service on loopback, still only on the allow-list', () => {
    const tests: PushEndpointPolicy = { hosts: ['127.0.0.1'], allowLocal: true };
    expect(pushEndpointProblem('http://127.0.0.1:4000/push/abc', tests)).toBeNull();
    expect(pushEndpointProblem('http://10.0.0.5/push/abc', tests)).toBe('host_not_allowed');
  });

  test('classifies addresses: loopback, private, link-local, unique local, multicast, mapped, CGNAT are not public', () => {
    for (const address of [
      '127.0.0.1', '127.255.0.1', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
      '224.0.0.1', '239.255.255.250', '255.255.255.255', '198.18.0.1', '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1',
      '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2001:db8::1', 'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['142.250.66.106', '8.8.8.8', '17.253.144.10', '2a00:1450:4001:82b::200a', '2606:4700::6810:84e5', '172.32.0.1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  test('host patterns and the PUSH_ENDPOINT_HOSTS setting', () => {
    expect(hostAllowed('WNS2-PAR02P.notify.windows.com', ['*.notify.windows.com'])).toBe(true);
    expect(hostAllowed('fcm.googleapis.com.', ['fcm.googleapis.com'])).toBe(true);
    expect(parsePushEndpointHosts(undefined)).toEqual(DEFAULT_PUSH_ENDPOINT_HOSTS);
    expect(parsePushEndpointHosts(' fcm.googleapis.com, *.push.apple.com ')).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect(() => parsePushEndpointHosts('https://fcm.googleapis.com/')).toThrow(/PUSH_ENDPOINT_HOSTS/);
    const config = loadConfig({}, '/srv');
    expect(config.pushEndpointHosts).toEqual(DEFAULT_PUSH_ENDPOINT_HOSTS);
    expect(config.pushAllowLocalEndpoints).toBe(false);
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: '127.0.0.1', PUSH_ALLOW_LOCAL_ENDPOINTS: '1' }, '/srv')).toMatchObject({
      pushEndpointHosts: ['127.0.0.1'],
      pushAllowLocalEndpoints: true,
    });
  });
});

describe('DNS is checked too, and at connection time', () => {
  test('an allowed name that resolves to a private address is refused', async () => {
    const policy: PushEndpointPolicy = { hosts: ['localhost'], allowLocal: false };
    expect(pushEndpointProblem('https://localhost/push/x', policy)).toBeNull();
    expect(await resolvedProblem('https://localhost/push/x', policy)).toBe('private_address');
    expect(await resolvedProblem('https://no-such-host.invalid/push/x', { hosts: ['no-such-host.invalid'], allowLocal: false })).toBe('host_not_allowed');
  });

  test('the lookup used for the connection refuses non-public answers', async () => {
    const lookup = (policy: PushEndpointPolicy) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
        guardedLookup(policy)('localhost', {}, (error, address) => resolve({ error, address }));
      });
    const refused = await lookup({ hosts: ['localhost'], allowLocal: false });
    expect(refused.error?.code).toBe('EPUSHPRIVATE');
    const allowed = await lookup({ hosts: ['localhost'], allowLocal: true });
    expect(allowed.error).toBeNull();
    expect(allowed.address).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
