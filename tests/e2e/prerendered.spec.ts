import type { Page } from '@playwright/test';
import { landingTexts } from '../../src/web/features/landing/landing-texts';
import { expect, screenshot, test, toast } from './fixtures';

/** The landing page and /auth are rendered to HTML at build time (decision 010). */
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its hero, its features and both ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: landingTexts.headline })).toBeVisible();
    for (const title of ['Drive Accountability', 'Foster Collaboration', 'Strategic Growth']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/auth');
  });

  test('/auth shows the card on its Sign In tab, with the sign-in form', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Welcome to SOS')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up', selected: false })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`with JavaScript disabled, 360 px wide, ${scheme}`, () => {
    test.use({ javaScriptEnabled: false, colorScheme: scheme, viewport: { width: 360, height: 740 } });

    test(`the prerendered pages fit the width and follow the colour scheme (${scheme})`, async ({ page }) => {
      for (const [path, name] of [
        ['/', 'landing'],
        ['/auth', 'auth'],
      ] as const) {
        await page.goto(path);
        await screenshot(page, `prerendered-${name}-360-${scheme}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} has no horizontal scroll`).toBeLessThanOrEqual(360);
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        // light-dark() tokens: a near-white page in light, a deep-blue one in dark.
        const oklch = /oklch\(([\d.]+)/.exec(background)?.[1];
        const lightness = oklch ? Number(oklch) : Number(/\d+/.exec(background)?.[0]) / 255;
        expect(lightness > 0.5, `${path} background ${background}`).toBe(scheme === 'light');
      }
    });
  });
}

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('a person with a stored session', () => {
  test('never sees the prerendered landing page or sign-in form, and lands on the dashboard', async ({
    page,
    signedInAdmin,
  }) => {
    await signedInAdmin();

    for (const [path, prerendered] of [
      // Not by role: a hidden element has none.
      ['/', page.locator('h1', { hasText: landingTexts.headline })],
      ['/auth', page.getByText('Welcome to SOS')],
    ] as const) {
      const release = await holdScripts(page);
      // Not waiting for DOMContentLoaded: that waits for the held module scripts.
      await page.goto(path, { waitUntil: 'commit' });
      // The page's HTML is there, hidden, while its scripts are still on their way.
      await expect(prerendered).toBeAttached();
      await expect(prerendered).toBeHidden();
      release();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.unrouteAll();
    }
  });
});

