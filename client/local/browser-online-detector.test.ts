import { describe, expect, test } from 'vitest';
import { browserOnlineDetector } from './browser-online-detector.ts';

describe('browserOnlineDetector', () => {
  test('reports online and offline events until unsubscribed', () => {
    const target = new EventTarget();
    const detector = browserOnlineDetector(target);
    const seen: boolean[] = [];
    const unsubscribe = detector.subscribe((online) => seen.push(online));
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    unsubscribe();
    target.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });

  test('follows navigator.onLine', () => {
    const detector = browserOnlineDetector(new EventTarget());
    const original = Object.getOwnPropertyDescriptor(globalThis.navigator, 'onLine');
    try {
      Object.defineProperty(globalThis.navigator, 'onLine', { value: false, configurable: true });
      expect(detector.isOnline()).toBe(false);
      Object.defineProperty(globalThis.navigator, 'onLine', { value: true, configurable: true });
      expect(detector.isOnline()).toBe(true);
    } finally {
      if (original) Object.defineProperty(globalThis.navigator, 'onLine', original);
      else Reflect.deleteProperty(globalThis.navigator, 'onLine');
    }
  });
});
