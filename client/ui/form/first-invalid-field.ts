/** The first field (in form order) that has a message, to move focus to. */
export function firstInvalidField(order: readonly string[], error: { fields: Readonly<Record<string, string>> } | null): string | null {
  if (!error) return null;
  return order.find((name) => error.fields[name] !== undefined) ?? null;
}
