/** A PostgreSQL array literal of integers, bound as one `?::int[]` parameter. */
export function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}
