import type { ReactNode } from 'react';
import type { SocialKey } from './footer-basics.ts';

/** A filled 24 px brand-style glyph; the link around it carries the accessible name. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function FacebookGlyph() {
  return (
    <Glyph>
      <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
    </Glyph>
  );
}

function YoutubeGlyph() {
  return (
    <Glyph>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15.1V8.9l5.2 3.1-5.2 3.1Z" />
    </Glyph>
  );
}

function XGlyph() {
  return (
    <Glyph>
      <path d="M17.2 3.5h2.9l-6.4 7.3 7.5 9.7h-5.9l-4.6-6-5.3 6H2.5l6.8-7.8L2.1 3.5h6l4.2 5.5 4.9-5.5Zm-1 15.3h1.6L7.9 5.1H6.2l10 13.7Z" />
    </Glyph>
  );
}

function LinkedinGlyph() {
  return (
    <Glyph>
      <path d="M4.5 3A1.9 1.9 0 1 0 4.5 6.8 1.9 1.9 0 0 0 4.5 3ZM2.8 8.5h3.4V21H2.8V8.5Zm5.6 0h3.3v1.7h.1c.5-.9 1.6-1.9 3.3-1.9 3.5 0 4.1 2.3 4.1 5.3V21h-3.4v-6.6c0-1.6 0-3.6-2.2-3.6s-2.5 1.7-2.5 3.5V21H8.4V8.5Z" />
    </Glyph>
  );
}

function InstagramGlyph() {
  return (
    <Glyph>
      <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z" />
      <path d="M16.4 2.5H7.6a5.1 5.1 0 0 0-5.1 5.1v8.8a5.1 5.1 0 0 0 5.1 5.1h8.8a5.1 5.1 0 0 0 5.1-5.1V7.6a5.1 5.1 0 0 0-5.1-5.1Zm3.4 13.9a3.4 3.4 0 0 1-3.4 3.4H7.6a3.4 3.4 0 0 1-3.4-3.4V7.6a3.4 3.4 0 0 1 3.4-3.4h8.8a3.4 3.4 0 0 1 3.4 3.4v8.8Z" />
    </Glyph>
  );
}

function TiktokGlyph() {
  return (
    <Glyph>
      <path d="M16.6 2.5h-3.2v12.9a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .9.1V9.5a6 6 0 1 0 5 5.9V9a7.7 7.7 0 0 0 4.4 1.4V7.2a4.5 4.5 0 0 1-4.4-4.7Z" />
    </Glyph>
  );
}

/** Display name and glyph per network (names are brands, not translated). */
export const SOCIAL_NETWORKS: Record<SocialKey, { name: string; Icon: () => ReactNode }> = {
  facebook_page: { name: 'Facebook', Icon: FacebookGlyph },
  youtube_page: { name: 'YouTube', Icon: YoutubeGlyph },
  twitter_page: { name: 'X (Twitter)', Icon: XGlyph },
  linkedin_page: { name: 'LinkedIn', Icon: LinkedinGlyph },
  instagram_page: { name: 'Instagram', Icon: InstagramGlyph },
  tiktok_page: { name: 'TikTok', Icon: TiktokGlyph },
};
