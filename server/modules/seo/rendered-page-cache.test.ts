import { describe, expect, it } from 'vitest';
import { createRenderedPageCache } from './rendered-page-cache.ts';
import type { InProcessGet } from './server-render.ts';

/** A page whose markup is the answers it read, as a server render is. */
function page(urls: string[]) {
  let renders = 0;
  const render = async (get: InProcessGet) => {
    renders += 1;
    const answers = await Promise.all(urls.map((url) => get(url)));
    return { html: answers.map((answer) => answer.body).join('|'), answers: {} };
  };
  return { render, renders: () => renders };
}

describe('rendered page cache', () => {
  it('serves the kept render while every read answers the same, and renders again once one changes', async () => {
    const data: Record<string, string> = { '/v1/menu': 'menu', '/v1/block': 'block' };
    const get: InProcessGet = async (url) => ({ status: 200, body: data[url]! });
    const home = page(['/v1/menu', '/v1/block']);
    const cache = createRenderedPageCache();
    expect(await cache.render('vi /', get, home.render)).toEqual({ body: { html: 'menu|block', answers: {} }, hit: false });
    expect(await cache.render('vi /', get, home.render)).toMatchObject({ hit: true });
    data['/v1/block'] = 'block, renamed';
    expect(await cache.render('vi /', get, home.render)).toEqual({ body: { html: 'menu|block, renamed', answers: {} }, hit: false });
    expect(await cache.render('vi /', get, home.render)).toMatchObject({ hit: true });
    expect(home.renders()).toBe(2);
  });

  it('keeps a render per key, the most recently used up to its limit; a page that did not render is not kept', async () => {
    const get: InProcessGet = async () => ({ status: 200, body: 'same' });
    const cache = createRenderedPageCache(2);
    const one = page(['/a']);
    await cache.render('vi /', get, one.render);
    await cache.render('en /', get, one.render);
    await cache.render('vi /', get, one.render);
    await cache.render('vi /pcb', get, one.render);
    // 'en /' was the least recently used of three.
    expect((await cache.render('vi /', get, one.render)).hit).toBe(true);
    expect((await cache.render('en /', get, one.render)).hit).toBe(false);
    const failed = async () => null;
    await cache.render('vi /x', get, failed);
    expect((await cache.render('vi /x', get, failed)).hit).toBe(false);
  });
});
