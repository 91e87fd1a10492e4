import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useSession } from '../../session/use-session.ts';
import { BookmarkIcon } from './bookmark-icon.tsx';
import styles from './favorite-button.module.css';
import { fetchFavoriteIds, toggleFavorite } from './favorites-api.ts';
import { LoginDialog } from './login-dialog.tsx';

/**
 * The bookmark toggle on a product (spec §4 "bookmark icon toggles filled/empty after a favorite
 * call succeeds", §7 POST /v1/favorites, §8 "Favorite 403: login dialog; other errors show server
 * message"). Signed-in users see their saved state; guests get the login dialog.
 */
export function FavoriteButton({ productId }: { productId: number }) {
  const session = useSession();
  const userId = session.status === 'user' ? session.user.id : null;
  const [favorite, setFavorite] = useState<{ userId: number; value: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    fetchFavoriteIds([productId], controller.signal).then(
      (answer) => setFavorite({ userId, value: answer.ids.includes(productId) }),
      // Unknown state shows as not saved; a click still toggles on the server.
      () => undefined,
    );
    return () => controller.abort();
  }, [productId, userId]);

  const pressed = userId !== null && favorite?.userId === userId && favorite.value;

  async function onClick() {
    setError(false);
    if (session.status === 'guest') {
      setLoginOpen(true);
      return;
    }
    if (userId === null || busy) return;
    setBusy(true);
    try {
      const answer = await toggleFavorite(productId);
      setFavorite({ userId, value: answer.favorite });
    } catch (cause) {
      // A session that ended elsewhere answers 403 like a guest (spec §7 "403 means not logged in").
      if (cause instanceof ApiError && cause.status === 403 && cause.code === 'login_required') setLoginOpen(true);
      else setError(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        disabled={session.status === 'loading'}
        onClick={() => void onClick()}
      >
        <BookmarkIcon filled={pressed} />
        <span>
          <Trans>Yêu thích</Trans>
        </span>
      </button>
      {error && (
        <p className={styles.error} role="alert">
          <Trans>Đã xảy ra lỗi, vui lòng thử lại sau!</Trans>
        </p>
      )}
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </div>
  );
}
