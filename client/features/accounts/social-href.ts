import type { SocialProviderName } from '#shared/accounts/schemas.ts';
import { safeReturnUrl } from './safe-return-url.ts';

/** `/auth/{provider}?return_url=...` (spec §2): the server sends the browser on to the provider. */
export function socialHref(provider: SocialProviderName, returnUrl: string | null | undefined): string {
  const back = safeReturnUrl(returnUrl);
  return back && back !== '/' ? `/auth/${provider}?return_url=${encodeURIComponent(back)}` : `/auth/${provider}`;
}
