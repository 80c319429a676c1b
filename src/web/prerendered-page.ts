type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Where the head script notes the visitor's last action on the prerendered page, on <html>. */
const CHOSEN_TAB = 'chosenTab';
const SUBMITTED_FORM = 'submittedForm';
const PRESSED_BUTTON = 'pressedButton';

/**
 * Runs in <head> of a prerendered page (prerender.tsx), so that what a visitor does before any module
 * has run is not lost, and notes the last of these for the client's first render to repeat:
 * - a tab clicked (or chosen with Enter or Space), known by its label, since its id comes from React's
 *   useId and differs between the two renders;
 * - a form submitted, known by the id of its first field; the submit is held, as it would otherwise
 *   post the page to the server. Without JavaScript it does post, and the server sends the page back;
 * - a button pressed outside a form that names itself for this with `data-early-press` (the shell's
 *   menu button and bell, decision 025). Only such a button is noted, by that name, which the client's
 *   render gives the same button: a label may be shared or change once the person's data is in.
 */
export const earlyActionsScript = `(function(d){var m=d.documentElement.dataset;function on(t,s,f){d.addEventListener(t,function(e){var x=e.target.closest&&e.target.closest("[data-prerendered] "+s);if(x){delete m.${CHOSEN_TAB};delete m.${SUBMITTED_FORM};delete m.${PRESSED_BUTTON};f(x,e)}},true)}on("click","[role=tab]",function(x){m.${CHOSEN_TAB}=x.textContent.trim()});on("click","button[data-early-press]",function(x){if(!x.form)m.${PRESSED_BUTTON}=x.dataset.earlyPress});on("submit","form",function(x,e){e.preventDefault();var i=x.querySelector("[id]");if(i)m.${SUBMITTED_FORM}=i.id})})(document);`;

const tabLabel = (tab: Element) => tab.textContent?.trim() ?? '';

/**
 * Whether the app can adopt the page's HTML as it is (hydrate it, decision 055) rather than replace
 * it: a member's shell (on #root itself, scripts/prerender.mjs), for a stored session, which the head
 * script does not change. On /dashboard it writes the greeting into the shell as /api/me answers,
 * which could be while React adopts it: that page is replaced, as a visitor's is.
 */
export function canAdopt(root: HTMLElement): boolean {
  return (
    root.dataset.prerendered === 'member' &&
    document.documentElement.dataset.session !== undefined &&
    !root.querySelector('[data-early-greeting], [elementtiming="greeting"]')
  );
}

/**
 * The page rendered at build time (scripts/prerender.mjs) can be used before the script arrives:
 * typed into, a tab clicked that cannot switch yet, a form sent. The client's first render then
 * adopts it (a member's shell) or replaces it. Call this before that render and the returned function
 * right after it: it takes the mark of a prerendered page off; what was typed into a replaced page and
 * the focus move over to the field of the same id; and the tab chosen or the form sent early (the
 * head script's note) is chosen or sent again, a button pressed early pressed again.
 */
export function carryOverPrerendered(root: HTMLElement): () => void {
  const prerendered =
    root.dataset.prerendered === undefined ? root.querySelector('[data-prerendered]') : root;
  if (!prerendered) return () => {};
  const fields = [...prerendered.querySelectorAll<Field>('input[id], textarea[id]')];
  let focusedId =
    isField(document.activeElement) && prerendered.contains(document.activeElement)
      ? document.activeElement.id
      : '';
  const onFocus = (event: Event) => {
    if (isField(event.target as Element)) focusedId = (event.target as Field).id;
  };
  prerendered.addEventListener('focusin', onFocus);

  return () => {
    prerendered.removeEventListener('focusin', onFocus);
    // The member's shell is marked on #root, which stays: after the first render it is the app's.
    if (prerendered === root) delete root.dataset.prerendered;
    else if (prerendered.isConnected) return;
    for (const old of fields) {
      // An adopted field is the app's own, with what was typed into it.
      if (old.isConnected) continue;
      const field = document.getElementById(old.id);
      if (isField(field) && old.value !== old.defaultValue && field.value === field.defaultValue) {
        field.value = old.value;
      }
    }
    const marks = document.documentElement.dataset;
    selectTab(root, marks[CHOSEN_TAB] ?? '');
    submitForm(marks[SUBMITTED_FORM] ?? '');
    pressButton(root, marks[PRESSED_BUTTON] ?? '');
    delete marks[CHOSEN_TAB];
    delete marks[SUBMITTED_FORM];
    delete marks[PRESSED_BUTTON];
    const focused = focusedId ? document.getElementById(focusedId) : null;
    if (focused && (document.activeElement === null || document.activeElement === document.body)) {
      focused.focus();
    }
  };
}

/** Focusing a tab selects it (the tabs activate on focus), and leaves the focus where the click put it. */
function selectTab(root: HTMLElement, label: string) {
  if (!label) return;
  const tab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => tabLabel(t) === label);
  if (tab && tab.getAttribute('aria-selected') !== 'true') tab.focus();
}

/** Sends the form that holds the field of this id, once the render that made it has been committed. */
function submitForm(fieldId: string) {
  const field = fieldId ? document.getElementById(fieldId) : null;
  const form = isField(field) ? field.form : null;
  if (form) queueMicrotask(() => form.requestSubmit());
}

/**
 * Presses again the button of this `data-early-press` name, once the render that made it has been
 * committed; none if two buttons carry the name, rather than guess.
 */
function pressButton(root: HTMLElement, name: string) {
  if (!name) return;
  const named = [...root.querySelectorAll<HTMLButtonElement>('button[data-early-press]')].filter(
    (button) => !button.form && button.dataset.earlyPress === name,
  );
  const [button] = named;
  if (button && named.length === 1) queueMicrotask(() => button.click());
}
