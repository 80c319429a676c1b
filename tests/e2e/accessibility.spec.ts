import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CreatedCompany, JoinRequestForReview, Session } from '../../src/shared/api';
import {
  axeFindings,
  call,
  expect,
  failedResource,
  inEveryVariant,
  PASSWORD,
  screenshot,
  sealPulses,
  serverSql,
  settled,
  storeSession,
  test as base,
  uniqueEmail,
} from './fixtures';

/**
 * Every page of the app, in light and dark, on a desktop and a phone: axe-core finds no serious or
 * critical violation, nothing is wider than the screen, and each screen is saved to
 * test-results/screenshots/<screen>-<size>-<scheme>.png. The pages come from the build's list of
 * paths (src/web/app-pages.ts, written to dist/web/.vite/routes.json): a page with no entry in
 * `walks` is opened as a member and waits for its heading; a page whose code is that of a page already
 * walked is not walked again (today none: every page has its own). The state every screen shows is seeded once
 * per worker, through the API and the server's database. Each screen is opened once and seen in the
 * four variants in place; axe runs on two of them, alternating the diagonal from screen to screen
 * (fixtures.ts: inEveryVariant). The screens are shared among a few tests, so that both workers walk.
 */
const WALKS = 4;

/** The people and things of the walk, seeded once per worker. */
interface World {
  /** Ada: admin of Wave Riders. Kim: a member and Reef Crew's lead. Mo: a member. */
  ada: Session;
  kim: Session;
  mo: Session;
  /** Lou: asked to join Wave Riders, not yet approved. Nia: in no company. */
  lou: Session;
  nia: Session;
  /** Sam: a member of Still Water, a company with no goals and no values yet. */
  sam: Session;
  companyCode: string;
  reefId: string;
  teamGoalId: string;
  /** Kim and Mo's weekly 1:1, with points on its agenda and an action item. */
  oneOnOneId: string;
}
type Who = Exclude<keyof World, 'companyCode' | 'reefId' | 'teamGoalId' | 'oneOnOneId'>;

/** One screen of a page: who opens which URL, what shows once it is ready, and what to do first. */
interface Screen {
  name: string;
  who: Who | null;
  url?: (world: World) => string;
  ready: (page: Page, world: World) => Promise<unknown>;
}

const visible = (locator: ReturnType<Page['getByRole']>) => expect(locator).toBeVisible();

