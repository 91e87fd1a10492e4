import { Trans } from '@lingui/react/macro';
import type { AddressLocation } from '#shared/addresses/schemas.ts';
import { usePrice } from '../../money/use-price.ts';

/**
 * The delivery fee and days to the most precise place chosen (spec §3 Location payment,
 * time_delivery; each level carries the whole fee, so the deepest one applies).
 */
export function DeliveryTerms({ place, className }: { place: Pick<AddressLocation, 'payment' | 'time_delivery'>; className?: string }) {
  const price = usePrice();
  const fee = price(place.payment);
  const days = place.time_delivery.replace('-', '–');
  return (
    <p className={className}>
      <Trans>
        Phí giao hàng dự kiến: <strong>{fee}</strong> · {days} ngày
      </Trans>
    </p>
  );
}
