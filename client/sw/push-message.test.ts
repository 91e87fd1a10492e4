import { describe, expect, it } from 'vitest';
import { pickWindow, readPushMessage } from './push-message.ts';

describe('readPushMessage', () => {
  it('reads title, body, url and tag', () => {
    expect(readPushMessage(JSON.stringify({ title: 'Đơn hàng DH000123', body: 'Đang giao', url: '/orders', tag: 'order-1' }))).toEqual({
      title: 'Đơn hàng DH000123',
      body: 'Đang giao',
      url: '/orders',
      tag: 'order-1',
    });
  });

  it('falls back to the notification list for missing, unreadable or foreign payloads', () => {
    expect(readPushMessage(null)).toMatchObject({ url: '/notifications', body: '' });
    expect(readPushMessage('not json')).toMatchObject({ url: '/notifications' });
    expect(readPushMessage('42')).toMatchObject({ url: '/notifications' });
    expect(readPushMessage(JSON.stringify({ title: 'x', url: 'https://evil.example/' })).url).toBe('/notifications');
    expect(readPushMessage(JSON.stringify({ title: 'x', url: '//evil.example/' })).url).toBe('/notifications');
  });

  it('gives a title even when the payload has none', () => {
    expect(readPushMessage(JSON.stringify({ body: 'b' })).title).toBe('Linh Kiện Việt');
  });
});

describe('pickWindow', () => {
  const target = new URL('https://shop.example/orders');
  it('prefers a window already on the page', () => {
    const windows = [{ url: 'https://shop.example/' }, { url: 'https://shop.example/orders' }];
    expect(pickWindow(windows, target)).toEqual({ window: windows[1], navigate: false });
  });
  it('else navigates any window of the app', () => {
    const windows = [{ url: 'https://shop.example/carts' }];
    expect(pickWindow(windows, target)).toEqual({ window: windows[0], navigate: true });
  });
  it('else none', () => {
    expect(pickWindow([], target)).toBeNull();
  });
});