/** How to reach each page's screens, by its path in src/web/app-pages.ts. */
const walks: Record<string, Screen[]> = {
  '/': [
    { name: 'landing', who: null, ready: (page) => visible(page.getByRole('link', { name: 'Get Started' })) },
  ],
  '/auth': [
    {
      name: 'auth-sign-in',
      who: null,
      ready: (page) => visible(page.getByRole('tab', { name: 'Sign In', selected: true })),
    },
    {
      name: 'auth-sign-up',
      who: null,
      ready: async (page) => {
        await page.getByRole('tab', { name: 'Sign Up' }).click();
        await visible(page.getByRole('button', { name: 'Create Account' }));
      },
    },
    {
      // A single sign-on that came back refused (decision 047): why, above the form.
      name: 'auth-sso-refused',
      who: null,
      url: () => '/auth?sso_error=wrong_domain',
      ready: (page) => expect(page.getByRole('alert')).toBeVisible(),
    },
  ],
  '/auth/sso': [
    {
      // The hand-off page with a code the server refuses (400), as a spent one would be.
      name: 'auth-sso-invalid',
      who: null,
      url: () => '/auth/sso#code=not-a-real-code',
      ready: (page) => expect(page.getByText('Sign-in link not valid')).toBeVisible(),
    },
  ],
  '/reset-password': [
    {
      name: 'reset-password-request',
      who: null,
      ready: (page) => visible(page.getByRole('button', { name: 'Send reset link' })),
    },
    {
      name: 'reset-password-new',
      who: null,
      url: () => '/reset-password?token=not-a-real-token',
      ready: (page) => visible(page.getByRole('button', { name: 'Set new password' })),
    },
  ],
  '/verify-email': [
    {
      name: 'verify-email-invalid',
      who: null,
      url: () => '/verify-email?token=not-a-real-token',
      ready: (page) => expect(page.getByText('Link not valid')).toBeVisible(),
    },
  ],
  '/company-setup': [
    {
      name: 'company-setup-create',
      who: 'nia',
      ready: (page) => visible(page.getByRole('tab', { name: 'Create New Company', selected: true })),
    },
    {
      name: 'company-setup-join',
      who: 'nia',
      ready: async (page) => {
        await page.getByRole('tab', { name: 'Join Existing Company' }).click();
        await expect(page.getByLabel('Company Code')).toBeVisible();
      },
    },
    {
      name: 'company-setup-pending',
      who: 'lou',
      ready: (page) => expect(page.getByText('Your request to join Wave Riders is pending')).toBeVisible(),
    },
  ],
  '/dashboard': [
    {
      name: 'dashboard-admin',
      who: 'ada',
      ready: async (page, world) => {
        await expect(page.getByText(world.companyCode, { exact: true })).toBeVisible();
        await visible(page.getByRole('listitem').filter({ hasText: world.lou.user.email }));
      },
    },
    {
      name: 'dashboard-member',
      who: 'mo',
      ready: (page) => visible(page.getByRole('button', { name: 'Join a Team' })),
    },
    {
      name: 'dashboard-next-up',
      who: 'kim',
      ready: (page) => visible(page.getByRole('link', { name: /^Recognise / })),
    },
    {
      name: 'notifications-popover',
      who: 'kim',
      ready: async (page) => {
        await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
        await visible(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first());
      },
    },
  ],
  '/account': [
    { name: 'account', who: 'kim', ready: (page) => visible(page.getByRole('list', { name: 'Sessions' })) },
  ],
  '/teams': [
    { name: 'teams', who: 'kim', ready: (page) => visible(page.getByRole('link', { name: 'Night Owls' })) },
  ],
  '/teams/:id': [
    {
      name: 'team',
      who: 'ada',
      url: (world) => `/teams/${world.reefId}`,
      ready: (page) => visible(page.getByRole('combobox', { name: 'Person' })),
    },
    {
      name: 'team-edit',
      who: 'ada',
      url: (world) => `/teams/${world.reefId}`,
      ready: async (page) => {
        await page.getByRole('button', { name: 'Edit team' }).click();
        await visible(page.getByRole('dialog', { name: 'Edit the team' }));
      },
    },
  ],
  '/strategy': [
    {
      name: 'strategy-empty',
      who: 'kim',
      ready: (page) => visible(page.getByRole('heading', { name: 'No strategy yet' })),
    },
    {
      name: 'strategy-form',
      who: 'ada',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Write the strategy' }).click();
        await visible(page.getByRole('dialog', { name: 'Strategy on a page' }));
      },
    },
    {
      name: 'strategy-decisions-empty',
      who: 'kim',
      url: () => '/strategy?tab=decisions',
      ready: (page) => visible(page.getByRole('heading', { name: 'No decision records yet' })),
    },
    {
      name: 'strategy-ideas',
      who: 'kim',
      url: () => '/strategy?tab=ideas',
      ready: (page) => visible(page.getByRole('heading', { name: 'No ideas yet' })),
    },
  ],
  '/value': [
    {
      name: 'value-empty',
      who: 'kim',
      ready: (page) => visible(page.getByRole('heading', { name: 'No canvas yet' })),
    },
    {
      name: 'value-canvas-form',
      who: 'kim',
      ready: async (page) => {
        await page.getByRole('button', { name: 'New canvas' }).click();
        await visible(page.getByRole('dialog', { name: 'New Lean Canvas' }));
      },
    },
    {
      name: 'value-personas-empty',
      who: 'kim',
      url: () => '/value?tab=personas',
      ready: (page) => visible(page.getByRole('heading', { name: 'No persona yet' })),
    },
  ],
  '/collaboration': [
    {
      name: 'collaboration-connections',
      who: 'kim',
      ready: (page) => visible(page.getByRole('heading', { name: 'Meet someone from another team' })),
    },
    {
      name: 'collaboration-map',
      who: 'ada',
      url: () => '/collaboration?tab=map',
      ready: (page) => visible(page.getByRole('heading', { name: 'Your connections' })),
    },
  ],
  '/accountability': [
    {
      name: 'accountability-empty',
      who: 'sam',
      ready: async (page) => {
        await visible(page.getByRole('heading', { name: 'Driving Accountability', level: 1 }));
        await expect(page.getByText('No goals yet')).toBeVisible();
      },
    },
    {
      name: 'accountability',
      who: 'kim',
      ready: (page) => visible(page.getByRole('link', { name: 'Ship the self-serve sign-up' })),
    },
    {
      name: 'accountability-alignment',
      who: 'kim',
      url: () => '/accountability?view=alignment',
      ready: (page) => visible(page.getByRole('link', { name: 'Double our paying customers' })),
    },
    {
      name: 'goal-form',
      who: 'kim',
      url: () => '/accountability?create=1',
      ready: (page) => visible(page.getByRole('dialog', { name: 'Set a goal' })),
    },
  ],
  '/goals/:id': [
    {
      name: 'goal',
      who: 'kim',
      url: (world) => `/goals/${world.teamGoalId}`,
      ready: (page) => expect(page.getByText('Design review slipped a week.')).toBeVisible(),
    },
    {
      name: 'goal-check-in',
      who: 'kim',
      url: (world) => `/goals/${world.teamGoalId}`,
      ready: async (page) => {
        await page.getByRole('button', { name: 'Check in' }).first().click();
        await visible(page.getByRole('dialog', { name: /^Check in on/ }));
      },
    },
  ],
  '/execution': [
    { name: 'execution', who: 'kim', ready: (page) => visible(page.getByRole('heading', { level: 1 })) },
    {
      // Reef Crew's board, made on this first open, empty: its columns and what to do first.
      name: 'execution-board',
      who: 'kim',
      url: (world) => `/execution?tab=board&team=${world.reefId}`,
      ready: (page) => visible(page.getByRole('heading', { name: 'To do' })),
    },
    {
      name: 'execution-focus',
      who: 'mo',
      url: () => '/execution?tab=focus',
      ready: (page) => visible(page.getByRole('heading', { name: 'Plan your first focus block' })),
    },
    {
      name: 'execution-habits',
      who: 'mo',
      url: () => '/execution?tab=habits',
      ready: (page) => visible(page.getByRole('heading', { name: 'Start your first habit' })),
    },
    {
      name: 'execution-standups',
      who: 'kim',
      url: () => '/execution?tab=standups',
      ready: (page) =>
        expect(
          page.getByRole('region', { name: /^Answered/ }).getByText('Waiting on the payment provider'),
        ).toBeVisible(),
    },
  ],
  '/communication': [
    {
      name: 'communication-one-on-ones',
      who: 'kim',
      ready: (page) => visible(page.getByRole('link', { name: 'Open the 1:1 with Mo Rivera' })),
    },
    {
      name: 'communication-feedback',
      who: 'kim',
      url: () => '/communication?tab=feedback',
      ready: (page) => expect(page.getByText('Your demo to the harbour office was clear.')).toBeVisible(),
    },
    {
      name: 'communication-reviews',
      who: 'kim',
      url: () => '/communication?tab=reviews',
      ready: (page) => visible(page.getByRole('region', { name: 'About you' })),
    },
  ],
  '/communication/one-on-ones/:id': [
    {
      name: 'one-on-one',
      who: 'kim',
      url: (world) => `/communication/one-on-ones/${world.oneOnOneId}`,
      ready: (page) => expect(page.getByText('Check the launch plan')).toBeVisible(),
    },
  ],
  '/people': [
    {
      name: 'people-admin',
      who: 'ada',
      ready: (page) => visible(page.getByRole('combobox', { name: 'Role of Kim Nakamura' })),
    },
    {
      name: 'people-member',
      who: 'kim',
      ready: (page) => visible(page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })),
    },
  ],
  '/people/:id': [
    {
      name: 'person',
      who: 'kim',
      url: (world) => `/people/${world.mo.user.id}`,
      ready: (page) => visible(page.getByRole('list', { name: 'Kudos received' })),
    },
  ],
  '/learning': [
    {
      name: 'learning-level',
      who: 'mo',
      ready: async (page) => {
        await expect(page.getByText('Engineering, Junior')).toBeVisible();
        await expect(page.getByRole('article', { name: 'Craft', exact: true })).toContainText(
          'Your rating: Developing',
        );
      },
    },
    {
      name: 'learning-plan',
      who: 'mo',
      url: () => '/learning?tab=plan',
      ready: (page) => visible(page.getByRole('link', { name: 'On your 1:1 with Kim Nakamura' })),
    },
    {
      name: 'learning-journal',
      who: 'mo',
      url: () => '/learning?tab=journal',
      ready: (page) => expect(page.getByText('The launch went better than I feared.')).toBeVisible(),
    },
    {
      name: 'learning-library',
      who: 'kim',
      url: () => '/learning?tab=library',
      ready: (page) => visible(page.getByRole('article', { name: /^Pairing for payments/ })),
    },
    {
      name: 'learning-people',
      who: 'ada',
      url: () => '/learning?tab=people',
      ready: (page) =>
        expect(page.getByRole('listitem').filter({ hasText: 'Mo Rivera' })).toContainText(
          'Engineering, Junior',
        ),
    },
    {
      name: 'learning-tracks',
      who: 'ada',
      url: () => '/learning?tab=tracks',
      ready: (page) => visible(page.getByRole('button', { name: 'Edit what each level asks' })),
    },
  ],
  '/purpose': [
    {
      name: 'purpose-map',
      who: 'kim',
      ready: (page) =>
        expect(page.getByRole('article', { name: 'Reef Crew' })).toContainText('We make paying us easy.'),
    },
    {
      name: 'purpose-contributions',
      who: 'mo',
      url: () => '/purpose?tab=contributions',
      ready: (page) => expect(page.getByText('Kudos from Kim Nakamura')).toBeVisible(),
    },
    {
      name: 'purpose-values',
      who: 'kim',
      url: () => '/purpose?tab=values',
      ready: (page) =>
        expect(page.getByRole('table', { name: 'Ownership: mean score and kudos per period' })).toContainText(
          'of 5',
        ),
    },
    {
      name: 'purpose-path',
      who: 'mo',
      url: () => '/purpose?tab=path',
      ready: (page) => expect(page.getByText('You are Junior on Engineering.')).toBeVisible(),
    },
  ],
  '/notifications': [
    {
      name: 'notifications-page',
      who: 'kim',
      ready: async (page) => {
        await visible(page.getByRole('heading', { name: 'Notifications', level: 1 }));
        await expect(page.getByText(/Wave Riders was approved/)).toBeVisible();
      },
    },
  ],
  '/settings': [
    {
      name: 'settings-member',
      who: 'sam',
      ready: async (page) => {
        await expect(page.getByText('Only admins can change company settings')).toBeVisible();
        await expect(
          page.getByText('Your company has no values yet. An admin can add them here.'),
        ).toBeVisible();
      },
    },
    {
      name: 'settings-admin',
      who: 'ada',
      ready: async (page) => {
        await expect(page.getByRole('list', { name: 'Company values' }).getByRole('listitem')).toHaveCount(2);
        await expect(page.getByLabel('Company Name')).toHaveValue('Wave Riders');
      },
    },
  ],
  '/culture': [
    {
      name: 'culture',
      who: 'kim',
      ready: (page) =>
        expect(page.getByText('Stayed late to fix the board before the launch.')).toBeVisible(),
    },
    {
      name: 'culture-values',
      who: 'kim',
      url: () => '/culture?tab=values',
      ready: (page) => expect(page.getByText('1 kudos in the last 90 days')).toBeVisible(),
    },
    {
      name: 'culture-metrics',
      who: 'ada',
      url: () => '/culture?tab=metrics',
      ready: (page) => visible(page.getByRole('region', { name: 'Breadth of recognition' })),
    },
    {
      name: 'kudos-composer',
      who: 'kim',
      url: () => '/culture?give=1',
      ready: (page) => visible(page.getByRole('combobox', { name: 'People to recognise' })),
    },
  ],
  '/wellbeing': [
    {
      name: 'wellbeing',
      who: 'kim',
      ready: async (page) => {
        await visible(page.getByRole('heading', { name: 'Well-Being & Energy', level: 1 }));
        await expect(
          page.getByText('You already checked in today. A second check-in replaces the first.'),
        ).toBeVisible();
      },
    },
    {
      name: 'wellbeing-pulse',
      who: 'kim',
      url: () => '/wellbeing?tab=pulse',
      ready: (page) => visible(page.getByRole('button', { name: 'Send my answers' })),
    },
  ],
  '/stress': [
    {
      name: 'stress',
      who: 'kim',
      ready: (page) =>
        expect(page.getByRole('table', { name: 'Stress and workload: Your company' })).not.toContainText(
          'Hidden',
        ),
    },
  ],
  '/analytics': [
    {
      name: 'analytics',
      who: 'ada',
      ready: (page) =>
        expect(page.getByRole('table', { name: 'eNPS: The whole company' })).not.toContainText('Hidden'),
    },
  ],
  '*': [
    {
      name: 'not-found',
      who: null,
      url: () => '/no-such-page',
      ready: (page) => expect(page.getByText('Oops! Page not found')).toBeVisible(),
    },
  ],
};

