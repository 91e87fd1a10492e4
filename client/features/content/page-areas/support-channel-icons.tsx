import type { ReactNode } from 'react';
import type { SupportChannel } from '#shared/content/page-areas.ts';
import { MailIcon, PhoneIcon } from '../../../ui/icons.tsx';

/** A filled 24 px glyph; the control around it carries the accessible name. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function MessengerGlyph() {
  return (
    <Glyph>
      <path d="M12 2.5C6.6 2.5 2.5 6.4 2.5 11.4c0 2.7 1.2 5 3.2 6.6v3.5l3-1.7c1 .3 2.1.4 3.3.4 5.4 0 9.5-3.9 9.5-8.8S17.4 2.5 12 2.5Zm1 11.8-2.4-2.6-4.7 2.6 5.2-5.5 2.5 2.6 4.6-2.6-5.2 5.5Z" />
    </Glyph>
  );
}

function SkypeGlyph() {
  return (
    <Glyph>
      <path d="M21 13.6a9 9 0 0 0-10.6-10.5A5.2 5.2 0 0 0 3.1 10.4 9 9 0 0 0 13.6 21a5.2 5.2 0 0 0 7.3-7.4ZM12.2 17.6c-3 0-4.5-1.5-4.5-2.7 0-.6.5-1 1.1-1 1.4 0 1 2 3.4 2 1.2 0 1.9-.7 1.9-1.3 0-.4-.2-.9-1-1.1l-2.6-.6c-2.1-.5-2.5-1.7-2.5-2.8 0-2.3 2.1-3.1 4.1-3.1 1.8 0 4 1 4 2.4 0 .6-.5 1-1.1 1-1.2 0-1-1.7-3.3-1.7-1.2 0-1.8.5-1.8 1.3s.9 1 1.7 1.2l1.9.4c2.1.5 2.7 1.7 2.7 2.9 0 1.8-1.4 3.1-4 3.1Z" />
    </Glyph>
  );
}

function ZaloGlyph() {
  return (
    <Glyph>
      <path d="M12 2.5c-5.5 0-9.5 3.7-9.5 8.5 0 2.6 1.2 4.9 3.1 6.5l-.7 3.3 3.5-1.6c1.1.3 2.3.5 3.6.5 5.5 0 9.5-3.8 9.5-8.7S17.5 2.5 12 2.5Z" />
      <path fill="#fff" d="M6.6 8.6h4.1v1l-2.7 3.5h2.7v1.1H6.4v-1l2.7-3.5H6.6V8.6Zm4.9 1.5h1.1v4.1h-1.1v-4.1Zm2.1-1.5h1.1v5.6h-1.1V8.6Zm3.6 1.4a2.1 2.1 0 1 1 0 4.3 2.1 2.1 0 0 1 0-4.3Zm0 1a1.1 1.1 0 1 0 0 2.3 1.1 1.1 0 0 0 0-2.3Z" />
    </Glyph>
  );
}

/** Each channel's glyph (brand-like shapes, not copies of logos). */
export const CHANNEL_ICONS: Record<SupportChannel, () => ReactNode> = {
  messenger: MessengerGlyph,
  skype: SkypeGlyph,
  zalo: ZaloGlyph,
  email: () => <MailIcon size={22} />,
  phone: () => <PhoneIcon size={22} />,
};
