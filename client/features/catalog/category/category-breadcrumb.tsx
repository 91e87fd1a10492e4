import { Link } from '@tanstack/react-router';
import type { CategoryRow } from '#shared/catalog/schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Breadcrumb, CurrentCrumb } from '../breadcrumb.tsx';

/**
 * Home › category chain (root first) › the current page. Without `current`, the last category is
 * the current page (a category page); with it, every category is a link and `current` (a
 * product's name, kept on one line) ends the trail.
 */
export function CategoryBreadcrumb({ trail, current }: { trail: readonly CategoryRow[]; current?: string }) {
  const locale = useLocale();
  const linked = current === undefined ? trail.slice(0, -1) : trail;
  const last = current === undefined ? trail.at(-1) : undefined;
  return (
    <Breadcrumb>
      {linked.map((row) => (
        <li key={row.id}>
          <Link to="/product/$slug" params={{ slug: row.slug }}>
            {localizedName(row, locale)}
          </Link>
        </li>
      ))}
      {last && <CurrentCrumb>{localizedName(last, locale)}</CurrentCrumb>}
      {current !== undefined && <CurrentCrumb long>{current}</CurrentCrumb>}
    </Breadcrumb>
  );
}
