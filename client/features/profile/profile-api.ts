import type { AddEmailStartedResponse, AvatarResponse, ProfileResponse } from '#shared/profile/schemas.ts';
import type { InlineSaveField } from '#shared/profile/profile-fields.ts';
import { ApiError, errorBodyFrom } from '../../api/api-error.ts';
import { mutationHeaders } from '../../api/csrf-token.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Uploads an avatar (spec §7: multipart field `avatar`), reporting progress from 0 to 1. XHR, not
 * fetch, because only XHR reports upload progress. Rejects with an ApiError like sendJson.
 */
export async function uploadAvatar(file: Blob, onProgress: (fraction: number) => void): Promise<AvatarResponse> {
  const headers = { accept: 'application/json', ...(await mutationHeaders()) };
  const form = new FormData();
  form.append('avatar', file);
  return new Promise<AvatarResponse>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', AVATAR_UPLOAD_URL);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && payload !== null) resolve(payload as AvatarResponse);
      else reject(new ApiError(AVATAR_UPLOAD_URL, request.status, errorBodyFrom(request.status, payload)));
    };
    request.onerror = () => reject(new ApiError(AVATAR_UPLOAD_URL, 0, errorBodyFrom(0, null)));
    request.send(form);
  });
}
