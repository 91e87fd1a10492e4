import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Type } from 'typebox';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/** The 4:3 SVG flags of the `flag-icons` package (MIT), one file per lowercased ISO code. */
const FLAGS_DIR = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

const SvgResponse = { description: 'The flag (SVG)', content: { 'image/svg+xml': { schema: {} } } };

/** GET /flags/{iso}.svg: a country's flag as a picture (spec §2 "flags" beside country names). */
export async function flagsRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/flags/:file',
    {
      schema: {
        tags: ['locations'],
        summary: "A country's flag (SVG)",
        params: Type.Object({ file: Type.String({ pattern: '^[a-z]{2}\\.svg$' }) }),
        response: { 200: SvgResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const svg = await readFile(join(FLAGS_DIR, file)).catch(() => null);
      if (!svg) throw notFound('Flag');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=2592000')
        // A picture, never a document: no scripts even when opened directly.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
