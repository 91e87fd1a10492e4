import { notFound } from '@tanstack/react-router';
import type { PublicUserResponse } from '#shared/profile/schemas.ts';
import { ApiError } from '../../api/api-error.ts';
import { getJson } from '../../api/get-json.ts';

/** The loader of /users/{id} (spec §2): the public part of a user, or the not-found screen. */
export async function loadPublicProfile(id: string, signal: AbortSignal): Promise<PublicUserResponse> {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw notFound();
  try {
    return await getJson<PublicUserResponse>(`/v1/users/${id}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
