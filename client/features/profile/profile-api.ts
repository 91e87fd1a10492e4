import type { AddEmailStartedResponse, AvatarResponse, ProfileResponse } from '#shared/profile/schemas.ts';
import type { InlineSaveField } from '#shared/profile/profile-fields.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';
import { uploadForm } from '../../api/upload-form.ts';

export const AVATAR_UPLOAD_URL = '/user/users/upload-avatar';

export function fetchProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return getJson<ProfileResponse>('/v1/profile', { signal });
}

/** Spec §7 "inline profile save: POST name plus field value; errors keyed by field". */
export function saveProfileField(name: InlineSaveField, value: string): Promise<ProfileResponse> {
  return sendJson<ProfileResponse>('POST', '/user/profiles/update', { name, value });
}

/**
 * Mails a code to the address to add: the same answer whether or not the
 * address has an account. Asking again mails a new code (the resend).
 */
export function startAddingEmail(email: string): Promise<AddEmailStartedResponse> {
  return sendJson<AddEmailStartedResponse>('POST', '/user/profiles/email', { email });
}

/** The mailed code sets the address; answers the profile. */
export function confirmAddingEmail(otp: string): Promise<ProfileResponse> {
  return sendJson<ProfileResponse>('POST', '/user/profiles/email/confirm', { otp });
}

/**
 * Uploads an avatar (spec §7: multipart field `avatar`), reporting progress from 0 to 1. Rejects
 * with an ApiError like sendJson.
 */
export function uploadAvatar(file: Blob, onProgress: (fraction: number) => void): Promise<AvatarResponse> {
  const form = new FormData();
  form.append('avatar', file);
  return uploadForm<AvatarResponse>(AVATAR_UPLOAD_URL, form, (sent, total) => onProgress(sent / total));
}
