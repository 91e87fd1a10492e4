import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { DeliveryPanel } from './delivery-panel.tsx';
import { DesignFileInput } from './design-file-input.tsx';
import type { DraftFile } from './pcb-draft.ts';
import { pcbMessage } from './pcb-messages.ts';
import styles from './quote-form-frame.module.css';
import pcbPage from './pcb-page.module.css';
import type { QuoteState } from './quote-state.ts';
import { StickyPriceSummary } from './sticky-price-summary.tsx';
import { SubmitArea } from './submit-area.tsx';
import type { QuoteForm } from './use-quote-form.ts';

/** What each quote form is opened with (quote-screens.tsx). */
export interface QuoteFormProps<S extends QuoteState> {
  config: PcbConfig;
  stale: boolean;
  initial: S;
  initialFile: DraftFile;
  draftId: string | undefined;
  onDraftId: (id: string) => void;
}

interface QuoteFormFrameProps<S extends QuoteState> {
  form: QuoteForm<S>;
  /** The submit check: a spec §5 key, or null when the quote may go. */
  check: () => string | null;
  /** The side column (price panel, submit). */
  aside: ReactNode;
  /** The quote's total with its fees, kept in view on a phone; null when not priced here. */
  total: number | null;
  /** The form's own cards; the delivery panel follows them. */
  children: ReactNode;
}

/** The quote page's two columns: the form's cards and the delivery panel, then the side column. */
export function QuoteFormFrame<S extends QuoteState>({ form, check, aside, total, children }: QuoteFormFrameProps<S>) {
  const { i18n } = useLingui();
  const refusedCompany = form.problemKey === 'please_select_delivery' || (form.phase.phase === 'failed' && form.phase.code === 'please_select_delivery');
  const companyError = refusedCompany ? (form.problem ?? pcbMessage(i18n, 'please_select_delivery')) : null;
  const refusedAddress = form.problemKey === 'please_select_address' || (form.phase.phase === 'failed' && form.phase.code === 'please_select_address');
  const addressError = refusedAddress ? pcbMessage(i18n, 'please_select_address') : null;
  return (
    <form
      className={pcbPage.layout}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.send(check);
      }}
    >
      <fieldset className={pcbPage.main} disabled={form.busy}>
        {children}
        <DeliveryPanel
          value={form.state.delivery}
          onChange={form.changeDelivery}
          abroad={form.deliveryContext.abroad}
          companies={form.deliveryContext.companies}
          companyError={companyError}
          addresses={form.deliveryContext.addresses}
          addressesKnown={form.deliveryContext.saved !== null}
          charges={form.charges}
          addressError={addressError}
        />
      </fieldset>
      <div className={styles.aside}>{aside}</div>
      {total !== null && <StickyPriceSummary total={total} />}
    </form>
  );
}

/** The design file card wired to the form's file (required unless told). */
export function QuoteFileInput<S extends QuoteState>({ form, required }: { form: QuoteForm<S>; required?: boolean }) {
  return (
    <DesignFileInput
      fileName={form.file.fileName}
      fileSize={form.file.size}
      onChange={form.setFile}
      error={form.fileError}
      onError={form.setFileError}
      required={required}
    />
  );
}

/** The quote's submit button and what became of the sending, wired to the form; `total` is the price now shown. */
export function QuoteSubmitArea<S extends QuoteState>({ form, total }: { form: QuoteForm<S>; total?: number }) {
  const { t } = useLingui();
  return <SubmitArea phase={form.phase} problem={form.problem} loginHref={form.loginLink} label={t`Gửi yêu cầu báo giá`} total={total} />;
}
