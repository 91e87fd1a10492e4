import type { Prng } from './prng.ts';

const UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';

/** Splits an MPN into runs of digits, runs of letters and single other characters. */
export function mpnRuns(mpn: string): string[] {
  return mpn.match(/\d+|[A-Za-z]+|[^A-Za-z\d]/g) ?? [];
}

function randomDigits(run: string, rng: Prng): string {
  let out = '';
  for (let i = 0; i < run.length; i++) {
    // A leading zero stays a leading zero (0402...), a non-zero lead stays non-zero.
    if (i === 0) out += run[0] === '0' ? '0' : DIGITS[1 + rng.int(9)];
    else out += DIGITS[rng.int(10)];
  }
  return out;
}

function changedLetter(run: string, rng: Prng): string {
  const index = run.length - 1 - rng.int(Math.min(2, run.length));
  const original = run[index] as string;
  let letter = rng.pick([...UPPER]);
  if (letter === original.toUpperCase()) letter = UPPER[(UPPER.indexOf(letter) + 1) % UPPER.length] as string;
  if (original === original.toLowerCase()) letter = letter.toLowerCase();
  return run.slice(0, index) + letter + run.slice(index + 1);
}

/**
 * A manufacturer part number that looks like a sibling of `mpn` in the same series: some digit
 * runs get new digits of the same length (`0402B102K500NT` → `0402B471K500NT`) and sometimes a
 * letter of the suffix changes (`...TF` → `...TR`). Separators and lengths are kept.
 */
export function mpnVariant(mpn: string, rng: Prng): string {
  const runs = mpnRuns(mpn);
  const digitRuns = runs.map((run, index) => (/^\d/.test(run) ? index : -1)).filter((index) => index >= 0);
  const letterRuns = runs.map((run, index) => (/^[A-Za-z]/.test(run) ? index : -1)).filter((index) => index >= 0);
  const out = [...runs];
  if (digitRuns.length > 0) {
    // The first run is often the family (0402, STM32): changed less often than the rest.
    let changed = false;
    for (const index of digitRuns) {
      const p = index === digitRuns[0] && digitRuns.length > 1 ? 0.25 : 0.7;
      if (rng.chance(p)) {
        out[index] = randomDigits(runs[index] as string, rng);
        changed = true;
      }
    }
    if (!changed) {
      const index = digitRuns[digitRuns.length - 1] as number;
      out[index] = randomDigits(runs[index] as string, rng);
    }
  }
  const lastLetters = letterRuns[letterRuns.length - 1];
  if (lastLetters !== undefined && (digitRuns.length === 0 || rng.chance(0.3))) {
    out[lastLetters] = changedLetter(runs[lastLetters] as string, rng);
  }
  return out.join('');
}

/**
 * Hands out MPN variants that are unique among everything already taken (the real MPNs are
 * passed in first). After a few clashes a short series suffix is appended, as distributors do
 * for reel and packaging variants (`-TR2`).
 */
export function createMpnRegistry(taken: Iterable<string>): { variantOf(mpn: string, rng: Prng): string } {
  const used = new Set<string>(taken);
  let suffixCounter = 0;
  return {
    variantOf(mpn, rng) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const candidate = mpnVariant(mpn, rng);
        if (!used.has(candidate)) {
          used.add(candidate);
          return candidate;
        }
      }
      let candidate: string;
      do {
        suffixCounter += 1;
        candidate = `${mpn}-${suffixCounter.toString(36).toUpperCase()}`;
      } while (used.has(candidate));
      used.add(candidate);
      return candidate;
    },
  };
}
