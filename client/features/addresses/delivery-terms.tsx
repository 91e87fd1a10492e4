import { Trans } from '@lingui/react/macro';
import type { AddressLocation } from '#shared/addresses/schemas.ts';
import { usePrice } from '../../money/use-price.ts';
import { useDeliveryTimeText } from '../../ui/delivery-time.ts';

/**
 * The delivery fee and time to the most precise place chosen (spec §3 Location payment,
 * time_delivery; each level carries the whole fee, so the deepest one applies), e.g.
 * "15.000 đ · Trong ngày hoặc ngày hôm sau" in the shop's own cities.
 */
export function DeliveryTerms({ place, className }: { place: Pick<AddressLocation, 'payment' | 'time_delivery'>; className?: string }) {
  const price = usePrice();
  const timeText = useDeliveryTimeText();
  const fee = price(place.payment);
  const time = timeText(place.time_delivery);
  return (
    <p className={className}>
      <Trans>
        Phí giao hàng dự kiến: <strong>{fee}</strong> · {time}
      </Trans>
    </p>
  );
}