/**
 * Every path of the app with its code (src/web/app-pages.ts, as the build wrote it down). The build's
 * table leaves out `/` and the catch-all, which have no chunks to preload: they are added here.
 */
function appPaths(): Map<string, string> {
  const file = path.resolve(import.meta.dirname, '../../dist/web/.vite/routes.json');
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const paths = new Map<string, string>([['/', 'pages/landing.tsx']]);
  for (const [route, files] of Object.entries(routes)) paths.set(route, files.at(-1)!);
  paths.set('*', 'pages/not-found.tsx');
  return paths;
}

/** The screens to walk, in the app's order, and the pages not walked with the reason why. */
function plan(): { screens: Screen[]; notWalked: string[] } {
  const screens: Screen[] = [];
  const notWalked: string[] = [];
  const walkedCode = new Map<string, string>();
  for (const [route, code] of appPaths()) {
    const known = walks[route];
    const sameAs = walkedCode.get(code);
    if (!known && sameAs) {
      notWalked.push(`${route}: the same page (${code}) as ${sameAs}, walked`);
      continue;
    }
    if (!known && route.includes(':')) {
      throw new Error(`${route}: no way to reach it in the accessibility walk; add it to \`walks\``);
    }
    walkedCode.set(code, route);
    screens.push(
      ...(
        known ?? [
          {
            name: route.slice(1).replaceAll('/', '-'),
            who: 'kim',
            ready: (page: Page) => visible(page.getByRole('heading', { level: 1 })),
          },
        ]
      ).map((screen) => ({ ...screen, url: screen.url ?? (() => route) })),
    );
  }
  for (const route of Object.keys(walks)) {
    if (!appPaths().has(route)) throw new Error(`${route} is walked but is no page of the app`);
  }
  return { screens, notWalked };
}

