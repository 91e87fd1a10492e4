import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { SupportsResponse } from '#shared/content/page-area-schemas.ts';
import { SUPPORT_CHANNELS, supportersOn, type SupportChannel } from '#shared/content/page-areas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { CloseIcon } from '../../../ui/icons.tsx';
import { PAGE_DIALOG_ATTRIBUTE } from './one-dialog.ts';
import { loadSupports } from './page-areas-api.ts';
import { CHANNEL_ICONS } from './support-channel-icons.tsx';
import styles from './support-widget.module.css';

type Load = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; data: SupportsResponse };

/** The channel names (brands, except e-mail and phone). */
function useChannelNames(): Record<SupportChannel, string> {
  const { t } = useLingui();
  return { messenger: 'Messenger', skype: 'Skype', zalo: 'Zalo', email: t`Email`, phone: t`Điện thoại` };
}

/**
 * The floating support widget (spec §2 Support widget; §7 GET /v1/supports): a round button opens
 * a panel whose footer lists the channels (Messenger, Skype, Zalo, Email, Phone). Choosing one
 * lists the supporters of each group who have that channel, each linking the way the channel
 * opens (shared supportLink); the others are hidden. With none chosen a greeting shows. The
 * supporters are read when the panel first opens. Escape or the close button closes the panel
 * and gives focus back to the button.
 */
export function SupportWidget() {
  const { t } = useLingui();
  const locale = useLocale();
  const names = useChannelNames();
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<SupportChannel | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'idle' });

  const fetchSupports = () => {
    setLoad({ status: 'loading' });
    loadSupports().then(
      (data) => setLoad({ status: 'ready', data }),
      () => setLoad({ status: 'error' }),
    );
  };

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const toggle = () => {
    if (open) return close();
    setOpen(true);
    if (load.status === 'idle' || load.status === 'error') fetchSupports();
  };

  const groups = channel && load.status === 'ready' ? supportersOn(load.data.groups, channel) : [];

  return (
    <>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.panel}
          {...{ [PAGE_DIALOG_ATTRIBUTE]: '' }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <header className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              <Trans>Hỗ trợ trực tuyến</Trans>
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={t`Đóng hỗ trợ`}>
              <CloseIcon size={18} />
            </button>
          </header>
          <div className={styles.body} aria-live="polite">
            {channel === null ? (
              <p className={styles.greeting}>
                <Trans>Xin chào! Chúng tôi có thể giúp gì cho bạn? Chọn một kênh bên dưới để trò chuyện với nhân viên hỗ trợ.</Trans>
              </p>
            ) : load.status === 'error' ? (
              <p className={styles.note}>
                <Trans>Không tải được danh sách hỗ trợ.</Trans>{' '}
                <button type="button" className={styles.retry} onClick={fetchSupports}>
                  <Trans>Thử lại</Trans>
                </button>
              </p>
            ) : load.status !== 'ready' ? (
              <p className={styles.note}>
                <Trans>Đang tải…</Trans>
              </p>
            ) : groups.length === 0 ? (
              <p className={styles.note}>
                <Trans>Chưa có nhân viên nhận hỗ trợ qua {names[channel]}. Hãy chọn kênh khác.</Trans>
              </p>
            ) : (
              groups.map((group) => (
                <section key={group.id} className={styles.group} aria-label={localizedName(group, locale)}>
                  <h3 className={styles.groupName}>{localizedName(group, locale)}</h3>
                  <ul role="list" className={styles.supporters}>
                    {group.supporters.map((supporter) => (
                      <li key={supporter.id}>
                        <a className={styles.supporter} href={supporter.link} {...(supporter.link.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                          <span className={styles.avatar} aria-hidden="true">
                            {supporter.name.split(' ').at(-1)?.charAt(0)}
                          </span>
                          <span>
                            <span className={styles.supporterName}>{supporter.name}</span>
                            <span className={styles.via}>{t`qua ${names[channel]}`}</span>
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>
          <footer className={styles.channels}>
            <ul role="list" aria-label={t`Kênh liên hệ`}>
              {SUPPORT_CHANNELS.map((key) => {
                const Icon = CHANNEL_ICONS[key];
                return (
                  <li key={key}>
                    <button type="button" className={styles.channel} aria-pressed={channel === key} onClick={() => setChannel(channel === key ? null : key)} title={names[key]}>
                      <Icon />
                      <span className="visually-hidden">{names[key]}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </footer>
        </section>
      )}
      <button ref={buttonRef} type="button" className={styles.button} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={toggle}>
        {open ? <CloseIcon size={24} /> : <CHANNEL_ICONS.messenger />}
        <span className="visually-hidden">
          <Trans>Hỗ trợ trực tuyến</Trans>
        </span>
      </button>
    </>
  );
}
