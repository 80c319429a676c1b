import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { CreatedCompany, JoinRequestForReview, Session } from '../../src/shared/api';

export { expect };

/**
 * Fixtures in the epic-stack manner: each builds a piece of a story through the real API, with its
 * own people (unique emails), so every test reads as its story and no two tests share data.
 */
export const PASSWORD = 'Waves4ever';

/** A person who has signed up: what they typed, and the session the API gave them. */
export interface Person {
  fullName: string;
  email: string;
  password: string;
  session: Session;
}

export function uniqueEmail(name = 'surfer'): string {
  return `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.com`;
}

/** One request to the API; its JSON answer, or an error naming the route and the answer. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  route: string,
  token?: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${route}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} /api${route} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Puts a session where the app keeps it, as if the person had signed in in this browser. */
export async function storeSession(page: Page, session: Session) {
  // localStorage belongs to the origin: open a light page of it first.
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('sos.session', value), JSON.stringify(session));
}

/** Chromium's console line for a request the test provokes on purpose (a 404 or 409 answer). */
export function failedResource(status: number): RegExp {
  return new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);
}

/** The 404 page logs the missing path on purpose (docs/product.md#404-page). */
const expectedErrors = [/^404 Error: User attempted to access non-existent route:/];

interface Fixtures {
  signUp(fullName: string): Promise<Person>;
  createCompany(admin: Person, name: string): Promise<CreatedCompany>;
  requestToJoin(person: Person, companyCode: string): Promise<void>;
  approve(admin: Person, requester: Person): Promise<void>;
  /** A team of the admin's company, made through the API: `{id, name}`. */
  createTeam(
    admin: Person,
    body: { name: string; joinPolicy?: 'open' | 'closed'; leadIds?: string[] },
  ): Promise<{
    id: string;
    name: string;
  }>;
  signedInPage(session: Session): Promise<Page>;
  /** Ada Admin, who has just created Wave Riders, signed in on this test's page. */
  signedInAdmin(): Promise<{ admin: Person; company: CreatedCompany; page: Page }>;
  /** Lets this test's page log errors matching `pattern`; any other fails the test. */
  allowConsoleError(pattern: RegExp): void;
  consoleGuard: RegExp[];
}

export const test = base.extend<Fixtures>({
  // Every page reports console errors, uncaught exceptions and Content-Security-Policy violations;
  // after the test, any the test did not allow fails it.
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [...expectedErrors];
      const problems: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(allowed);
      const unexpected = problems.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ consoleGuard }, use) => {
    await use((pattern) => consoleGuard.push(pattern));
  },
  signUp: async ({ request }, use) => {
    await use(async (fullName) => {
      const email = uniqueEmail(fullName);
      const session = await call<Session>(request, 'POST', '/auth/signup', undefined, {
        email,
        password: PASSWORD,
        fullName,
      });
      return { fullName, email, password: PASSWORD, session };
    });
  },
  createCompany: async ({ request }, use) => {
    await use(async (admin, name) => {
      const { company } = await call<{ company: CreatedCompany }>(
        request,
        'POST',
        '/companies',
        admin.session.access_token,
        { name },
      );
      return company;
    });
  },
  requestToJoin: async ({ request }, use) => {
    await use(async (person, companyCode) => {
      await call(request, 'POST', '/join-requests', person.session.access_token, { companyCode });
    });
  },
  approve: async ({ request }, use) => {
    await use(async (admin, requester) => {
      const token = admin.session.access_token;
      const pending = await call<JoinRequestForReview[]>(
        request,
        'GET',
        '/join-requests?status=pending',
        token,
      );
      const joinRequest = pending.find((r) => r.user.email === requester.email);
      if (!joinRequest) throw new Error(`no pending request from ${requester.email}`);
      await call(request, 'POST', `/join-requests/${joinRequest.id}/approve`, token);
    });
  },
  createTeam: async ({ request }, use) => {
    await use(async (admin, body) => {
      const { team } = await call<{ team: { id: string; name: string } }>(
        request,
        'POST',
        '/teams',
        admin.session.access_token,
        body,
      );
      return team;
    });
  },
  signedInPage: async ({ page }, use) => {
    await use(async (session) => {
      await storeSession(page, session);
      return page;
    });
  },
  signedInAdmin: async ({ signUp, createCompany, signedInPage }, use) => {
    await use(async () => {
      const admin = await signUp('Ada Admin');
      const company = await createCompany(admin, 'Wave Riders');
      return { admin, company, page: await signedInPage(admin.session) };
    });
  },
});

