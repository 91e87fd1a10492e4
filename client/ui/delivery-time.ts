import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { parseDeliveryDays } from '#shared/locations/delivery-days.ts';

/**
 * A place's delivery time in words (spec §3 Location time_delivery, 'min-max' days with 0 the day
 * of the order): 'Giao trong ngày', 'Trong ngày hoặc ngày hôm sau', '1–2 ngày'. Used by the address
 * screens and the checkout's delivery summary.
 */
export function useDeliveryTimeText(): (timeDelivery: string) => string {
  const { i18n } = useLingui();
  return (timeDelivery) => {
    const days = parseDeliveryDays(timeDelivery);
    if (!days) return i18n._(msg`${timeDelivery} ngày`);
    const { min, max } = days;
    if (max === 0) return i18n._(msg`Giao trong ngày`);
    if (min === 0 && max === 1) return i18n._(msg`Trong ngày hoặc ngày hôm sau`);
    if (min === max) return i18n._(msg`${plural(min, { one: '# ngày', other: '# ngày' })}`);
    return i18n._(msg`${min}–${max} ngày`);
  };
}
