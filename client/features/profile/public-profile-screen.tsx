import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicUser } from '#shared/profile/schemas.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AvatarImage } from './avatar-image.tsx';
import styles from './public-profile-screen.module.css';

const monthYear = {
  vi: new Intl.DateTimeFormat('vi-VN', { month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }),
};

/**
 * /users/{id} (spec §2 user profile): name, avatar and member-since date, nothing private;
 * `activity` (what the user wrote in the forum, composed by the route) below.
 */
export function PublicProfileScreen({ user, activity }: { user: PublicUser; activity?: ReactNode }) {
  const locale = useLocale();
  usePageMeta({ title: user.fullname, canonical: `/users/${user.id}` });
  const since = monthYear[locale].format(new Date(user.member_since));
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.card}>
        <AvatarImage avatar={user.avatar} name={user.fullname} size={128} />
        <div className={styles.text}>
          <h1 className={styles.name}>{user.fullname}</h1>
          <p className={styles.since}>
            <Trans>
              Thành viên từ <time dateTime={user.member_since}>{since}</time>
            </Trans>
          </p>
        </div>
      </article>
      {activity}
    </div>
  );
}