/**
 * Whether the run saves its screens as PNG files, for people to look at: yes, unless
 * E2E_SCREENSHOTS=off, which .ci/run sets since nobody sees its files (decision 043). Without them, a
 * screen is still seen in each variant axe analyses, at both sizes and in both schemes, and every check
 * runs as before.
 */
export const savesScreenshots = process.env.E2E_SCREENSHOTS !== 'off';

/** Saves what the viewport shows to test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string) {
  if (!savesScreenshots) return;
  const dir = path.join('test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}

/** The toast with this title, in the notifications region (F8) where Radix lists them. */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** A mail the server sent, as the test SMTP receiver took it (scripts/e2e.mjs). */
export interface ReceivedMail {
  subject: string;
  text: string;
  /** The first link in the text to a page of SOS. */
  link: string | undefined;
}

/**
 * The newest mail to `address` whose subject contains `subject`, waiting up to 10 s for it: the
 * receiver writes each message as a file into E2E_MAIL_DIR.
 */
export async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with npm run test:e2e');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
        group.value.map((entry) => entry.address?.toLowerCase()),
      );
      if (to.includes(address.toLowerCase()) && mail.subject?.includes(subject)) {
        const text = mail.text ?? '';
        return { subject: mail.subject, text, link: /https?:\/\/\S+/.exec(text)?.[0] };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subject}" to ${address} within 10 s`);
}

/**
 * Runs SQL on the server's embedded database (E2E_DATA_DIR), through the socket its owner may use:
 * for what a browser cannot hasten, such as a period's end. Never for what a person does.
 */
export async function serverSql(text: string, values: unknown[] = []): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ host: serverSocketDir(), user: 'postgres', database: 'sos' });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The folder of the server's embedded database, whose socket its owner may use. */
function serverSocketDir() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with npm run test:e2e');
  return path.join(dir, 'postgres');
}

/**
 * Seals the pulse periods that have closed, as the server's job does within ten minutes of a period's
 * end: the product's own seal, run on the server's database, so that a story need not wait for it.
 */
