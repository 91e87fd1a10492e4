import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { MAX_AVATAR_BYTES, avatarFormat } from '#shared/profile/avatar.ts';
import { AppError } from '../../errors.ts';
import { avatarPath } from '../../plugins/session.ts';
import type { Storage } from '../../storage/storage.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/** Side of the stored square avatar; the page shows it at up to 128 px (2x for sharp screens). */
const AVATAR_SIDE = 256;

/** Storage key of an avatar id: server-generated, never from the upload's name. */
export function avatarStorageKey(id: string): string {
  return `avatars/${id}.jpg`;
}

export function tooLarge(): AppError {
  return new AppError(413, 'max_avatar_size', `An avatar is at most ${MAX_AVATAR_BYTES} bytes`, { avatar: 'max_avatar_size' });
}

export function invalidAvatarType(): AppError {
  return new AppError(415, 'invalid_avatar_type', 'An avatar must be a PNG or JPEG picture', { avatar: 'invalid_avatar_type' });
}

/**
 * Re-encodes an uploaded picture as a 256 px square JPEG (spec §5: PNG or JPEG only, checked by
 * the bytes). Re-encoding drops metadata (location, camera) and anything hidden after the image
 * data; EXIF orientation is applied first so the picture stands the right way up.
 */
export async function renderAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.byteLength > MAX_AVATAR_BYTES) throw tooLarge();
  if (!avatarFormat(bytes)) throw invalidAvatarType();
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, progressive: true, mozjpeg: true })
      .toBuffer();
  } catch {
    // A PNG or JPEG signature in front of bytes sharp cannot decode.
    throw invalidAvatarType();
  }
}

/**
 * Stores a new avatar for `userId` under a fresh id and points the user at it; the previous
 * picture's bytes are removed afterwards. Answers the new `/photo/medium/{id}.jpg` path.
 */
export async function replaceAvatar(em: EntityManager, storage: Storage, userId: number, upload: Buffer): Promise<string> {
  const jpeg = await renderAvatar(upload);
  const user = await em.findOne(UserSchema, { id: userId });
  if (!user) throw new AppError(403, 'login_required', 'Sign in to do this');
  const id = randomUUID();
  await storage.put(avatarStorageKey(id), jpeg);
  const previous = user.avatarId ?? null;
  user.avatarId = id;
  try {
    await em.flush();
  } catch (error) {
    await storage.delete(avatarStorageKey(id)).catch(() => undefined);
    throw error;
  }
  if (previous) await storage.delete(avatarStorageKey(previous)).catch(() => undefined);
  return avatarPath(id) ?? '';
}
