import { createHash } from 'node:crypto';
import type { InProcessGet } from './server-render.ts';
import type { RenderedBody } from './shell-renderer.ts';

/** One read a page's render made, and what it answered (status and a digest of the body). */
interface RenderRead {
  url: string;
  answer: string;
}

interface CachedRender {
  body: RenderedBody;
  reads: RenderRead[];
}

export interface RenderedPageCache {
  /**
   * The page's render for `key`: the cached one when every read it was rendered from answers as it
   * did then (`hit`), else a new render (`miss`), kept for the next guest.
   */
  render(key: string, get: InProcessGet, render: (get: InProcessGet) => Promise<RenderedBody | null>): Promise<{ body: RenderedBody | null; hit: boolean }>;
}

function digest(status: number, body: string): string {
  return `${status}:${createHash('sha256').update(body).digest('base64url')}`;
}

/**
 * Guests' server renders, kept per page and language (`key`) and checked against the data they
 * were rendered from: a render is a function of its API reads (the signed-out page, the same for
 * every guest: client/entry-server.tsx), so a hit asks the same URLs again in-process and serves
 * the kept markup only if every answer is the same. Any change a guest could see — a catalogue
 * write (names, prices, stock), a staff content edit (banners, menu, footer) — is a new render on
 * the next request, with no list of versions to keep in step; the reads are the API's own (mostly
 * cached) answers, far cheaper than React rendering the page. At most `limit` pages are kept.
 */
export function createRenderedPageCache(limit = 16): RenderedPageCache {
  const cached = new Map<string, CachedRender>();

  async function stillFresh(entry: CachedRender, get: InProcessGet): Promise<boolean> {
    const answers = await Promise.all(entry.reads.map(async ({ url }) => {
      const { status, body } = await get(url);
      return digest(status, body);
    }));
    return answers.every((answer, i) => answer === entry.reads[i]!.answer);
  }

  return {
    async render(key, get, render) {
      const entry = cached.get(key);
      if (entry && (await stillFresh(entry, get))) {
        // Most recently used last: the first key is the one to drop.
        cached.delete(key);
        cached.set(key, entry);
        return { body: entry.body, hit: true };
      }
      const reads: RenderRead[] = [];
      const body = await render(async (url) => {
        const answer = await get(url);
        reads.push({ url, answer: digest(answer.status, answer.body) });
        return answer;
      });
      cached.delete(key);
      if (body) {
        cached.set(key, { body, reads });
        if (cached.size > limit) cached.delete(cached.keys().next().value!);
      }
      return { body, hit: false };
    },
  };
}
