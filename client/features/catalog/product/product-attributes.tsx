import { Trans } from '@lingui/react/macro';
import type { ProductAttribute } from '#shared/catalog/schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import styles from './product-attributes.module.css';

/** The parametric attributes (the same properties the category filters use), one row per group. */
export function ProductAttributes({ attributes }: { attributes: readonly ProductAttribute[] }) {
  const locale = useLocale();
  if (attributes.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Trans>Thông số kỹ thuật</Trans>
      </caption>
      <tbody>
        {attributes.map((attribute) => (
          <tr key={`${attribute.group_id}-${attribute.value_id}`}>
            <th scope="row">{(locale === 'en' && attribute.group_en.trim()) || attribute.group}</th>
            <td>{(locale === 'en' && attribute.value_en.trim()) || attribute.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
