import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, choosePickupSlot, pickupDays, pickupSlots, shopClock, slotOnDate, PICKUP_TODAY_CUTOFF_HOUR } from '#shared/checkout/pickup-slots.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ChoiceGroup } from './choice-group.tsx';

interface PickupPickerProps {
  date: string | null;
  time: string | null;
  now: Date;
  onChange: (pickup: { date: string; time: string } | null) => void;
}

const dayFormats = {
  vi: new Intl.DateTimeFormat('vi-VN', { weekday: 'long', day: '2-digit', month: '2-digit', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/**
 * The pickup slot and day (spec §9 slots with the lunch break and the Sunday rule; spec §4 "a
 * slot at or before the current hour, or after 18h, sets the date to tomorrow; 'Today' is
 * disabled if no slot is chosen, at 18h or later, or if the slot has passed"). All rules are
 * shared/checkout/pickup-slots.ts; the slots listed are those of the chosen day, or of the day a
 * new choice would fall on.
 */
export function PickupPicker({ date, time, now, onChange }: PickupPickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const clock = shopClock(now);
  const shownDate = date ?? (clock.hour >= PICKUP_TODAY_CUTOFF_HOUR ? addDays(clock.date, 1) : clock.date);
  const days = pickupDays(time, now);
  const dayLabel = (day: string) => dayFormats[locale].format(new Date(`${day}T00:00:00Z`));

  function chooseSlot(slotId: string) {
    onChange(choosePickupSlot(slotId, now));
  }

  function chooseDay(day: string) {
    if (time === null) return;
    const slot = slotOnDate(time, day);
    onChange(slot ? { date: day, time: slot.id } : null);
  }

  return (
    <div>
      <ChoiceGroup
        name="pickup_time"
        legend={<Trans>Giờ nhận hàng</Trans>}
        compact
        value={time}
        onChange={(value) => chooseSlot(String(value))}
        options={pickupSlots(shownDate).map((slot) => ({
          value: slot.id,
          label: slot.disabled ? t`Nghỉ trưa` : slot.id.replace('-', ' – '),
          disabled: slot.disabled,
        }))}
      />
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
