/**
 * Taps, form submits and typing on a page the server rendered, made before the app has taken
 * the page over (decision 007), are kept and done again once it has: on a slow phone the page
 * is readable a second or more before its buttons answer, and a tap there must not be lost. A
 * form is not sent by the browser meanwhile (it would reload the page with the form's fields in
 * the address), and a box is not ticked yet (the app would draw it unticked again). Links need
 * nothing: they work as plain links.
 *
 * Kept events stop here, also while React is hydrating: React would take a field's text as it
 * finds it, not as a change, and a tap would run a handler of a half-made page. They are done
 * again in order, each in a task of its own, as the visitor's were, on the same elements or,
 * where the app has drawn one anew, on the element in its place.
 */
type Place = { element: Element; path: number[] };
type EarlyInput =
  | { kind: 'click'; place: Place }
  | { kind: 'submit'; place: Place; submitter: HTMLElement | null }
  | { kind: 'input'; place: Place; value: string };

/** What counts as a tap: buttons, boxes, and an element that asks for it (the hero's hidden admin entry). */
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], summary, input[type="checkbox"], input[type="radio"], [data-early-click]';
const FIELDS = 'input, textarea, select';
const ROOT_ID = 'root';

let held: EarlyInput[] = [];

/** Where an element is under the app's root, to find its replacement if the app draws it anew. */
function placeOf(element: Element): Place {
  const path: number[] = [];
  for (let node: Element = element; node.id !== ROOT_ID && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { element, path };
}

function find<T extends Element>(place: Place, doc: Document): T | null {
  if (place.element.isConnected) return place.element as T;
  let node: Element | null | undefined = doc.getElementById(ROOT_ID);
  for (const index of place.path) node = node?.children[index];
  return node && node.tagName === place.element.tagName ? (node as T) : null;
}

function onClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || control.closest('a[href]')) return;
  event.stopImmediatePropagation();
  // A submit button's click reaches the form as a submit, which is kept on its own.
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
  if (control instanceof HTMLInputElement) event.preventDefault();
  held.push({ kind: 'click', place: placeOf(control) });
}

function onSubmit(event: SubmitEvent): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ kind: 'submit', place: placeOf(event.target), submitter: event.submitter });
}

function onInput(event: Event): void {
  const field = event.target instanceof Element ? event.target.closest(FIELDS) : null;
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ))
    return;
  event.stopImmediatePropagation();
  const kept = held.find(
    (input): input is Extract<EarlyInput, { kind: 'input' }> => input.kind === 'input' && input.place.element === field,
  );
  if (kept) kept.value = field.value;
  else held.push({ kind: 'input', place: placeOf(field), value: field.value });
}

const LISTENERS = [
  ['click', onClick],
  ['submit', onSubmit],
  ['input', onInput],
  ['change', onInput],
] as const;

/** From the entry script, while the page is the server's: keeps what the visitor does. */
export function holdEarlyInput(doc: Document = document): void {
  held = [];
  for (const [type, listener] of LISTENERS) doc.addEventListener(type, listener as EventListener, true);
}

/**
 * Once the app has hydrated the page: what was kept happens again, in order, now with the app's
 * handlers (a field's text reaches the app as one change), each in a task of its own so the app
 * has answered one before the next. Safe to call when nothing was held.
 */
export async function replayEarlyInput(doc: Document = document): Promise<void> {
  const kept = stopHolding(doc);
  for (const input of kept) {
    if (input.kind === 'click') find<HTMLElement>(input.place, doc)?.click();
    else if (input.kind === 'submit') {
      const form = find<HTMLFormElement>(input.place, doc);
      const { submitter } = input;
      form?.requestSubmit(
        submitter instanceof HTMLButtonElement && submitter.isConnected && submitter.form === form ? submitter : null,
      );
    } else {
      const field = find<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(input.place, doc);
      if (field) changeAgain(field, input.value);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Stops keeping input and forgets what was kept: the page it was meant for is not there (an error screen is). */
export function dropEarlyInput(doc: Document = document): void {
  stopHolding(doc);
}

function stopHolding(doc: Document): EarlyInput[] {
  for (const [type, listener] of LISTENERS) doc.removeEventListener(type, listener as EventListener, true);
  const kept = held;
  held = [];
  return kept;
}

/**
 * The visitor's value for a field, given as the app sees a change: the field goes back to what the
 * page rendered (through the setter the app watches), then takes the value through the element's
 * own setter, as typing does, and the event follows.
 */
function changeAgain(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (field instanceof HTMLSelectElement) {
    nativeSetter?.call(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (value === field.defaultValue) return;
  field.value = field.defaultValue;
  nativeSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
