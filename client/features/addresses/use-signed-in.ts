import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentPath, loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';

/**
 * The address pages are for signed-in users (spec §6): a guest is sent to the login page, which
 * brings them back here afterwards. Returns true once the session is known to be a user's.
 */
export function useSignedIn(): boolean {
  const session = useSession();
  const router = useRouter();
  const guest = session.status === 'guest';
  useEffect(() => {
    if (guest) void router.navigate({ href: loginHref(currentPath()), replace: true });
  }, [guest, router]);
  return session.status === 'user';
}