test.describe('a visitor', () => {
  test('sees the prerendered sign-in page before its scripts run, and the same page once they have', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    // The first paint waits for the stylesheet; a measure taken earlier would not.
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[rel=stylesheet]')?.sheet);
    const before = await page.getByText('Welcome to SOS').boundingBox();
    release();
    // The app's first render replaces the prerendered page, in the same place.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    expect(await page.getByText('Welcome to SOS').boundingBox()).toEqual(before);
    // And behaves as the app: the Sign Up tab now switches.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  test('who clicks Sign Up before any script has run gets the sign-up form once they have', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    // The prerendered tab cannot switch yet: the click is noted by the page's head script.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    release();
    await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
    await page.getByLabel('Full Name').fill('Kai Surfer');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  test('who signs in before any script has run is signed in once they have, without a page reload', async ({
    page,
    signUp,
  }) => {
    const kai = await signUp('Kai Early');
    const release = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(kai.email);
    await page.getByLabel('Password').fill(kai.password);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    release();
    await expect(toast(page, 'Welcome back!')).toContainText('You have successfully signed in.');
    // Kai has no company yet: the dashboard sends him on to set one up.
    await expect(page).toHaveURL('/company-setup');
    // The held submit went through the app, never as a form post of the page.
    expect(posts).toEqual(['/api/auth/token']);
  });
});

/** A member's page is the app's shell, rendered at build time, that the app takes over (decision 025). */
test.describe("a member's page", () => {
  test('paints the sidebar, the top bar and the dashboard’s skeleton before any script has run, asks for the profile meanwhile and greets the person with its answer', async ({
    page,
    signedInAdmin,
  }) => {
    await signedInAdmin();
    const release = await holdScripts(page);
    const profileAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/me');
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Ready to ride the waves of productivity\?/)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading...');
    // The page's code is held, and its data is on its way already: they do not wait on each other.
    await profileAsked;
    // The head script writes the greeting from the profile's answer, the code still held (decision 052).
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin!', level: 2 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading...');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') asked.push(request.url());
    });
    const sentence = await page.getByText(/^Ready to ride the waves/).boundingBox();
    const greeting = await page.getByRole('heading', { name: 'Welcome, Ada Admin!' }).boundingBox();
    release();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin!', level: 2 })).toBeVisible();
    // Drawn again over the same place: nothing moves, and the admin's Settings entry appears.
    await expect(
      page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Settings' }),
    ).toBeVisible();
    expect(await page.getByText(/^Ready to ride the waves/).boundingBox()).toEqual(sentence);
    // The greeting stays where the head script wrote it (an admin's card is narrower, beside the code's).
    const { x, y, height } = (await page
      .getByRole('heading', { name: 'Welcome, Ada Admin!' })
      .boundingBox())!;
    expect({ x, y, height }).toEqual({ x: greeting?.x, y: greeting?.y, height: greeting?.height });
    // The app took the head script's answer rather than asking again.
    expect(asked).toEqual([]);
  });

  test('is adopted by the app on a module page: the focus stays on the entry tabbed to before the scripts ran (decision 055)', async ({
    page,
    signedInAdmin,
  }) => {
    await signedInAdmin();
    const release = await holdScripts(page);
    await page.goto('/culture', { waitUntil: 'commit' });
    const entry = page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: 'Reducing Stress' });
    await expect(entry).toBeVisible();
    await entry.focus();
    await page.evaluate(() => {
      (document.activeElement as HTMLElement & { beforeTheApp?: boolean }).beforeTheApp = true;
    });
    release();
    await expect(page.getByRole('heading', { name: 'Culture & Recognition', level: 1 })).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    // The same element, still focused: the app kept the shell rather than drawing it again.
    await expect(entry).toBeFocused();
    expect(
      await page.evaluate(
        () => (document.activeElement as HTMLElement & { beforeTheApp?: boolean }).beforeTheApp,
      ),
    ).toBe(true);
    // And it is the app's now: the admin's Settings entry appears, and Enter follows the link.
    await expect(
      page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Settings' }),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/stress');
  });

  test('comes with the sidebar collapsed when its cookie says so, before and after the scripts', async ({
    page,
    context,
    signedInAdmin,
  }) => {
    await signedInAdmin();
    await context.addCookies([{ name: 'sidebar_state', value: 'false', url: page.url() }]);
    const release = await holdScripts(page);
    await page.goto('/accountability', { waitUntil: 'commit' });
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[rel=stylesheet]')?.sheet);
    expect(
      (await page.getByRole('link', { name: 'Driving Accountability' }).boundingBox())?.width,
    ).toBeLessThanOrEqual(48);
    release();
    await expect(page.getByRole('heading', { name: 'Driving Accountability', level: 1 })).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The collapsed sidebar names an entry under the pointer.
    await page.getByRole('link', { name: 'Reducing Stress' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Reducing Stress');
  });

  test('is never shown to a visitor without a session, who ends on /auth', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    // Not by role: a hidden element has none.
    const shell = page.locator('[data-prerendered="member"]');
    await expect(shell).toBeAttached();
    await expect(shell).toBeHidden();
    release();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`a member's page on a phone, before its scripts, ${scheme}`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 375, height: 812 } });

    test(`shows the top bar and no desktop sidebar, in the colour scheme, and opens the menu pressed meanwhile (${scheme})`, async ({
      page,
      signedInAdmin,
    }) => {
      await signedInAdmin();
      const release = await holdScripts(page);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'SOS', exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeHidden();
      await screenshot(page, `prerendered-dashboard-375-${scheme}`);
      // The menu button pressed before the app runs: the app presses it again once it does.
      await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scroll').toBeLessThanOrEqual(375);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const oklch = /oklch\(([\d.]+)/.exec(background)?.[1];
      const lightness = oklch ? Number(oklch) : Number(/\d+/.exec(background)?.[0]) / 255;
      expect(lightness > 0.5, `background ${background}`).toBe(scheme === 'light');
      release();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(page.getByText('Welcome, Ada Admin!')).toBeVisible();
    });
  });
}

test.describe('a module page on a phone, before its scripts', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens the menu pressed meanwhile once the app has adopted the shell, and leaves the desktop sidebar as it was (decision 055)', async ({
    page,
    signedInAdmin,
  }) => {
    await signedInAdmin();
    const release = await holdScripts(page);
    await page.goto('/culture', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Culture & Recognition', level: 1 })).toBeVisible();
    // The press opened the phone's drawer: it did not collapse the desktop sidebar, whose state is kept.
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar_state'),
    ).toBeUndefined();
  });
});
