import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { firstSupportLink } from '#shared/content/page-areas.ts';
import { CHANNEL_ICONS } from './support-channel-icons.tsx';
import { loadSupports } from './page-areas-api.ts';
import styles from './support-chat-now.module.css';

/** Until the supporters are read (or when none can be reached) the link leads to the contact page. */
const CONTACT_PAGE = '/lien-he';

/**
 * The support widget's 'detail' variant (spec §2): a "chat now" link on product pages to the first
 * supporter who can be reached (Zalo first, then Messenger, phone, Skype, e-mail). Drawn at once
 * with the contact page as its target, so it takes its place with the page and never moves it.
 */
export function SupportChatNow() {
  const [href, setHref] = useState(CONTACT_PAGE);

  useEffect(() => {
    let live = true;
    loadSupports().then(
      ({ groups }) => {
        const link = groups.flatMap((group) => group.supporters).map((supporter) => firstSupportLink(supporter)).find((candidate) => candidate !== null);
        if (live && link) setHref(link);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const external = href.startsWith('https:');
  return (
    <a className={styles.chatNow} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <CHANNEL_ICONS.messenger />
      <Trans>Chat ngay</Trans>
    </a>
  );
}
