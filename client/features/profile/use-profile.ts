import { useCallback, useEffect, useState } from 'react';
import type { InlineSaveField } from '#shared/profile/profile-fields.ts';
import type { ProfileView } from '#shared/profile/schemas.ts';
import { refreshSession } from '../../session/session-store.ts';
import { fetchProfile, saveProfileField } from './profile-api.ts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; profile: ProfileView };

/**
 * The signed-in user's profile for the settings page, with a save for one field and updates
 * after a new avatar or an added e-mail. Name, picture and e-mail changes refresh the session so
 * the header follows.
 */
export function useProfile(userId: number) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProfile(controller.signal).then(
      (answer) => setState({ status: 'ready', profile: answer.profile }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const saveField = useCallback(async (field: InlineSaveField, value: string) => {
    const answer = await saveProfileField(field, value);
    setState({ status: 'ready', profile: answer.profile });
    if (field === 'fullname') void refreshSession();
  }, []);

  /** The e-mail was added with its code: the new profile, and the header's session follows. */
  const emailAdded = useCallback((profile: ProfileView) => {
    setState({ status: 'ready', profile });
    void refreshSession();
  }, []);

  const avatarChanged = useCallback((avatar: string) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', profile: { ...current.profile, avatar } } : current));
    void refreshSession();
  }, []);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, saveField, emailAdded, avatarChanged, retry };
}
