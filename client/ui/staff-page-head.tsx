import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import mutedText from './muted-text.module.css';
import pageStyles from './page.module.css';

/**
 * The head of a staff screen reached from /admin: its title, the way back, and a live region
 * that tells screen-reader users what the last action did (saved, merged, refused...).
 */
export function StaffPageHead({ title, status }: { title: ReactNode; status: string }) {
  return (
    <>
      <h1 className={pageStyles.title}>{title}</h1>
      <p className={mutedText.muted}>
        <Link to="/admin">
          <Trans>← Quản trị</Trans>
        </Link>
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </>
  );
}