export async function sealPulses(): Promise<void> {
  const { connectPostgres } = await import('../../src/server/db/connect');
  const { sealClosedPeriods } = await import('../../src/server/wellbeing/seal');
  const url = `postgres://postgres@/sos?host=${encodeURIComponent(serverSocketDir())}`;
  const database = await connectPostgres(url);
  try {
    await sealClosedPeriods(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Closes a 360 as the server's job does once its closing day has come: its day is moved back to
 * yesterday (UTC), as a browser cannot hasten it, and the product's own job closes it.
 */
export async function closeReview(reviewId: string): Promise<void> {
  await serverSql(
    `update reviews set closes_on = (now() at time zone 'utc')::date - 1 where id = $1 and closed_at is null`,
    [reviewId],
  );
  const { connectPostgres } = await import('../../src/server/db/connect');
  const { closeDueReviews } = await import('../../src/server/communication/review-jobs');
  const url = `postgres://postgres@/sos?host=${encodeURIComponent(serverSocketDir())}`;
  const database = await connectPostgres(url);
  try {
    await closeDueReviews(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Waits until nothing moves any more (tabs, drawers, toasts and the sidebar animate in), so colours
 * and places are final; a loop that never ends (a skeleton's pulse) is not waited for.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** How a screen is seen: on a desktop or a phone, light or dark. */
export interface Variant {
  size: '1280x800' | '375x812';
  viewport: { width: number; height: number };
  scheme: 'light' | 'dark';
}
const desktop = { size: '1280x800', viewport: { width: 1280, height: 800 } } as const;
const phone = { size: '375x812', viewport: { width: 375, height: 812 } } as const;
const desktopLight: Variant = { ...desktop, scheme: 'light' };
const desktopDark: Variant = { ...desktop, scheme: 'dark' };
const phoneDark: Variant = { ...phone, scheme: 'dark' };
const phoneLight: Variant = { ...phone, scheme: 'light' };
/** The four variants, as two diagonals: each pairs a size with a scheme, and the other the others. */
const diagonals: [Variant[], Variant[]] = [
  [desktopLight, phoneDark],
  [desktopDark, phoneLight],
];
/**
 * The order the four are shown in: both schemes at one size, then at the other, so that the window
 * changes size twice per screen (to the phone and back) rather than four times.
 */
const variantOrder = [desktopLight, desktopDark, phoneDark, phoneLight];

/**
 * Shows the page as it stands in each of the four variants, in place, and calls `each` with the
 * variant and whether axe runs on it. Axe runs on one diagonal, the first or the second by `turn`'s
 * parity: every screen is analysed in both schemes and at both sizes, and each of the four variants on
 * every other screen, at half the cost of four analyses (decision 039). Leaves the page light, on the
 * desktop.
 */
export async function inEveryVariant(
  page: Page,
  turn: number,
  each: (variant: Variant, axe: boolean) => Promise<void>,
) {
  const analysed = diagonals[turn % 2 === 0 ? 0 : 1];
  // The other diagonal is there to be saved: without screenshots, nothing would look at it.
  for (const variant of variantOrder.filter((v) => savesScreenshots || analysed.includes(v))) {
    await page.emulateMedia({ colorScheme: variant.scheme });
    await page.setViewportSize(variant.viewport);
    // From the top: a sticky header is drawn where the window last scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await each(variant, analysed.includes(variant));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(desktop.viewport);
}

/**
 * Axe's serious and critical violations on the page, a line each, and how many rules passed. In axe's
 * legacy mode, which runs it in the page and reads its results there; the default mode opens a blank
 * page to gather the results of every frame, which the app does not have, and took three times as
 * long (about 1.9 s against 0.6 s a screen, decision 043).
 */
export async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return { serious, passed: results.passes.length };
}

/** Each page's count of screenshotsEverywhere calls: the turn that picks its axe diagonal. */
const turns = new WeakMap<Page, number>();

/**
 * Saves the whole page on a desktop and a phone, in light and dark, as
 * test-results/screenshots/<name>-<size>-<scheme>.png; axe finds no serious or critical violation on
 * the diagonal of this call's turn (inEveryVariant). Leaves the page light, on the desktop.
 */
export async function screenshotsEverywhere(page: Page, name: string) {
  const turn = turns.get(page) ?? 0;
  turns.set(page, turn + 1);
  const dir = path.join('test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await inEveryVariant(page, turn, async ({ size, scheme }, axe) => {
    if (savesScreenshots)
      await page.screenshot({
        path: path.join(dir, `${name}-${size}-${scheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    if (axe) expect.soft((await axeFindings(page)).serious, `axe on ${name}, ${size}, ${scheme}`).toEqual([]);
  });
}

/**
 * A state a story passes through that another screenshot already shows in the four variants (a
 * screenshotsEverywhere of the same story, or the accessibility walk's screen of the same page): saved
 * once, as the desktop shows it in light, to test-results/screenshots/<name>.png, and analysed by axe
 * there, so that axe still reads every state a story stops at (decision 042). The page must be light,
 * on the desktop, as screenshotsEverywhere leaves it.
 */
export async function screenshotInPassing(page: Page, name: string) {
  // From the top, as screenshotsEverywhere shows a page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
  expect.soft((await axeFindings(page)).serious, `axe on ${name}`).toEqual([]);
}
