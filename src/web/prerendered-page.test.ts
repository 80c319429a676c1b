import { afterEach, describe, expect, it } from 'vitest';
import { keepWhatWasTyped } from './prerendered-page';

const form =
  '<form><input id="sign-in-email" type="email"><input id="sign-in-password" type="password"></form>';

function prerenderedRoot() {
  const root = document.createElement('div');
  root.innerHTML = `<div data-prerendered>${form}</div>`;
  document.body.append(root);
  return root;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('taking over the prerendered page', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves what was typed and the focus to the fields of the first render', () => {
    const root = prerenderedRoot();
    const restore = keepWhatWasTyped(root);
    field('sign-in-email').value = 'kai@example.com';
    field('sign-in-password').focus();
    field('sign-in-password').value = 'Waves4e';

    root.innerHTML = form; // what the client's first render does
    restore();

    expect(field('sign-in-email').value).toBe('kai@example.com');
    expect(field('sign-in-password').value).toBe('Waves4e');
    expect(document.activeElement).toBe(field('sign-in-password'));
  });

  it('changes nothing while the prerendered page is still there, or when there was none', () => {
    const root = prerenderedRoot();
    const restore = keepWhatWasTyped(root);
    field('sign-in-email').value = 'kai@example.com';
    restore();
    expect(field('sign-in-email').value).toBe('kai@example.com');

    const plain = document.createElement('div');
    expect(() => keepWhatWasTyped(plain)()).not.toThrow();
  });
});
