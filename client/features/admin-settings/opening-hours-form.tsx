import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { DayHours, OpeningHours } from '#shared/checkout/opening-hours.ts';
import { daySlots } from '#shared/checkout/pickup-slots.ts';
import { dayHoursError, openingHoursErrors } from '#shared/shop-settings/opening-hours-rules.ts';
import type { OpeningHoursResponse } from '#shared/shop-settings/schemas.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import mutedText from '../../ui/muted-text.module.css';
import { fetchOpeningHours, saveOpeningHours } from './shop-settings-api.ts';
import { settingsRuleText } from './settings-messages.ts';
import { SettingChanges } from './setting-changes.tsx';
import styles from './admin-settings-screen.module.css';

/** Monday first, as Vietnamese calendars and the footer list the week; index = weekday (0 Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES: readonly MessageDescriptor[] = [msg`Chủ nhật`, msg`Thứ 2`, msg`Thứ 3`, msg`Thứ 4`, msg`Thứ 5`, msg`Thứ 6`, msg`Thứ 7`];

/** One day as the form holds it: closed days and days without a lunch break keep their typed times. */
interface DayFields {
  open: boolean;
  opens: string;
  closes: string;
  hasLunch: boolean;
  lunchFrom: string;
  lunchTo: string;
}

function fieldsOf(day: DayHours | null): DayFields {
  return {
    open: day !== null,
    opens: day?.opens ?? '08:00',
    closes: day?.closes ?? '17:00',
    hasLunch: day?.lunch != null,
    lunchFrom: day?.lunch?.from ?? '12:00',
    lunchTo: day?.lunch?.to ?? '13:30',
  };
}

function hoursOf(day: DayFields): DayHours | null {
  if (!day.open) return null;
  return { opens: day.opens, closes: day.closes, lunch: day.hasLunch ? { from: day.lunchFrom, to: day.lunchTo } : null };
}

/**
 * The week's opening hours. The pickup slots checkout offers are made from them (spec §9: a slot
 * from the opening and at every whole hour, the lunch break listed but not chosen), and so are the
 * footer's and the contact page's opening hours; each day shows the slots it will offer.
 */
