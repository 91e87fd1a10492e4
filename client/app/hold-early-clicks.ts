/** What a click acts on through a React handler (links keep their native navigation). */
const CLICKABLE = 'button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"], label';

/**
 * A server-rendered page is on screen, with its buttons, before React has hydrated it: until then a
 * click on them would do nothing (no handler is attached yet), and a submit button would send its
 * form the browser's way. Such clicks are held from the entry's first run and clicked again, on the
 * same elements and in order, once the hydrated tree has committed (the release function), so a
 * guest who taps "Yêu thích" at once still gets the login dialog. Links are left alone: their
 * native navigation loses nothing.
 */
export function holdEarlyClicks(container: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  function hold(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (!target || !container.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    // After the caller's task (React's commit): a click on a part React has not hydrated yet makes
    // it hydrate that part at once, which it cannot do from inside its own commit.
    queueMicrotask(() => {
      for (const element of held) if (element.isConnected) element.click();
    });
  };
}
