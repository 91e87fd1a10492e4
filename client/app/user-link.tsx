import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SessionUser } from '#shared/accounts/schemas.ts';
import { AccountAvatar } from '../features/accounts/account-avatar.tsx';
import { BellIcon, LogoutIcon, OrdersIcon, PcbOrdersIcon, SettingsIcon } from '../features/accounts/account-menu-icons.tsx';
import { shortAccountName } from '../features/accounts/account-name.ts';
import { BookmarkIcon } from '../features/favorites/bookmark-icon.tsx';
import { nextMenuIndex } from '../features/accounts/menu-focus.ts';
import { safeReturnUrl } from '../features/accounts/safe-return-url.ts';
import { NotificationCount } from '../features/notifications/notification-count.tsx';
import { loginHref } from '../session/login-href.ts';
import { useSession } from '../session/use-session.ts';
import { ChevronDownIcon, ShieldCheckIcon, UserIcon } from '../ui/icons.tsx';
import styles from './user-link.module.css';

/**
 * The header's account control (spec §2 user menu): guests get a login link that comes back to
 * this page; signed-in users a menu button with their picture and name (first 20 characters,
 * spec §9) opening orders, PCB orders, favourites, settings, notifications and logout.
 */
export function UserLink() {
  const session = useSession();
  if (session.status === 'user') return <UserMenu user={session.user} />;
  // While the session loads, keep the place without promising either control.
  if (session.status === 'loading') {
    return (
      <span className={styles.link} aria-hidden="true">
        <UserIcon size={22} />
      </span>
    );
  }
  return <LoginLink />;
}

function LoginLink() {
  const here = useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` });
  const back = safeReturnUrl(here);
  return (
    <a href={back ? loginHref(back) : '/login'} className={styles.link}>
      <UserIcon size={22} />
      <span className={styles.label}>
        <Trans>Đăng nhập</Trans>
      </span>
    </a>
  );
}

interface MenuEntry {
  href: string;
  icon: ReactNode;
  label: ReactNode;
  extra?: ReactNode;
}

/** The WAI-ARIA menu button: arrows move, Home/End jump, Escape and Tab close, a click outside closes. */
function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  // The item to focus once the menu has rendered (keyboard opening), or null for none.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const entries: MenuEntry[] = [
    { href: '/orders', icon: <OrdersIcon />, label: <Trans>Đơn hàng của tôi</Trans> },
    { href: '/pcb-orders', icon: <PcbOrdersIcon />, label: <Trans>Đơn hàng PCB</Trans> },
    // The products saved with the bookmark on product pages.
    { href: '/user/favorites', icon: <BookmarkIcon filled={false} size={18} />, label: <Trans context="user menu: the favourites list">Yêu thích</Trans> },
    { href: '/user/settings', icon: <SettingsIcon />, label: <Trans>Cài đặt tài khoản</Trans> },
    { href: '/notifications', icon: <BellIcon />, label: <Trans>Thông báo</Trans>, extra: <NotificationCount className={styles.itemBadge} /> },
    // Staff and admins reach the back office from here (the page and the server check again).
    ...(user.role === 'customer' ? [] : [{ href: '/admin', icon: <ShieldCheckIcon size={18} />, label: <Trans>Quản trị</Trans> }]),
    { href: '/logout', icon: <LogoutIcon />, label: <Trans>Đăng xuất</Trans> },
  ];

  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function openAt(index: number | null) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonClick(event: MouseEvent<HTMLButtonElement>) {
    if (open) return close(false);
    // Enter or Space (a click with detail 0) opens onto the first item; a pointer click does not.
    openAt(event.detail === 0 ? 0 : null);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(nextMenuIndex(event.key, -1, entries.length));
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      return close(true);
    }
    if (event.key === 'Tab') return close(false);
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const next = nextMenuIndex(event.key, current, entries.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    itemRefs.current[next]?.focus();
  }

  const name = shortAccountName(user.fullname, user.email);
  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.avatarWrap}>
          <AccountAvatar user={user} size={30} />
          <NotificationCount className={styles.avatarBadge} />
        </span>
        <span className={styles.name} title={name === user.fullname ? undefined : user.fullname}>
          <span className="visually-hidden">
            <Trans>Tài khoản</Trans>{' '}
          </span>
          {name}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open && (
        <div className={styles.popup}>
          <div className={styles.who}>
            <AccountAvatar user={user} size={40} />
            <div className={styles.whoText}>
              <p className={styles.whoName}>{user.fullname}</p>
              {user.email && <p className={styles.whoEmail}>{user.email}</p>}
            </div>
          </div>
          <ul id={menuId} role="menu" aria-label={t`Tài khoản`} className={styles.items} onKeyDown={onMenuKeyDown}>
            {entries.map((entry, index) => (
              <li key={entry.href} role="none" className={entry.href === '/logout' ? styles.separated : undefined}>
                <a
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  href={entry.href}
                  className={styles.item}
                  onClick={() => setOpen(false)}
                >
                  <span className={styles.itemIcon}>{entry.icon}</span>
                  <span className={styles.itemLabel}>{entry.label}</span>
                  {entry.extra}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
