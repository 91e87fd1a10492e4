import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody } from '#shared/http/error-body.ts';
import { matchesIfNoneMatch } from '../../http/etag.ts';
import { notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { ImageSchema } from './image.entity.ts';
import { renderRendition, type RenditionName } from './renditions.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const ONE_YEAR = 31_536_000;

const Params = Type.Object({
  size: Type.Union([Type.Literal('medium'), Type.Literal('large')]),
  file: Type.String({ pattern: '^[1-9][0-9]{0,9}\\.jpg$' }),
});
const PhotoParams = Type.Object({ file: Type.String({ pattern: '^[1-9][0-9]{0,9}\\.jpg$' }) });
const JpegResponse = { 200: { description: 'JPEG rendition', content: { 'image/jpeg': { schema: {} } } }, 304: { description: 'Not modified' }, 404: ErrorBody };

interface ImageRouteOptions {
  storage: Storage;
  cacheDir: string;
}

/** Where a rendition is shared with the other instances in the file storage (S3 in a multi-instance setup). */
export const renditionKey = (rendition: RenditionName, id: number): string => `renditions/${rendition}/${id}.jpg`;

/**
 * `/upload/{medium|large}/{imageId}.jpg` and `/photo/medium/{id}.jpg`: renditions made from the
 * stored original with sharp on first request. Each instance keeps them in its own disk cache,
 * and the first instance to make one also puts it in the file storage (`renditionKey`), where
 * every other instance finds it instead of rendering it again (README "Topology"). An image id
 * never changes its picture, so responses are immutable for a year with an ETag for revalidation.
 */
export async function imageRoutes(app: TypedApp, options: ImageRouteOptions): Promise<void> {
  async function cached(path: string, bytes: Buffer): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, path);
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, rendition: RenditionName, file: string) {
    const id = Number.parseInt(file, 10);
    const etag = `"img-${id}-${rendition.replace('/', '-')}"`;
    const cachePath = join(options.cacheDir, rendition, `${id}.jpg`);
    let bytes: Buffer | null = await readFile(cachePath).catch(() => null);
    if (!bytes) {
      bytes = await options.storage.get(renditionKey(rendition, id));
      if (!bytes) {
        const image = await request.em.findOne(ImageSchema, { id }, { fields: ['storageKey'] });
        if (!image) throw notFound('Image');
        const original = await options.storage.get(image.storageKey);
        if (!original) throw notFound('Image file');
        bytes = await renderRendition(original, rendition);
        // Sharing is an optimisation: a storage that refuses it costs the others a render, not this answer.
        await options.storage.put(renditionKey(rendition, id), bytes).catch((error: unknown) => request.log.warn({ err: error }, 'could not share an image rendition'));
      }
      await cached(cachePath, bytes);
    }
    reply.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`).header('etag', etag);
    if (matchesIfNoneMatch(request, etag)) return reply.status(304).send();
    return reply.type('image/jpeg').send(bytes);
  }

  app.get(
    '/upload/:size/:file',
    { schema: { tags: ['media'], summary: 'Product or category picture rendition', params: Params, response: JpegResponse } },
    (request, reply) => {
      const { size, file } = request.params;
      return serve(request, reply, `upload/${size}`, file);
    },
  );

  app.get(
    '/photo/medium/:file',
    { schema: { tags: ['media'], summary: 'Avatar rendition', params: PhotoParams, response: JpegResponse } },
    (request, reply) => serve(request, reply, 'photo/medium', request.params.file),
  );
}
