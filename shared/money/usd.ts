/**
 * Dollar views of integer VND amounts, rounded exactly (ARCHITECTURE "Money and locale": USD is
 * only a view, VND / exchange rate; spec §9 "USD with a dollar sign, 2 decimals (3 to 5 for small
 * values in the cart)").
 *
 * The division is done in integers (BigInt), not in binary floating point, so an amount that
 * falls exactly on half a cent rounds the same way (half away from zero) on every screen and in
 * the tests that multiply a unit price back: 0.005 is 0.01 here, never 0.00 as `toFixed` gives
 * for the double nearest 0.005.
 */

/** Decimals of the exchange rate kept (a rate such as 25,950.5 VND per USD stays exact). */
const RATE_SCALE_DIGITS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

/** Spec §9: dollars show 2 decimals. */
export const USD_DECIMALS = 2;
/** Spec §9: small values in the cart show up to 5 decimals on their own. */
export const USD_SMALL_MAX_DECIMALS = 5;
/**
 * The most decimals a unit price takes so that unit × quantity visibly equals the line. Nine always suffice for the largest quantity a cart line may hold (7 digits): the
 * unit prices that give the line a quantity q lie in an interval 0.01 / q wide, at least 10⁻⁹.
 */
export const USD_UNIT_MAX_DECIMALS = 9;

/** The exchange rate (VND per USD) as a fraction numerator / RATE_SCALE. */
function rateNumerator(exchangeRate: number): bigint {
  if (!(exchangeRate > 0) || !Number.isFinite(exchangeRate)) throw new RangeError(`exchange rate must be positive, got ${exchangeRate}`);
  return BigInt(Math.round(exchangeRate * 10 ** RATE_SCALE_DIGITS));
}

/** a / b rounded half away from zero, for b > 0. */
function divideRounded(a: bigint, b: bigint): bigint {
  const magnitude = (2n * (a < 0n ? -a : a) + b) / (2n * b);
  return a < 0n ? -magnitude : magnitude;
}

/** ⌊a / b⌋ for b > 0 (BigInt division truncates toward zero). */
function floorDivide(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient;
}

/**
 * The dollar value of `vnd` in units of 10^-decimals, rounded half away from zero.
 *
 * @example usdScaled(279_200, 26_000, 2) === 1074n // $10.74
 */
export function usdScaled(vnd: number, exchangeRate: number, decimals: number): bigint {
  const dong = BigInt(Math.round(vnd));
  return divideRounded(dong * 10n ** BigInt(decimals) * RATE_SCALE, rateNumerator(exchangeRate));
}

