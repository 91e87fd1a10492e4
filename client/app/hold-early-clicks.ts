/** What a click acts on through a React handler (links keep their native navigation). */
const CLICKABLE = 'button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"], label';

/** Fields whose typed value React reads through its change handler (not checkboxes and radios: clicked). */
type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function typedFieldOf(target: EventTarget | null): TypedField | null {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  if (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit', 'reset'].includes(target.type)) return target;
  return null;
}

/**
 * Gives a field typed into before hydration its value again through React: the hydrated tree shows
 * the value it rendered on the server (a quantity back at 1), so the typed one is written with the
 * element's native setter and announced with the event React listens to. React skips an input
 * event whose value it believes it already has, so its own copy is first moved off the typed value.
 */
function retype(field: TypedField, value: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  field.value = value === '' ? ' ' : '';
  nativeSetter.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A server-rendered page is on screen, with its buttons and fields, before React has hydrated it:
 * until then a click on them would do nothing (no handler is attached yet), a submit button would
 * send its form the browser's way, and hydration would put a typed value back to the rendered one.
 * From the entry's first run, clicks are held and typed values noted; once the hydrated tree has
 * committed (the release function) each field gets its typed value again through React, and then
 * the held clicks happen again on the same elements and in order — so a guest who types 7 and taps
 * "Thêm vào giỏ hàng" at once gets 7 in the cart, and one who taps "Yêu thích" the login dialog.
 * Links are left alone: their native navigation loses nothing.
 */
export function holdEarlyClicks(container: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const typed = new Map<TypedField, string>();
  function hold(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (!target || !container.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  }
  function note(event: Event): void {
    const field = typedFieldOf(event.target);
    if (field && container.contains(field)) typed.set(field, field.value);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    // After the caller's task (React's commit): a change or click on a part React has not hydrated
    // yet makes it hydrate that part at once, which it cannot do from inside its own commit.
    queueMicrotask(() => {
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        // Twice: the root commits before the Suspense boundaries inside it are hydrated, and an
        // event on a field still dehydrated makes React hydrate it there and then, putting the
        // rendered value back; the second time the field is React's and takes the typed value.
        retype(field, value);
        retype(field, value);
      }
      // The clicks wait for the render those values cause, so their handlers read the typed values.
      setTimeout(() => {
        for (const element of held) if (element.isConnected) element.click();
      }, 0);
    });
  };
}
