type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * The page rendered at build time (scripts/prerender.mjs) can be typed into before the script
 * arrives; the client's first render then replaces its fields with new ones. Call this before that
 * render and the returned function right after it: what was typed and the focus move over to the
 * field of the same id.
 */
export function keepWhatWasTyped(root: HTMLElement): () => void {
  const prerendered = root.querySelector('[data-prerendered]');
  if (!prerendered) return () => {};
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
    if (prerendered.isConnected) return;
    for (const old of prerendered.querySelectorAll<Field>('input[id], textarea[id]')) {
      const field = document.getElementById(old.id);
      if (isField(field) && old.value !== old.defaultValue && field.value === field.defaultValue) {
        field.value = old.value;
      }
    }
    const focused = focusedId ? document.getElementById(focusedId) : null;
    if (focused && (document.activeElement === null || document.activeElement === document.body)) {
      focused.focus();
    }
  };
}
