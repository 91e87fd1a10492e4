import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../session/use-session.ts';
import { returnUrlOrHome } from './safe-return-url.ts';

/**
 * On /login and /register: once this browser is signed in (on arrival or by the form), go on to
 * the safe return_url or home, replacing the sign-in page in the history so Back skips it.
 * Returns true while leaving.
 */
export function useLeaveWhenSignedIn(returnUrl: string | undefined): boolean {
  const session = useSession();
  const router = useRouter();
  const signedIn = session.status === 'user';
  useEffect(() => {
    if (signedIn) void router.navigate({ href: returnUrlOrHome(returnUrl), replace: true });
  }, [signedIn, returnUrl, router]);
  return signedIn;
}
