import { Trans, useLingui } from '@lingui/react/macro';
import type { OpeningHours } from '#shared/checkout/opening-hours.ts';
import { choosePickupSlot, pickupDays, pickupListDate, pickupSlots, slotOnDate } from '#shared/checkout/pickup-slots.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './pickup-picker.module.css';

interface PickupPickerProps {
  date: string | null;
  time: string | null;
  now: Date;
  /** The shop's opening hours (GET /v1/checkout `opening_hours`), which the slots come from. */
  hours: OpeningHours;
  onChange: (pickup: { date: string; time: string } | null) => void;
  /** The order check's message about the slot (please_select_pickup_time, invalid_pickup_time). */
  error?: string | null;
}

const dayFormats = {
  vi: new Intl.DateTimeFormat('vi-VN', { weekday: 'long', day: '2-digit', month: '2-digit', timeZone: 'UTC' }),
  // Short weekday in English: 'Wednesday 25 Nov' would wrap in a 390 px phone's day button.
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/**
 * The pickup slot and day (spec §9 slots with the lunch break and the Sunday rule; spec §4 "a
 * slot at or before the current hour, or after 18h, sets the date to tomorrow; 'Today' is
 * disabled if no slot is chosen, at 18h or later, or if the slot has passed"). All rules are
 * shared/checkout/pickup-slots.ts on the shop's opening hours; the slots listed
 * are those of the chosen day, or of the day a new choice would fall on. The order check's message
 * shows beside the slots.
 */
export function PickupPicker({ date, time, now, hours, onChange, error }: PickupPickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const shownDate = date ?? pickupListDate(now, hours);
  const days = pickupDays(time, now, hours);
  const dayLabel = (day: string) => dayFormats[locale].format(new Date(`${day}T00:00:00Z`));
  const slots = pickupSlots(shownDate, hours);
  const closedDay = dayLabel(shownDate);

  function chooseSlot(slotId: string) {
    onChange(choosePickupSlot(slotId, now, hours));
  }

  function chooseDay(day: string) {
    if (time === null) return;
    const slot = slotOnDate(time, day, hours);
    onChange(slot ? { date: day, time: slot.id } : null);
  }

  return (
    <div>
      {slots.length === 0 ? (
        <div id="checkout-field-pickup_time" tabIndex={-1}>
          <p className={styles.muted}>
            <Trans>Cửa hàng nghỉ vào {closedDay}.</Trans>
          </p>
          {error && <p className={styles.fieldError}>{error}</p>}
        </div>
      ) : (
        <ChoiceGroup
          name="pickup_time"
          legend={<Trans>Giờ nhận hàng</Trans>}
          compact
          value={time}
          onChange={(value) => chooseSlot(String(value))}
          options={slots.map((slot) => ({
            value: slot.id,
            label: slot.disabled ? t`Nghỉ trưa` : slot.id.replace('-', ' – '),
            disabled: slot.disabled,
          }))}
          error={error}
        />
      )}
      <ChoiceGroup
        name="pickup_date"
        legend={<Trans>Ngày nhận hàng</Trans>}
        compact
        value={date}
        onChange={(value) => chooseDay(String(value))}
        options={[
          { value: days.today.date, label: <Trans>Hôm nay</Trans>, detail: dayLabel(days.today.date), disabled: !days.today.enabled },
          { value: days.tomorrow.date, label: <Trans>Ngày mai</Trans>, detail: dayLabel(days.tomorrow.date), disabled: !days.tomorrow.enabled },
        ]}
      />
    </div>
  );
}
