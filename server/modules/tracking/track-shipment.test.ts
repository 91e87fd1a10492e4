import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { createTracker } from './track-shipment.ts';

const good = { responseitems: [{ success: true, tracesList: [{ billcode: 'JT1', details: [{ scantype: 'a', desc: 'b', scantime: 'c' }] }] }] };

function fakeFetch(answers: (() => Response)[]) {
  const calls: { url: string; body: string }[] = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body) });
    const next = answers.shift();
    if (!next) throw new TypeError('fetch failed');
    return next();
  }) as typeof fetch;
  return { impl, calls };
}

describe('createTracker', () => {
  it('is 503 tracking_unavailable when no endpoint is configured', async () => {
    await expect(createTracker(null).track('JT1')).rejects.toMatchObject({ statusCode: 503, code: 'tracking_unavailable' });
  });

  it('posts the waybill as form field data and caches the answer for a minute', async () => {
    let now = 0;
    const fetch = fakeFetch([() => Response.json(good), () => Response.json(good)]);
    const tracker = createTracker('https://carrier.example/track', { fetch: fetch.impl, now: () => now });
    expect(await tracker.track('JT1')).toEqual(good);
    expect(await tracker.track('JT1')).toEqual(good);
    expect(fetch.calls).toEqual([{ url: 'https://carrier.example/track', body: 'data=JT1' }]);
    now += 60_000;
    await tracker.track('JT1');
    expect(fetch.calls).toHaveLength(2);
  });

  it('turns HTTP errors, unreadable answers and network failures into 502 tracking_failed', async () => {
    const fetch = fakeFetch([() => new Response('down', { status: 503 }), () => new Response('<html>', { status: 200 })]);
    const tracker = createTracker('https://carrier.example/track', { fetch: fetch.impl });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const error = await tracker.track('JT1').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 502, code: 'tracking_failed' });
    }
  });
});
