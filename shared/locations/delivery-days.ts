/**
 * A place's delivery time (spec §3 Location time_delivery) as stored: 'min-max' days, where 0 is
 * the day of the order (the shop's own cities ship the same or the next day).
 */
export interface DeliveryDays {
  min: number;
  max: number;
}

/**
 * The days of a `time_delivery` text, or null when it is not 'min-max' (or a single number).
 *
 * @example parseDeliveryDays('0-1') // { min: 0, max: 1 }
 * @example parseDeliveryDays('3') // { min: 3, max: 3 }
 */
export function parseDeliveryDays(timeDelivery: string): DeliveryDays | null {
  const match = /^\s*(\d{1,2})\s*(?:-\s*(\d{1,2}))?\s*$/.exec(timeDelivery);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return max >= min ? { min, max } : null;
}
