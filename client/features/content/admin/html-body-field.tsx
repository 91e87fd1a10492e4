import { useLingui } from '@lingui/react/macro';
import { cx } from '../../../ui/class-names.ts';
import { FieldFrame } from '../../../ui/form/field-frame.tsx';
import textarea from '../../../ui/form/textarea.module.css';
import styles from './admin-content.module.css';

/**
 * A staff page body written as HTML (services, company and policy pages): the server keeps only
 * what the shop's one sanitiser allows, so the label says which elements those are.
 */
export function HtmlBodyField({ name, label, value, error, rows = 12, onChange }: { name: string; label: string; value: string; error: string | null; rows?: number; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <FieldFrame name={name} label={label} hint={t`HTML: p, h2, h3, ul, ol, li, a, strong, em, blockquote. Thẻ khác bị bỏ khi lưu.`} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cx(textarea.textarea, styles.body)}
        />
      )}
    </FieldFrame>
  );
}