export function OpeningHoursForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; setting: OpeningHoursResponse }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [week, setWeek] = useState<DayFields[]>([]);
  // A refused day's focus goes to its first control (named like its error key, `day_N`).
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(
    WEEK_ORDER.map((weekday) => `day_${weekday}`),
    formErrorOf,
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchOpeningHours(controller.signal).then(
      (setting) => {
        setState({ status: 'ready', setting });
        setWeek(setting.opening_hours.map(fieldsOf));
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

  const hours: OpeningHours = week.map(hoursOf);
  const change = (weekday: number, patch: Partial<DayFields>) => setWeek((current) => current.map((day, index) => (index === weekday ? { ...day, ...patch } : day)));
  const dayName = (weekday: number) => i18n._(DAY_NAMES[weekday]!);
  const describe = (row: OpeningHoursResponse['changes'][number]) =>
    WEEK_ORDER.filter((weekday) => row.after && String(weekday) in row.after)
      .map((weekday) => `${dayName(weekday)}: ${dayText(row.before?.[weekday] as DayHours | null | undefined)} → ${dayText(row.after?.[weekday] as DayHours | null | undefined)}`)
      .join('; ');
  const dayText = (day: DayHours | null | undefined) =>
    day ? `${day.opens}-${day.closes}${day.lunch ? ` (${t`nghỉ trưa`} ${day.lunch.from}-${day.lunch.to})` : ''}` : t`nghỉ`;

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.settingForm}
      aria-label={t`Giờ mở cửa và khung giờ nhận hàng`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(openingHoursErrors(hours)),
          send: async () => {
            const saved = await saveOpeningHours(hours);
            setState({ status: 'ready', setting: saved });
            setWeek(saved.opening_hours.map(fieldsOf));
            onSaved(t`Đã lưu giờ mở cửa.`);
          },
        })
      }
    >
      <p className={mutedText.muted}>
        <Trans>Khung giờ nhận hàng tại cửa hàng được chia từ giờ mở cửa: từ giờ mở, sau giờ nghỉ trưa và mỗi giờ tròn. Trang thanh toán, chân trang và trang liên hệ dùng ngay giờ mới.</Trans>
      </p>
      {error && error.code !== 'validation_failed' && <FormAlert ref={alertRef}>{settingsRuleText(i18n, error.code)}</FormAlert>}
      {error?.fields.days && (
        <p className={styles.fieldError} role="alert">
          {settingsRuleText(i18n, error.fields.days)}
        </p>
      )}
      <div className={styles.week}>
        {WEEK_ORDER.map((weekday) => {
          const day = week[weekday]!;
          const id = `day-${weekday}`;
          const own = hoursOf(day);
          const ownProblem = own ? dayHoursError(own) : undefined;
          // After a refused save the day's message follows what staff type, so a fixed day shows its slots again.
          // (the server runs the same rule, so its refusal names the same days and keys).
          const problem = error ? ownProblem : undefined;
          const slots = own && !ownProblem ? daySlots(own).filter((slot) => !slot.disabled) : [];
          return (
            <fieldset key={weekday} className={styles.day} aria-describedby={problem ? `${id}-error` : `${id}-slots`}>
              <legend className={styles.dayName}>{dayName(weekday)}</legend>
              <label className={styles.check}>
                <input type="checkbox" name={`day_${weekday}`} checked={day.open} onChange={(event) => change(weekday, { open: event.target.checked })} aria-describedby={problem ? `${id}-error` : undefined} />
                <Trans>Mở cửa</Trans>
              </label>
              {day.open && (
                <>
                  <label className={styles.time}>
                    <span>
                      <Trans>Mở lúc</Trans>
                    </span>
                    <input type="time" step={900} name={`day_${weekday}_opens`} value={day.opens} onChange={(event) => change(weekday, { opens: event.target.value })} aria-invalid={problem ? true : undefined} />
                  </label>
                  <label className={styles.time}>
                    <span>
                      <Trans>Đóng lúc</Trans>
                    </span>
                    <input type="time" step={900} name={`day_${weekday}_closes`} value={day.closes} onChange={(event) => change(weekday, { closes: event.target.value })} aria-invalid={problem ? true : undefined} />
                  </label>
                  <label className={styles.check}>
                    <input type="checkbox" name={`day_${weekday}_lunch`} checked={day.hasLunch} onChange={(event) => change(weekday, { hasLunch: event.target.checked })} />
                    <Trans>Nghỉ trưa</Trans>
                  </label>
                  {day.hasLunch && (
                    <>
                      <label className={styles.time}>
                        <span>
                          <Trans>Nghỉ từ</Trans>
                        </span>
                        <input type="time" step={900} name={`day_${weekday}_lunch_from`} value={day.lunchFrom} onChange={(event) => change(weekday, { lunchFrom: event.target.value })} aria-invalid={problem ? true : undefined} />
                      </label>
                      <label className={styles.time}>
                        <span>
                          <Trans>đến</Trans>
                        </span>
                        <input type="time" step={900} name={`day_${weekday}_lunch_to`} value={day.lunchTo} onChange={(event) => change(weekday, { lunchTo: event.target.value })} aria-invalid={problem ? true : undefined} />
                      </label>
                    </>
                  )}
                </>
              )}
              {problem ? (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {settingsRuleText(i18n, problem)}
                </p>
              ) : (
                <p id={`${id}-slots`} className={`${mutedText.muted} ${styles.slots}`}>
                  {own ? (
                    <>
                      <Trans>Khung giờ nhận hàng:</Trans> {slots.map((slot) => slot.id.replace('-', '–')).join(', ')}
                    </>
                  ) : (
                    <Trans>Nghỉ: không nhận hàng.</Trans>
                  )}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      <div className={styles.formActions}>
        <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
          <Trans>Lưu giờ mở cửa</Trans>
        </SubmitButton>
      </div>
      <SettingChanges changes={state.setting.changes} describe={describe} />
    </form>
  );
}
