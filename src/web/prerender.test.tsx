import { describe, expect, it } from 'vitest';
import { landingTexts } from '@/features/landing/landing-texts';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { headScript, renderPage, sessionMarkScript } from './prerender';

/** Parses prerendered HTML as the browser would, without any script. */
function parse(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('the pages rendered at build time', () => {
  it('/ is the landing page: the hero, the three features and both ways in', async () => {
    const page = parse(await renderPage('/'));
    expect(page.querySelector('h1')).toHaveTextContent(landingTexts.headline);
    expect([...page.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Drive Accountability',
      'Foster Collaboration',
      'Strategic Growth',
    ]);
    expect([...page.querySelectorAll('a[href="/auth"]')].map((a) => a.textContent)).toEqual([
      landingTexts.getStarted,
      landingTexts.startJourney,
    ]);
  });

  it('/auth is the sign-in card on its Sign In tab, not a spinner', async () => {
    const page = parse(await renderPage('/auth'));
    expect(page).toHaveTextContent('Welcome to SOS');
    expect(page.querySelector('[role="tab"][aria-selected="true"]')).toHaveTextContent('Sign In');
    expect(page.querySelector('input#sign-in-email')).toHaveAttribute('type', 'email');
    expect(page.querySelector('input#sign-in-password')).toHaveAttribute('type', 'password');
    // A submit before the script has taken over must not put the password in the address.
    expect(page.querySelector('form')).toHaveAttribute('method', 'post');
    expect(page).not.toHaveTextContent('Loading...');
  });

  it('carries no style attribute, which the policy would block', async () => {
    for (const path of ['/', '/auth'])
      expect(parse(await renderPage(path)).querySelector('[style]')).toBeNull();
  });

  it('refuses a path it does not prerender', async () => {
    await expect(renderPage('/dashboard')).rejects.toThrow(/no prerendered page/);
  });
});

describe('the session mark', () => {
  const run = () => new Function(sessionMarkScript)() as void;
  const html = document.documentElement;

  it('marks the page when a session is stored, so the CSS hides the prerendered page', () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    run();
    expect(html).toHaveAttribute('data-session');
    delete html.dataset.session;
  });

  it('leaves a visitor’s page as it is', () => {
    run();
    expect(html).not.toHaveAttribute('data-session');
  });
});

describe('the head script of the landing page, whose visitors run no script', () => {
  const entry = '/assets/index-abcd1234.js';
  const run = () => new Function(headScript('/', entry))() as void;
  const appScripts = () => document.head.querySelectorAll(`script[type="module"][src="${entry}"]`);

  it('loads the app for a stored session, which sends the person on to their dashboard', () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    run();
    expect(appScripts()).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('data-session');
    appScripts().forEach((script) => script.remove());
    delete document.documentElement.dataset.session;
  });

  it('loads nothing for a visitor', () => {
    run();
    expect(appScripts()).toHaveLength(0);
  });

  it('is only for that page: /auth names its entry itself and notes early actions', () => {
    expect(headScript('/auth', entry)).not.toContain(entry);
    expect(headScript('/auth', entry)).toContain('submittedForm');
    expect(headScript('/', entry)).not.toContain('submittedForm');
  });
});
