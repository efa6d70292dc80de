// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropEarlyInput, holdEarlyInput, replayEarlyInput } from './early-input';

/**
 * The page's own listeners stand in for the app: they sit on the elements, below the document
 * where the held input is caught, as React's do on the root.
 */
describe('input before the app has taken the page over', () => {
  let seen: string[];
  const listen = (element: Element, type: string, label = type) =>
    element.addEventListener(type, (event) =>
      seen.push(`${label}${event instanceof Event && event.defaultPrevented ? ' (prevented)' : ''}`),
    );

  beforeEach(() => {
    seen = [];
    document.body.innerHTML = `
      <div id="root">
        <button id="heart" type="button">Add to favorites</button>
        <button id="smaller" type="button">Smaller</button>
        <a id="link" href="#recipes"><button id="in-link" type="button">Recipes</button></a>
        <form id="newsletter"><input id="email" type="email" value=""><button id="subscribe">Subscribe</button></form>
        <input id="search" type="search" value="">
        <label><input id="tick" type="checkbox"> 1 cup flour</label>
      </div>`;
  });
  afterEach(async () => {
    await replayEarlyInput();
  });

  it('keeps a tap on a button from the page until the app has started, then taps it once', async () => {
    const heart = document.getElementById('heart')!;
    listen(heart, 'click', 'heart');
    holdEarlyInput();
    heart.click();
    expect(seen).toEqual([]);
    await replayEarlyInput();
    expect(seen).toEqual(['heart']);
  });

  it('taps again in the order the visitor tapped, each in a task of its own', async () => {
    const heart = document.getElementById('heart')!;
    const smaller = document.getElementById('smaller')!;
    let tasks = 0;
    const ticking = setInterval(() => (tasks += 1), 0);
    const at: Record<string, number> = {};
    heart.addEventListener('click', () => (at[`heart${Object.keys(at).length}`] = tasks));
    smaller.addEventListener('click', () => (at[`smaller${Object.keys(at).length}`] = tasks));
    holdEarlyInput();
    smaller.click();
    heart.click();
    smaller.click();
    await replayEarlyInput();
    clearInterval(ticking);
    expect(Object.keys(at)).toEqual(['smaller0', 'heart1', 'smaller2']);
    expect(at.heart1).toBeGreaterThan(at.smaller0!);
  });

  it('leaves links alone: a click on a link goes on as a link', async () => {
    const link = document.getElementById('link')!;
    listen(link, 'click', 'link');
    holdEarlyInput();
    document.getElementById('in-link')!.click();
    expect(seen).toEqual(['link']);
    await replayEarlyInput();
    expect(seen).toEqual(['link']);
  });

  it('does not let the browser send a form, and submits it once the app has started', async () => {
    const form = document.getElementById('newsletter') as HTMLFormElement;
    listen(form, 'submit');
    holdEarlyInput();
    let submitted: Event | undefined;
    window.addEventListener('submit', (event) => (submitted = event), { capture: true, once: true });
    form.requestSubmit(document.getElementById('subscribe') as HTMLButtonElement);
    expect(submitted?.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    await replayEarlyInput();
    expect(seen).toEqual(['submit']);
  });

  it("gives the app a field's typed text as one change, and a box's tick once the app can keep it", async () => {
    const search = document.getElementById('search') as HTMLInputElement;
    const tick = document.getElementById('tick') as HTMLInputElement;
    const values: string[] = [];
    search.addEventListener('input', () => values.push(search.value));
    tick.addEventListener('click', () => values.push(`ticked ${tick.checked}`));
    holdEarlyInput();
    search.value = 'lem';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    search.value = 'lemon';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    tick.click();
    expect(values).toEqual([]);
    // Not ticked yet: the app would draw the box unticked again, since it never saw the tick.
    expect(tick.checked).toBe(false);
    await replayEarlyInput();
    expect(values).toEqual(['lemon', 'ticked true']);
    expect(search.value).toBe('lemon');
    expect(tick.checked).toBe(true);
  });

  it('gives the typed text back to a field the app emptied meanwhile', async () => {
    const search = document.getElementById('search') as HTMLInputElement;
    const values: string[] = [];
    search.addEventListener('input', () => values.push(search.value));
    holdEarlyInput();
    search.value = 'lemon';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    search.value = '';
    await replayEarlyInput();
    expect(values).toEqual(['lemon']);
    expect(search.value).toBe('lemon');
  });

  it('taps the element in the same place when the app has drawn the page anew', async () => {
    holdEarlyInput();
    document.getElementById('smaller')!.click();
    // The same markup, all new elements: as when the app draws the page again.
    const root = document.getElementById('root')!;
    const markup = root.innerHTML;
    root.innerHTML = markup;
    listen(document.getElementById('smaller')!, 'click', 'new smaller');
    await replayEarlyInput();
    expect(seen).toEqual(['new smaller']);
  });

  it('forgets what was kept when dropped, and lets taps through from then on', async () => {
    const heart = document.getElementById('heart')!;
    listen(heart, 'click', 'heart');
    holdEarlyInput();
    heart.click();
    dropEarlyInput();
    await replayEarlyInput();
    expect(seen).toEqual([]);
    heart.click();
    expect(seen).toEqual(['heart']);
  });

  it('lets everything through once replayed, and replays nothing twice', async () => {
    const heart = document.getElementById('heart')!;
    listen(heart, 'click', 'heart');
    holdEarlyInput();
    heart.click();
    await replayEarlyInput();
    heart.click();
    await replayEarlyInput();
    expect(seen).toEqual(['heart', 'heart']);
  });
});
