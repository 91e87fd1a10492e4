/**
 * A recorded field value (staff change history, before → after) as one short line: empty as "—",
 * price breaks as "5+: 12000", other lists joined by commas, objects as JSON.
 */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return value.map((item) => (item && typeof item === 'object' && 'quantity' in item && 'price' in item ? `${String(item.quantity)}+: ${String(item.price)}` : String(item))).join(', ') || '—';
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
