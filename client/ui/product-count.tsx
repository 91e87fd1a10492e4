import { Trans } from '@lingui/react/macro';
import { formatCount } from '../i18n/format-count.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** A category's product count; screen readers hear "300 products", not a bare number. */
export function ProductCount({ count, className }: { count: number; className?: string | undefined }) {
  const formatted = formatCount(count, useLocale());
  return (
    <span className={className}>
      {formatted}
      <span className="visually-hidden">
        {' '}
        <Trans>sản phẩm</Trans>
      </span>
    </span>
  );
}
