/** Input that counts as the visitor's first interaction, wherever on the page it lands. */
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function onInput(): void {
  interacted = true;
  for (const type of INPUTS) window.removeEventListener(type, onInput, true);
  window.removeEventListener('scroll', onInput);
  for (const run of [...waiting]) run();
  waiting.clear();
}

/**
 * Starts noting the visitor's first interaction (a tap, a key, a scroll of the page). Called as
 * the app's first script runs, not when the page areas load after it: a scroll by then may have
 * been put back to the top by the router. Scrolls are the document's only (no capture): carousels
 * scroll themselves. Not navigator.userActivation: a navigation the browser itself starts (a
 * test, Lighthouse) sets it.
 */
export function noteFirstInteraction(): void {
  if (typeof window === 'undefined' || interacted) return;
  if (window.scrollY > 0) {
    interacted = true;
    return;
  }
  for (const type of INPUTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  window.addEventListener('scroll', onInput, { passive: true });
}

/**
 * Runs `run` once the visitor has interacted with the page, at once if they already have. The
 * browser stops reporting largest contentful paints at the first interaction, so what opens after
 * it is never measured as the page's largest paint. Returns a function that stops waiting.
 */
export function afterFirstInteraction(run: () => void): () => void {
  if (interacted) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