/** '$1,234.56' from a scaled amount (units of 10^-decimals). */
export function formatScaledUsd(scaled: bigint, decimals: number): string {
  const sign = scaled < 0n ? '-' : '';
  const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits.slice(digits.length - decimals);
  return `${sign}$${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * The decimals an amount shows on its own: 2 from one cent up; below one cent 3 to 5, enough for
 * two significant digits (a $0.0042 resistor never reads $0.00; spec §9 "3 to 5 for small values").
 */
export function ownDecimals(vnd: number, exchangeRate: number): number {
  const dong = BigInt(Math.round(vnd));
  const magnitude = dong < 0n ? -dong : dong;
  if (magnitude === 0n || magnitude * 100n * RATE_SCALE >= rateNumerator(exchangeRate)) return USD_DECIMALS;
  for (let decimals = USD_DECIMALS + 1; decimals < USD_SMALL_MAX_DECIMALS; decimals += 1) {
    const scaled = usdScaled(vnd, exchangeRate, decimals);
    if (scaled <= -10n || scaled >= 10n) return decimals;
  }
  return USD_SMALL_MAX_DECIMALS;
}

/**
 * A VND amount in dollars with its own decimals (see `ownDecimals`).
 *
 * @example formatUsdOfVnd(1_500_000, 26_000) === '$57.69'
 * @example formatUsdOfVnd(100, 26_000) === '$0.0038'
 */
export function formatUsdOfVnd(vnd: number, exchangeRate: number): string {
  const decimals = ownDecimals(vnd, exchangeRate);
  return formatScaledUsd(usdScaled(vnd, exchangeRate, decimals), decimals);
}

/** `scaled` (units of 10^-decimals) rounded half away from zero to `to` decimals (to ≤ decimals). */
function rescale(scaled: bigint, decimals: number, to: number): bigint {
  return divideRounded(scaled, 10n ** BigInt(decimals - to));
}

/** The two d-decimal neighbours of unitVnd / rate, the correctly rounded one first. */
function neighbours(unitVnd: number, exchangeRate: number, decimals: number): bigint[] {
  const numerator = BigInt(Math.round(unitVnd)) * 10n ** BigInt(decimals) * RATE_SCALE;
  const denominator = rateNumerator(exchangeRate);
  const below = floorDivide(numerator, denominator);
  if (below * denominator === numerator) return [below];
  const rounded = usdScaled(unitVnd, exchangeRate, decimals);
  return rounded === below ? [below, below + 1n] : [below + 1n, below];
}

/**
 * The unit price of a line as shown beside its quantity and line total in dollars: the fewest
 * decimals, from the unit's own (`ownDecimals`) up, such that the shown unit price times the
 * quantity, rounded to the line's shown decimals (cents, or 3 to 5 under a cent), is the shown
 * line total ("349 × $0.03 = $10.74"
 * becomes "349 × $0.03077 = $10.74").
 *
 * At each number of decimals the correctly rounded price is tried first, then its other
 * neighbour (both are the exact price to within one in the last decimal: a faithful rounding).
 * With both, 5 decimals always suffice up to 1,000 units, as spec §9 "(3 to 5 for small values
 * in the cart)" has it: the prices that give the line lie in an interval 0.01 / q dollars wide,
 * which holds a neighbour of the exact price once a step of the last decimal is no wider. A larger
 * quantity can need more (15,000 × $0.003846 = $57.69, where $0.00385 would give $57.75); the
 * issue asks for the arithmetic to show, so more are used then, at most `USD_UNIT_MAX_DECIMALS`.
 *
 * `lineVnd` is the line total the unit must multiply out to: by default unit × quantity; a placed
 * order passes its stored line total (which holds the category extra, as the stored unit does).
 */
export function usdUnitForLine(unitVnd: number, quantity: number, exchangeRate: number, lineVnd: number = unitVnd * quantity): { scaled: bigint; decimals: number } {
  const q = BigInt(Math.round(quantity));
  const lineDecimals = ownDecimals(lineVnd, exchangeRate);
  const line = usdScaled(lineVnd, exchangeRate, lineDecimals);
  const gives = (scaled: bigint, decimals: number) => q <= 0n || rescale(scaled * q, decimals, lineDecimals) === line;
  const first = Math.max(ownDecimals(unitVnd, exchangeRate), lineDecimals);
  for (let decimals = first; decimals < USD_UNIT_MAX_DECIMALS; decimals += 1) {
    const fits = neighbours(unitVnd, exchangeRate, decimals).find((scaled) => gives(scaled, decimals));
    if (fits !== undefined) return { scaled: fits, decimals };
  }
  const decimals = Math.max(first, USD_UNIT_MAX_DECIMALS);
  const candidates = neighbours(unitVnd, exchangeRate, decimals);
  return { scaled: candidates.find((scaled) => gives(scaled, decimals)) ?? candidates[0]!, decimals };
}

/**
 * The unit price and line total of a cart or order line in dollars, consistent with each other
 * (see `usdUnitForLine`). The line is the exact VND line total converted with its own decimals
 * (2, or 3 to 5 under a cent), never a product of rounded numbers: unit × quantity by default, or
 * the stored line total of a placed order (`lineVnd`).
 *
 * @example formatUsdLine(800, 349, 26_000) // { unit: '$0.03077', line: '$10.74' }
 */
export function formatUsdLine(unitVnd: number, quantity: number, exchangeRate: number, lineVnd: number = unitVnd * quantity): { unit: string; line: string } {
  const unit = usdUnitForLine(unitVnd, quantity, exchangeRate, lineVnd);
  return { unit: formatScaledUsd(unit.scaled, unit.decimals), line: formatUsdOfVnd(lineVnd, exchangeRate) };
}

/**
 * What rows of amounts, each converted and shown to the cent, miss of their total converted and
 * shown to the cent, in cents (e.g. $68.41 + $0.77 + $0.58 + $6.98 = $76.74 against a total of
 * $76.73 gives -1). The English summary shows it as its own row so the dollars add up too.
 */
export function usdDisplayRounding(partsVnd: readonly number[], totalVnd: number, exchangeRate: number): bigint {
  const shown = partsVnd.reduce((sum, part) => sum + usdScaled(part, exchangeRate, USD_DECIMALS), 0n);
  return usdScaled(totalVnd, exchangeRate, USD_DECIMALS) - shown;
}
