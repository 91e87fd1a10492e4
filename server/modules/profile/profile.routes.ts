import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody } from '#shared/http/error-body.ts';
import { MAX_AVATAR_BYTES } from '#shared/profile/avatar.ts';
import {
  AvatarResponse,
  ProfileResponse,
  ProfileUpdateBody,
  PublicUserParams,
  PublicUserResponse,
} from '#shared/profile/schemas.ts';
import { matchesIfNoneMatch } from '../../http/etag.ts';
import { AppError, notFound } from '../../errors.ts';
import { avatarStorageKey, invalidAvatarType, replaceAvatar, tooLarge } from './avatar-commands.ts';
import { getProfileView, getPublicUser, updateProfileField } from './profile-commands.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { acceptMultipart, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';

const ONE_YEAR = 31_536_000;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Avatar uploads per user per hour (ARCHITECTURE "rate limits on uploads"). */
const AVATAR_UPLOADS = { limit: 20, windowSeconds: 3600 };

const AvatarParams = Type.Object({ avatar: Type.String({ pattern: `^${UUID}$` }) });
const JpegResponse = {
  200: { description: 'Avatar JPEG', content: { 'image/jpeg': { schema: {} } } },
  304: { description: 'Not modified' },
  404: ErrorBody,
};

function avatarRequired(): AppError {
  return new AppError(400, 'avatar_required', 'Send the picture as multipart field "avatar"', { avatar: 'avatar_required' });
}

/** The avatar form (spec §5: PNG or JPEG by its bytes, at most MAX_AVATAR_BYTES; the stream is cut beyond). */
const AVATAR_FORM: MultipartFormRules = {
  notMultipart: avatarRequired,
  limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  // An empty part is kept so that it is refused as not a picture, not as missing.
  files: [{ names: ['avatar'], maxBytes: MAX_AVATAR_BYTES, keep: 1, keepEmpty: 'always', kinds: ['png', 'jpeg'], wrongKind: invalidAvatarType, tooLarge }],
  unexpectedFile: avatarRequired,
};

/** The uploaded `avatar` file's bytes. */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  const [avatar] = (await readMultipartForm(request, AVATAR_FORM)).files;
  if (!avatar) throw avatarRequired();
  return avatar.bytes;
}

/**
 * Profile and settings (spec §2 /user/settings, /users/{id}; §7 inline profile save and
 * avatar upload): the user's own profile, one-field saves, the avatar and its pictures, and the
 * public part of any user.
 */
export async function profileRoutes(app: TypedApp): Promise<void> {
  // Encapsulated here: multipart parsing only where an upload is expected.
  await acceptMultipart(app);

  app.get(
    '/v1/profile',
    {
      preHandler: app.requireUser,
      schema: { tags: ['profile'], summary: 'The signed-in user’s profile', response: { 200: ProfileResponse, 403: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { profile: await getProfileView(request.em, request.user!.id) };
    },
  );

  app.post(
    '/user/profiles/update',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Save one profile field (inline editing)',
        description: 'Errors carry the field name with its message keys joined by commas (spec §8).',
        body: ProfileUpdateBody,
        response: { 200: ProfileResponse, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { name, value } = request.body;
      return { profile: await updateProfileField(request.em, request.user!.id, name, value) };
    },
  );

  app.post(
    '/user/users/upload-avatar',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Upload a new avatar',
        description: `multipart/form-data with one file field "avatar": PNG or JPEG (read from the bytes), at most ${MAX_AVATAR_BYTES} bytes; stored re-encoded as a 256 px JPEG.`,
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResponse, 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await app.rateLimit(`avatar:user:${userId}`, AVATAR_UPLOADS);
      const bytes = await readAvatarUpload(request);
      return { avatar: await replaceAvatar(request.em, app.storage, userId, bytes) };
    },
  );

  // Beside the media module's `/photo/medium/{imageId}.jpg`: a uuid file name is an avatar.
  app.get(
    `/photo/medium/:avatar(${UUID}).jpg`,
    { schema: { tags: ['profile'], summary: 'Avatar picture', params: AvatarParams, response: JpegResponse } },
    async (request, reply) => {
      const { avatar } = request.params;
      const etag = `"avatar-${avatar}"`;
      if (matchesIfNoneMatch(request, etag)) return reply.status(304).header('etag', etag).send();
      const bytes = await app.storage.get(avatarStorageKey(avatar));
      if (!bytes) throw notFound('Avatar');
      // An avatar id never changes its picture: a new upload gets a new id.
      return reply
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .header('etag', etag)
        .type('image/jpeg')
        .send(bytes);
    },
  );

  app.get(
    '/v1/users/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Public profile of a user',
        params: PublicUserParams,
        response: { 200: PublicUserResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ user: await getPublicUser(request.em, request.params.id) }),
  );
}