async function signUp(request: APIRequestContext, fullName: string): Promise<Session> {
  const email = uniqueEmail(fullName);
  return call<Session>(request, 'POST', '/auth/signup', undefined, { email, password: PASSWORD, fullName });
}

async function approve(request: APIRequestContext, admin: Session, requester: Session) {
  const pending = await call<JoinRequestForReview[]>(
    request,
    'GET',
    '/join-requests?status=pending',
    admin.access_token,
  );
  const joinRequest = pending.find((r) => r.user.email === requester.user.email);
  if (!joinRequest) throw new Error(`no pending request from ${requester.user.email}`);
  await call(request, 'POST', `/join-requests/${joinRequest.id}/approve`, admin.access_token);
}

/** Seeds, through the API and the server's database, the state that every screen shows. */
async function seedWorld(request: APIRequestContext): Promise<World> {
  const post = <T>(who: Session, route: string, data?: unknown) =>
    call<T>(request, 'POST', route, who.access_token, data);
  const [ada, kim, mo, lou, nia, sam, lee] = await Promise.all(
    ['Ada Lovelace', 'Kim Nakamura', 'Mo Rivera', 'Lou Martin', 'Nia Okafor', 'Sam Reyes', 'Lee Park'].map(
      (name) => signUp(request, name),
    ),
  );
  const { company } = await post<{ company: CreatedCompany }>(ada!, '/companies', { name: 'Wave Riders' });
  // The walk's company is small: a threshold of 3 (its first period's is set below).
  await call(request, 'PATCH', '/pulse/settings', ada!.access_token, { threshold: 3 });
  for (const person of [kim!, mo!, lou!]) {
    await post(person, '/join-requests', { companyCode: company.companyCode });
  }
  await approve(request, ada!, kim!);
  await approve(request, ada!, mo!);
  const { company: stillWater } = await post<{ company: CreatedCompany }>(lee!, '/companies', {
    name: 'Still Water',
  });
  await post(sam!, '/join-requests', { companyCode: stillWater.companyCode });
  await approve(request, lee!, sam!);

  const { team: reef } = await post<{ team: { id: string } }>(ada!, '/teams', {
    name: 'Reef Crew',
    leadIds: [kim!.user.id],
  });
  await post(ada!, '/teams', { name: 'Night Owls', joinPolicy: 'closed' });

  // Goals: a company goal, and the lead's team goal supporting it, checked in on once.
  const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
  const period = { startsOn: day(-30), dueOn: day(60) };
  type Goal = { goal: { id: string; keyResults: { id: string }[] } };
  const { goal: companyGoal } = await post<Goal>(ada!, '/goals', {
    level: 'company',
    title: 'Double our paying customers',
    ...period,
    keyResults: [{ title: 'Paying customers', kind: 'number', startValue: 100, targetValue: 200 }],
  });
  const { goal: teamGoal } = await post<Goal>(kim!, '/goals', {
    level: 'team',
    teamId: reef.id,
    title: 'Ship the self-serve sign-up',
    description: 'New customers sign up and pay without talking to sales.',
    ...period,
    parentIds: [companyGoal.id],
    keyResults: [
      { title: 'Conversion rate', kind: 'percent', startValue: 2, targetValue: 5 },
      { title: 'Launched', kind: 'binary' },
    ],
  });
  await post(kim!, `/goals/${teamGoal.id}/check-ins`, {
    status: 'at_risk',
    confidence: 6,
    note: 'Design review slipped a week.',
    values: [{ keyResultId: teamGoal.keyResults[0]!.id, value: 3.1 }],
  });

  // A 1:1: Kim proposes a weekly one to Mo, who accepts; both add a point, and Kim an action item.
  const { oneOnOne } = await post<{ oneOnOne: { id: string } }>(kim!, '/one-on-ones', {
    partnerId: mo!.user.id,
    cadence: 'weekly',
    weekday: 3,
    localTime: '10:00',
    startsOn: day(0),
  });
  await post(mo!, `/one-on-ones/${oneOnOne.id}/accept`);
  await post(kim!, `/one-on-ones/${oneOnOne.id}/points`, { text: 'Check the launch plan' });
  await post(mo!, `/one-on-ones/${oneOnOne.id}/points`, { text: 'Time off in August' });
  await post(kim!, '/action-items', {
    oneOnOneId: oneOnOne.id,
    ownerId: mo!.user.id,
    text: 'Draft the onboarding e-mails',
    dueOn: day(7),
  });

  // Feedback, a 360 and a communication style: Mo thanks Kim, Kim asks Mo and Ada for a 360, and
  // Mo says how he likes to talk (his profile shows it).
  await post(mo!, '/feedback', {
    recipientId: kim!.user.id,
    body: 'Your demo to the harbour office was clear.',
    visibility: 'recipient_and_leads',
  });
  await post(kim!, '/reviews', {
    raters: [
      { userId: mo!.user.id, group: 'peer' },
      { userId: ada!.user.id, group: 'peer' },
    ],
    questions: ['How clearly do I say what I expect?', 'How well do I listen?'],
    closesOn: day(14),
    shareWithLeads: false,
  });
  await call(request, 'PUT', '/me/style', mo!.access_token, {
    channel: 'written',
    timing: 'prepared',
    tone: 'direct',
    note: 'Send me the topic a day before.',
  });

  // Recognition: two values; Kim thanks Ada and Mo for the first, and Ada claps.
  for (const [name, description] of [
    ['Ownership', 'We finish what we start.'],
    ['Candor', 'We say it kindly, and we say it.'],
  ]) {
    await post(ada!, '/values', { name, description });
  }
  const { items: values } = await call<{ items: { id: string }[] }>(
    request,
    'GET',
    '/values',
    ada!.access_token,
  );
  const { kudos } = await post<{ kudos: { id: string } }>(kim!, '/kudos', {
    recipientIds: [ada!.user.id, mo!.user.id],
    message: 'Stayed late to fix the board before the launch.',
    valueId: values[0]!.id,
  });
  await call(request, 'PUT', `/kudos/${kudos.id}/reactions/clap`, ada!.access_token);

  // Standups: Kim turns on Reef Crew's standup (every day, so today is one) and answers it, blocked.
  await call(request, 'PUT', `/standups/${reef.id}`, kim!.access_token, {
    questions: [
      { text: 'What did you get done?', kind: 'done' },
      { text: 'What is next?', kind: 'next' },
      { text: 'Anything blocking you?', kind: 'blocked' },
    ],
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    digestTime: '16:00',
    paused: false,
  });
  await call(request, 'PUT', `/standups/${reef.id}/answer`, kim!.access_token, {
    answers: ['Reviewed the sign-up flow', 'Pricing page copy', 'Waiting on the payment provider'],
  });

  // Learning & Growth: Engineering, Mo on its first level, rated and shared; a growth item on the 1:1
  // with Kim; a course Kim added, saved by Mo; this week's tip; an entry of Mo's journal.
  type Track = { track: { id: string; levels: { id: string }[]; competencies: { id: string }[] } };
  const { track } = await post<Track>(ada!, '/career/tracks', {
    name: 'Engineering',
    description: 'Building and running the product.',
  });
  const { track: design } = await post<Track>(ada!, '/career/tracks', {
    // After Engineering by name: the Tracks tab opens on Engineering, the first.
    name: 'Product design',
    openToMoves: true,
  });
  await post(ada!, `/career/tracks/${design.id}/levels`, { name: 'Designer' });
  for (const [name, summary] of [
    ['Junior', 'Learns the craft with a mentor.'],
    ['Mid', 'Delivers on their own.'],
  ]) {
    await post(ada!, `/career/tracks/${track.id}/levels`, { name, summary });
  }
  let engineering = track;
  for (const name of ['Craft', 'Communication']) {
    ({ track: engineering } = await post<Track>(ada!, `/career/tracks/${track.id}/competencies`, { name }));
  }
  const [junior, mid] = engineering.levels;
  const [craft, communication] = engineering.competencies;
  for (const [competency, level, text] of [
    [craft!, junior!, 'Ships small changes with guidance.'],
    [craft!, mid!, 'Ships features on their own, tested and reviewed.'],
    [communication!, junior!, 'Says what they are working on.'],
    [communication!, mid!, 'Says what they are working on.'],
  ] as const) {
    await call(
      request,
      'PUT',
      `/career/tracks/${track.id}/competencies/${competency.id}/levels/${level.id}`,
      ada!.access_token,
      { text },
    );
  }
  await call(request, 'PUT', `/career/people/${mo!.user.id}/position`, ada!.access_token, {
    trackId: track.id,
    levelId: junior!.id,
  });
  await call(request, 'PUT', `/career/people/${mo!.user.id}/ratings/${craft!.id}`, mo!.access_token, {
    rating: 2,
    note: 'I still ask for help on every deploy.',
  });
  await call(request, 'PUT', '/career/me/sharing', mo!.access_token, { shared: true });
  const { item } = await post<{ item: { id: string } }>(mo!, '/growth-items', {
    kind: 'practise',
    title: 'Pair with Kim on the payment flow',
    dueOn: day(10),
    competencyId: craft!.id,
  });
  await post(mo!, `/growth-items/${item.id}/agenda`, { oneOnOneId: oneOnOne.id });
  const { resource } = await post<{ resource: { id: string } }>(kim!, '/resources', {
    title: 'Pairing for payments',
    url: 'https://www.example.com/courses/pairing-for-payments',
    kind: 'course',
    competencyIds: [craft!.id],
  });
  await post(mo!, `/resources/${resource.id}/save`);
  const {
    tips: { thisWeek },
  } = await call<{ tips: { thisWeek: string } }>(request, 'GET', '/learning-tips', kim!.access_token);
  await call(request, 'PUT', `/learning-tips/${craft!.id}/${thisWeek}`, kim!.access_token, {
    text: 'Ask for a review before you feel ready.',
  });
  await post(mo!, '/journal/entries', {
    body: 'The launch went better than I feared. Next time I ask for help sooner.',
    answersPrompt: true,
  });
  // Purpose & Alignment: the mission, and Reef Crew's purpose written by its lead.
  await call(request, 'PATCH', '/company', ada!.access_token, {
    mission: 'Make the ocean a place everyone can enjoy.',
  });
  await call(request, 'PUT', `/purpose/teams/${reef.id}`, kim!.access_token, {
    purpose: 'We make paying us easy.',
  });

  // Well-being: Kim checks in on two days; the company answers a pulse, which then closes.
  for (const [fromToday, mood] of [
    [-1, 3],
    [0, 4],
  ] as const) {
    await call(request, 'PUT', `/mood/${day(fromToday)}`, kim!.access_token, {
      mood,
      energy: 3,
      stress: 2,
      note: 'A calm day.',
    });
  }
  await call(request, 'GET', '/pulse', ada!.access_token);
  for (const [person, enps] of [
    [ada!, 9],
    [kim!, 7],
    [mo!, 4],
  ] as const) {
    await post(person, '/pulse/responses', {
      answers: { enps, workload: 3, stress: 2, recognition: 4, clarity: 4 },
    });
  }
  // Values in practice, run in the same period: three answers, sealed with it.
  for (const [person, score] of [
    [ada!, 4],
    [kim!, 5],
    [mo!, 3],
  ] as const) {
    await post(person, '/values-in-practice/responses', {
      scores: Object.fromEntries(values.map((value) => [value.id, score])),
    });
  }
  // The first period opened with the company, under the default threshold; the walk's company is
  // small, so its period is seeded as if the threshold had been 3 since it opened.
  await serverSql(
    `update pulse_periods set starts_on = starts_on - 7, ends_on = ends_on - 7, threshold = 3
     where company_id = (select company_id from user_roles where user_id = $1)`,
    [ada!.user.id],
  );
  // The job would seal it within ten minutes: its figures are decided then, once.
  await sealPulses();

  return {
    ada: ada!,
    kim: kim!,
    mo: mo!,
    lou: lou!,
    nia: nia!,
    sam: sam!,
    companyCode: company.companyCode,
    reefId: reef.id,
    teamGoalId: teamGoal.id,
    oneOnOneId: oneOnOne.id,
  };
}

