import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('loadConfig VAPID_SUBJECT and TRACKING_URL', () => {
  test('defaults: the shop mailbox as VAPID subject, tracking off', () => {
    const config = loadConfig({}, '/srv');
    expect(config.vapidSubject).toBe('mailto:no-reply@linhkienviet.vn');
    expect(config.trackingUrl).toBeNull();
  });

  test('takes a mailto: or https: subject and an http(s) tracking URL', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'https://linhkienviet.vn/lien-he' }, '/srv').vapidSubject).toBe('https://linhkienviet.vn/lien-he');
    expect(loadConfig({ TRACKING_URL: ' https://carrier.example/track/ ' }, '/srv').trackingUrl).toBe('https://carrier.example/track');
  });

  test('refuses other subjects and URLs at start', () => {
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://insecure.example' }, '/srv')).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'shop' }, '/srv')).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ TRACKING_URL: 'ftp://carrier.example' }, '/srv')).toThrow(/TRACKING_URL/);
  });
});
