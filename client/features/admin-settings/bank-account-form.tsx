import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { bankAccountErrors, normalizedBankAccount, type BankAccountInput } from '#shared/shop-settings/bank-account-rules.ts';
import type { BankAccountResponse } from '#shared/shop-settings/schemas.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import mutedText from '../../ui/muted-text.module.css';
import { fetchBankAccount, saveBankAccount } from './shop-settings-api.ts';
import { settingsRuleText } from './settings-messages.ts';
import { SettingChanges } from './setting-changes.tsx';
import styles from './admin-settings-screen.module.css';

const FIELD_ORDER = ['bank_name', 'bank_bin', 'account_number', 'account_name'] as const;
const EMPTY: BankAccountInput = { bank_name: '', bank_bin: '', account_number: '', account_name: '' };

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; setting: BankAccountResponse };

/**
 * The account customers transfer to (spec §4 payment method 2, pickup payment 3): the transfer
 * instructions on an unpaid order, its confirmation mail and its VietQR code show what is saved
 * here. Until staff save one, the server's configured account (if any) is the one shown.
 */
export function BankAccountForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [fields, setFields] = useState<BankAccountInput>(EMPTY);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);

  useEffect(() => {
    const controller = new AbortController();
    fetchBankAccount(controller.signal).then(
      (setting) => {
        setState({ status: 'ready', setting });
        setFields(setting.bank_account ?? EMPTY);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: failure });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (state.status === 'loading') {
    return (
      <p className={mutedText.muted} role="status">
        <Trans>Đang tải…</Trans>
      </p>
    );
  }
  if (state.status === 'error') return <ErrorState compact error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;

  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    return code ? settingsRuleText(i18n, code, name) : null;
  };
  const text = (name: (typeof FIELD_ORDER)[number], label: string, extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      name={name}
      label={label}
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      error={fieldError(name)}
      spellCheck={false}
      autoComplete="off"
      {...extra}
    />
  );
  const source = state.setting.source;
  const labels: Record<string, string> = { bank_name: t`Ngân hàng`, bank_bin: t`Mã ngân hàng (BIN)`, account_number: t`Số tài khoản`, account_name: t`Chủ tài khoản` };
  return (
    <form
      ref={formRef}
      noValidate
      className={styles.settingForm}
      aria-label={t`Tài khoản nhận chuyển khoản`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(bankAccountErrors(fields)),
          send: async () => {
            const saved = await saveBankAccount(normalizedBankAccount(fields));
            setState({ status: 'ready', setting: saved });
            setFields(saved.bank_account ?? EMPTY);
            onSaved(t`Đã lưu tài khoản ngân hàng.`);
          },
        })
      }
    >
      <p className={mutedText.muted}>
        {source === 'settings' && <Trans>Đơn chuyển khoản chưa thanh toán, e-mail xác nhận và mã VietQR hiện tài khoản này.</Trans>}
        {source === 'server' && <Trans>Đang dùng tài khoản cấu hình trên máy chủ (BANK_*). Lưu ở đây để đổi; đơn chuyển khoản chưa thanh toán hiện tài khoản mới.</Trans>}
        {source === 'none' && <Trans>Chưa có tài khoản: đơn chuyển khoản chưa có hướng dẫn chuyển tiền. Lưu một tài khoản để khách thấy.</Trans>}
      </p>
      {error && error.code !== 'validation_failed' && <FormAlert ref={alertRef}>{settingsRuleText(i18n, error.code)}</FormAlert>}
      <div className={styles.fieldRow}>
        {text('bank_name', t`Ngân hàng`, { hint: t`Tên khách thấy, ví dụ Vietcombank - CN Hà Nội.` })}
        {text('bank_bin', t`Mã ngân hàng (BIN)`, { inputMode: 'numeric', hint: t`6 chữ số NAPAS, dùng cho mã VietQR.` })}
        {text('account_number', t`Số tài khoản`, { inputMode: 'numeric' })}
        {text('account_name', t`Chủ tài khoản`, { hint: t`Viết như trên tài khoản, thường in hoa không dấu.` })}
      </div>
      <div className={styles.formActions}>
        <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
          <Trans>Lưu tài khoản ngân hàng</Trans>
        </SubmitButton>
      </div>
      <SettingChanges changes={state.setting.changes} describe={(change) => Object.keys(change.after ?? {}).map((key) => `${labels[key] ?? key}: ${String(change.before?.[key] ?? '—')} → ${String(change.after?.[key] ?? '—')}`).join('; ')} />
    </form>
  );
}