const test = base.extend<object, { world: World }>({
  world: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      try {
        await use(await seedWorld(request));
      } finally {
        await request.dispose();
      }
    },
    // Seeding takes seconds, and minutes on a busy machine: its own time, not the first walk's.
    { scope: 'worker', timeout: 180_000 },
  ],
});

for (let walk = 0; walk < WALKS; walk += 1) {
  test(`every page has no serious or critical axe violation, nor anything wider than the screen (walk ${walk + 1} of ${WALKS})`, async ({
    page,
    world,
    allowConsoleError,
  }) => {
    // A dozen screens, each seen four times and analysed by axe twice: minutes on a busy machine.
    test.setTimeout(600_000);
    // The verify-email screen sends a token the server refuses (400), as a stale link would; the
    // single sign-on hand-off, a code.
    allowConsoleError(failedResource(400));
    const { screens, notWalked } = plan();
    test.info().annotations.push({ type: 'not walked', description: notWalked.join('; ') });
    // Every WALKS-th screen from this walk's first: each walk mixes visitors' and members' pages.
    const mine = screens.filter((_, index) => index % WALKS === walk);

    const checked: string[] = [];
    async function check(screen: string, turn: number) {
      await inEveryVariant(page, turn, async ({ size, viewport, scheme }, axe) => {
        await screenshot(page, `${screen}-${size}-${scheme}`);
        if (axe) {
          const { serious, passed } = await axeFindings(page);
          expect(passed, `axe ran its rules on ${screen}`).toBeGreaterThan(10);
          expect.soft(serious, `axe on ${screen}, ${scheme}, ${size}`).toEqual([]);
        }
        // Nothing wider than the screen: a page that scrolls sideways hides what is cut off.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect.soft(width, `the width of ${screen}, ${scheme}, ${size}`).toBeLessThanOrEqual(viewport.width);
      });
      checked.push(screen);
    }
    async function open(who: Who | null, url: string) {
      if (who) await storeSession(page, world[who]);
      else {
        await page.goto('/favicon.svg');
        await page.evaluate(() => localStorage.clear());
      }
      await page.goto(url);
    }

    for (const [index, screen] of mine.entries()) {
      await open(screen.who, screen.url!(world));
      await screen.ready(page, world);
      await check(screen.name, index + walk);
    }
    // The phone's menu, opened on a phone: the last walk's extra screen.
    const drawer = walk === WALKS - 1;
    if (drawer) {
      await page.setViewportSize({ width: 375, height: 812 });
      await open('kim', '/dashboard');
      await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await visible(menu);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settled(page);
        await screenshot(page, `mobile-drawer-375x812-${scheme}`);
        const { serious } = await axeFindings(page);
        expect.soft(serious, `axe on the phone's menu, ${scheme}`).toEqual([]);
      }
    }

    expect(checked).toEqual(mine.map((screen) => screen.name));
    expect(mine.length).toBeGreaterThan(0);
    // Every page has code of its own: none is left unwalked as the same page as another.
    expect(notWalked).toEqual([]);
  });
}
