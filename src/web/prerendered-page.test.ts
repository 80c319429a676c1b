import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canAdopt, carryOverPrerendered, earlyActionsScript } from './prerendered-page';

const form =
  '<form><input id="sign-in-email" type="email"><input id="sign-in-password" type="password"></form>';

function prerenderedRoot() {
  const root = document.createElement('div');
  root.innerHTML = `<div data-prerendered="visitor">${form}</div>`;
  document.body.append(root);
  return root;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('taking over the prerendered page', () => {
  // What a prerendered page's <head> runs before its body is parsed.
  beforeAll(() => new Function(earlyActionsScript)() as void);
  afterEach(() => document.body.replaceChildren());

  it('moves what was typed and the focus to the fields of the first render', () => {
    const root = prerenderedRoot();
    const restore = carryOverPrerendered(root);
    field('sign-in-email').value = 'kai@example.com';
    field('sign-in-password').focus();
    field('sign-in-password').value = 'Waves4e';

    root.innerHTML = form; // what the client's first render does
    restore();

    expect(field('sign-in-email').value).toBe('kai@example.com');
    expect(field('sign-in-password').value).toBe('Waves4e');
    expect(document.activeElement).toBe(field('sign-in-password'));
  });

  it('selects the tab that was clicked before any module ran, by its label', () => {
    const tabs = (selected: 'in' | 'up') =>
      `<div role="tablist"><button role="tab" id="a-${selected}" aria-selected="${selected === 'in'}">Sign In</button>` +
      `<button role="tab" id="b-${selected}" aria-selected="${selected === 'up'}"> Sign Up </button></div>`;
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="visitor">${tabs('in')}${form}</div>`;
    document.body.append(root);
    (root.querySelector('#b-in') as HTMLButtonElement).click();
    const restore = carryOverPrerendered(root);

    root.innerHTML = tabs('in') + form; // the first render: ids differ, the Sign In tab is selected
    const signUp = root.querySelector<HTMLButtonElement>('#b-in');
    let focused = 0;
    signUp?.addEventListener('focus', () => focused++);
    restore();

    // The tabs select on focus, so focusing is selecting.
    expect(focused).toBe(1);
    expect(document.activeElement).toBe(signUp);
    expect(document.documentElement).not.toHaveAttribute('data-chosen-tab');
  });

  it('leaves the tabs alone when the one clicked is already selected', () => {
    const tabs =
      '<button role="tab" aria-selected="true">Sign In</button><button role="tab">Sign Up</button>';
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="visitor">${tabs}</div>`;
    document.body.append(root);
    const restore = carryOverPrerendered(root);
    (root.querySelector('[role=tab]') as HTMLButtonElement).click();

    root.innerHTML = tabs;
    restore();

    expect(document.activeElement).toBe(document.body);
  });

  it('holds a form sent before any module ran, and sends the new one once it is rendered', async () => {
    const root = prerenderedRoot();
    const early = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // no post to the server, no page reload
    const restore = carryOverPrerendered(root);

    root.innerHTML = form;
    const sent: Event[] = [];
    root.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(event);
    });
    restore();
    await Promise.resolve();

    expect(sent).toHaveLength(1);
    expect(document.documentElement).not.toHaveAttribute('data-submitted-form');
  });

  it('repeats only the last early action: a tab clicked after a form was sent wins', async () => {
    const tabs =
      '<button role="tab" aria-selected="true">Sign In</button><button role="tab">Sign Up</button>';
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="visitor">${tabs}${form}</div>`;
    document.body.append(root);
    root.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    root.querySelectorAll<HTMLButtonElement>('[role=tab]')[1]?.click();
    const restore = carryOverPrerendered(root);

    root.innerHTML = tabs + form;
    let sent = 0;
    root.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent++;
    });
    restore();
    await Promise.resolve();

    expect(sent).toBe(0);
    expect(document.activeElement).toBe(root.querySelectorAll('[role=tab]')[1]);
  });

  it('presses again a button pressed before any module ran (the shell’s menu button), found by its name', async () => {
    // A second button of the same label, without a name: the label alone would not tell them apart.
    const shell = (label: string) =>
      `<header><button data-early-press="menu"><svg></svg><span>${label}</span></button>` +
      `<button>${label}</button><button aria-label="Notifications">🔔</button></header>`;
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="member">${shell('Toggle Sidebar')}</div>`;
    document.body.append(root);
    (root.querySelector('[data-early-press=menu]') as HTMLButtonElement).click();
    expect(document.documentElement.dataset.pressedButton).toBe('menu');
    const restore = carryOverPrerendered(root);

    root.innerHTML = shell('Toggle Sidebar'); // the client's first render
    const pressed: string[] = [];
    for (const [index, button] of root.querySelectorAll('button').entries())
      button.addEventListener('click', () => pressed.push(`${index} ${button.textContent}`));
    restore();
    await Promise.resolve();
    expect(pressed).toEqual(['0 Toggle Sidebar']);
    expect(document.documentElement.dataset.pressedButton).toBeUndefined();
  });

  it('on a member’s shell adopted in place (marked on #root), takes the mark off and presses the noted button again', async () => {
    const root = document.createElement('div');
    root.dataset.prerendered = 'member';
    root.innerHTML = '<header><button data-early-press="menu">Toggle Sidebar</button></header>';
    document.body.append(root);
    const button = root.querySelector('button')!;
    button.click();
    expect(document.documentElement.dataset.pressedButton).toBe('menu');
    const restore = carryOverPrerendered(root);

    // Adopted: the same button, now with the app's handler.
    let pressed = 0;
    button.addEventListener('click', () => pressed++);
    restore();
    restore(); // a second call (StrictMode's) repeats nothing
    await Promise.resolve();
    expect(pressed).toBe(1);
    expect(root).not.toHaveAttribute('data-prerendered');
    // No longer noted: a press now is the app's alone.
    button.click();
    expect(document.documentElement.dataset.pressedButton).toBeUndefined();
  });

  it('finds the named button when its label has changed (the bell, once the unread count is in)', async () => {
    const bell = (label: string) =>
      `<button data-early-press="notifications" aria-label="${label}">🔔</button>`;
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="member">${bell('Notifications')}</div>`;
    document.body.append(root);
    root.querySelector('button')?.click();
    const restore = carryOverPrerendered(root);

    root.innerHTML = bell('Notifications, 3 unread');
    let pressed = 0;
    root.querySelector('button')?.addEventListener('click', () => pressed++);
    restore();
    await Promise.resolve();
    expect(pressed).toBe(1);
  });

  it('notes no button without a name, and presses none when two carry the name pressed', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-prerendered="member"><button>Toggle Sidebar</button></div>';
    document.body.append(root);
    root.querySelector('button')?.click();
    expect(document.documentElement.dataset.pressedButton).toBeUndefined();

    root.innerHTML = '<div data-prerendered="member"><button data-early-press="menu">Menu</button></div>';
    root.querySelector('button')?.click();
    const restore = carryOverPrerendered(root);
    root.innerHTML =
      '<button data-early-press="menu">Menu</button><button data-early-press="menu">Menu</button>';
    let pressed = 0;
    for (const button of root.querySelectorAll('button')) button.addEventListener('click', () => pressed++);
    restore();
    await Promise.resolve();
    expect(pressed).toBe(0);
    expect(document.documentElement.dataset.pressedButton).toBeUndefined();
  });

  it('leaves a button in a form to the form: its submit is what is repeated', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="visitor"><form><input id="sign-in-email"><button>Sign In</button></form></div>`;
    document.body.append(root);
    root.querySelector('button')?.click();
    expect(document.documentElement.dataset.pressedButton).toBeUndefined();
    expect(document.documentElement.dataset.submittedForm).toBe('sign-in-email');
    delete document.documentElement.dataset.submittedForm;
  });

  it('changes nothing while the prerendered page is still there, or when there was none', () => {
    const root = prerenderedRoot();
    const restore = carryOverPrerendered(root);
    field('sign-in-email').value = 'kai@example.com';
    restore();
    expect(field('sign-in-email').value).toBe('kai@example.com');

    const plain = document.createElement('div');
    expect(() => carryOverPrerendered(plain)()).not.toThrow();
  });
});

describe('whether the app can adopt the page (decision 055)', () => {
  const html = document.documentElement;
  afterEach(() => {
    delete html.dataset.session;
    document.body.replaceChildren();
  });

  const rootWith = (mark: string | undefined, content = '<nav></nav>') => {
    const root = document.createElement('div');
    if (mark) root.dataset.prerendered = mark;
    root.innerHTML = content;
    document.body.append(root);
    return root;
  };

  it('adopts a member’s shell marked on #root, for a stored session', () => {
    html.dataset.session = '';
    expect(canAdopt(rootWith('member'))).toBe(true);
  });

  it('replaces a visitor’s page, a shell without a session, and a page the head script writes into', () => {
    html.dataset.session = '';
    expect(canAdopt(rootWith(undefined, '<div data-prerendered="visitor"></div>'))).toBe(false);
    expect(canAdopt(rootWith(undefined))).toBe(false);
    expect(canAdopt(rootWith('member', '<div data-early-greeting="x"></div>'))).toBe(false);
    expect(canAdopt(rootWith('member', '<h2 elementtiming="greeting">Welcome, Kai!</h2>'))).toBe(false);
    delete html.dataset.session;
    expect(canAdopt(rootWith('member'))).toBe(false);
  });
});
