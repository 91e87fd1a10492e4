import { describe, expect, it } from 'vitest';
import { pushMessageJson, pushOutcome, safePushUrl } from './push-message.ts';

describe('pushOutcome', () => {
  it('treats 2xx as delivered', () => {
    expect(pushOutcome(201)).toBe('sent');
    expect(pushOutcome(200)).toBe('sent');
  });
  it('treats 404 and 410 as a subscription that is gone', () => {
    expect(pushOutcome(404)).toBe('gone');
    expect(pushOutcome(410)).toBe('gone');
  });
  it('treats other answers as failures that keep the subscription', () => {
    for (const status of [400, 401, 413, 429, 500, 503]) expect(pushOutcome(status), String(status)).toBe('failed');
  });
});

describe('safePushUrl', () => {
  it('keeps same-site paths', () => {
    expect(safePushUrl('/orders')).toBe('/orders');
    expect(safePushUrl('/pcb-orders?id=3')).toBe('/pcb-orders?id=3');
  });
  it('replaces other sites and protocol-relative URLs with the notification list', () => {
    expect(safePushUrl('https://evil.example/')).toBe('/notifications');
    expect(safePushUrl('//evil.example/')).toBe('/notifications');
    expect(safePushUrl('/\\evil.example')).toBe('/notifications');
  });
});

describe('pushMessageJson', () => {
  it('writes title, body, url and the tag when given', () => {
    expect(JSON.parse(pushMessageJson({ title: 'Đơn hàng DH000123', body: 'Đang giao', url: '/orders', tag: 'order-123' }))).toEqual({
      title: 'Đơn hàng DH000123',
      body: 'Đang giao',
      url: '/orders',
      tag: 'order-123',
    });
  });
  it('leaves the tag out when none is given and bounds long texts', () => {
    const message = JSON.parse(pushMessageJson({ title: 'x'.repeat(500), body: 'y'.repeat(5000), url: '/orders' })) as Record<string, string>;
    expect(message).not.toHaveProperty('tag');
    expect(message.title).toHaveLength(120);
    expect(message.body).toHaveLength(500);
    expect(new TextEncoder().encode(JSON.stringify(message)).length).toBeLessThan(3000);
  });
});
