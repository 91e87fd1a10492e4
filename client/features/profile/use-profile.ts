import { useCallback } from 'react';
import type { InlineSaveField } from '#shared/profile/profile-fields.ts';
import type { ProfileView } from '#shared/profile/schemas.ts';
import { useAccountData } from '../../local/use-account-data.ts';
import { refreshSession } from '../../session/session-store.ts';
import { fetchProfile, saveProfileField } from './profile-api.ts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `savedAt`: shown from the saved copy because the network failed; null when fresh. */
  | { status: 'ready'; profile: ProfileView; savedAt: number | null };

const loadProfile = async (signal: AbortSignal) => (await fetchProfile(signal)).profile;

/**
 * The signed-in user's profile for the settings page, with a save for one field and updates
 * after a new avatar or an added e-mail. Name, picture and e-mail changes refresh the session so
 * the header follows. Offline, the last profile seen shows from the user's saved copy.
 */
export function useProfile(userId: number) {
  const account = useAccountData<ProfileView>(userId, 'profile', loadProfile);
  const { update } = account;
  const state: ProfileState = account.state.status === 'ready' ? { status: 'ready', profile: account.state.data, savedAt: account.state.savedAt } : account.state;

  const saveField = useCallback(
    async (field: InlineSaveField, value: string) => {
      const answer = await saveProfileField(field, value);
      update(() => answer.profile);
      if (field === 'fullname') void refreshSession();
    },
    [update],
  );

  /** The e-mail was added with its code: the new profile, and the header's session follows. */
  const emailAdded = useCallback(
    (profile: ProfileView) => {
      update(() => profile);
      void refreshSession();
    },
    [update],
  );

  const avatarChanged = useCallback(
    (avatar: string) => {
      update((profile) => ({ ...profile, avatar }));
      void refreshSession();
    },
    [update],
  );

  return { state, saveField, emailAdded, avatarChanged, retry: account.retry };
}
