import { slugify } from './slugify.ts';
import { compareCodeUnits } from './text-order.ts';

const NO_PACKAGE = new Set(['', '-']);
// `SMA(DO-214AC)` and `DO-214AC(SMA)` name one package twice; `LFCSP-64(9x9)` (size)
// and `CASE-A-3216-18(mm)` (unit) do not.
const ALIAS_PAIR = /^([^()]+)\(([A-Za-z][^()]+)\)$/;
const NOT_AN_ALIAS = /^mm$/i;

/**
 * The filter value id of a package, shared by spellings of the same package
 * (case, punctuation, `A(B)` vs `B(A)`), or `null` for "no package" (`-`).
 *
 * @example packageFilterId('PowerDI3333-8') === packageFilterId('POWERDI3333-8')
 * @example packageFilterId('DPAK(TO-252)') === packageFilterId('TO-252(DPAK)')
 */
export function packageFilterId(packageName: string): string | null {
  const trimmed = packageName.trim();
  if (NO_PACKAGE.has(trimmed)) return null;
  const alias = ALIAS_PAIR.exec(trimmed);
  const outer = alias?.[1];
  const inner = alias?.[2];
  const spelled =
    outer !== undefined && inner !== undefined && !NOT_AN_ALIAS.test(inner)
      ? [outer, inner].sort(compareCodeUnits).join(' ')
      : trimmed;
  return slugify(spelled) || null;
}
