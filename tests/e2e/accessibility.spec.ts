import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Session } from '../../src/shared/api';
import { expect, screenshot, sealPulses, serverSql, storeSession, test } from './fixtures';

/**
 * Every screen, in light and dark, on a desktop and a phone: axe-core finds no serious or critical
 * violation, and each screen is saved to test-results/screenshots/<screen>-<size>-<scheme>.png.
 */
const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '375x812', viewport: { width: 375, height: 812 } },
] as const;
const schemes = ['light', 'dark'] as const;

/** Waits until nothing moves any more (tabs, drawers and toasts animate in), so colours are final. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

for (const scheme of schemes) {
  for (const size of sizes) {
    test.describe(`${scheme}, ${size.name}`, () => {
      test.use({ colorScheme: scheme, viewport: size.viewport });

      test(`every screen has no serious or critical axe violation (${scheme}, ${size.name})`, async ({
        page,
        signUp,
        createCompany,
        requestToJoin,
        approve,
        createTeam,
      }) => {
        // Some forty screens, each analysed by axe: minutes on a busy machine.
        test.setTimeout(480_000);
        const ada = await signUp('Ada Lovelace');
        const company = await createCompany(ada, 'Wave Riders');
        // The pulse's threshold is 3 before its first period opens: the walk's company is small.
        const settings = await page.request.patch('/api/pulse/settings', {
          headers: { authorization: `Bearer ${ada.session.access_token}` },
          data: { threshold: 3 },
        });
        expect(settings.status(), await settings.text()).toBe(200);
        const mo = await signUp('Mo Rivera');
        await requestToJoin(mo, company.companyCode);
        const kim = await signUp('Kim Nakamura');
        await requestToJoin(kim, company.companyCode);
        await approve(ada, kim);
        const nia = await signUp('Nia Okafor');
        const kimId = kim.session.user.id;
        const reef = await createTeam(ada, { name: 'Reef Crew', leadIds: [kimId] });
        await createTeam(ada, { name: 'Night Owls', joinPolicy: 'closed' });

        const checked: string[] = [];
        async function check(screen: string) {
          await settled(page);
          await screenshot(page, `${screen}-${size.name}-${scheme}`);
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.passes.length, `axe ran its rules on ${screen}`).toBeGreaterThan(10);
          const violations = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          expect.soft(violations, `axe on ${screen}, ${scheme}, ${size.name}`).toEqual([]);
          // Nothing wider than the screen: a page that scrolls sideways hides what is cut off.
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect
            .soft(width, `the width of ${screen}, ${scheme}, ${size.name}`)
            .toBeLessThanOrEqual(size.viewport.width);
          checked.push(screen);
        }
        async function as(session: Session | null, path: string) {
          if (session) await storeSession(page, session);
          else {
            await page.goto('/favicon.svg');
            await page.evaluate(() => localStorage.clear());
          }
          await page.goto(path);
        }

        await as(null, '/');
        await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
        await check('landing');

        await as(null, '/auth');
        await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
        await check('auth-sign-in');
        await page.getByRole('tab', { name: 'Sign Up' }).click();
        await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
        await check('auth-sign-up');

        await as(null, '/reset-password');
        await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
        await check('reset-password-request');
        await as(null, '/reset-password?token=not-a-real-token');
        await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
        await check('reset-password-new');

        await as(null, '/no-such-page');
        await expect(page.getByText('Oops! Page not found')).toBeVisible();
        await check('not-found');

        await as(nia.session, '/company-setup');
        await expect(page.getByRole('tab', { name: 'Create New Company', selected: true })).toBeVisible();
        await check('company-setup-create');
        await page.getByRole('tab', { name: 'Join Existing Company' }).click();
        await expect(page.getByLabel('Company Code')).toBeVisible();
        await check('company-setup-join');

        await as(mo.session, '/company-setup');
        await expect(page.getByText('Your request to join Wave Riders is pending')).toBeVisible();
        await check('company-setup-pending');

        await as(ada.session, '/dashboard');
        await expect(page.getByText(company.companyCode, { exact: true })).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: mo.email })).toBeVisible();
        await check('dashboard-admin');

        await as(kim.session, '/dashboard');
        await expect(page.getByRole('button', { name: 'Join a Team' })).toBeVisible();
        await check('dashboard-member');

        await as(kim.session, '/account');
        await expect(page.getByRole('list', { name: 'Sessions' })).toBeVisible();
        await check('account');

        await as(kim.session, '/teams');
        await expect(page.getByRole('link', { name: 'Night Owls' })).toBeVisible();
        await check('teams');

        await as(ada.session, `/teams/${reef.id}`);
        await expect(page.getByRole('combobox', { name: 'Person' })).toBeVisible();
        await check('team');
        await page.getByRole('button', { name: 'Edit team' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit the team' })).toBeVisible();
        await check('team-edit');

        await as(kim.session, '/strategy');
        await expect(page.getByText('Coming Soon')).toBeVisible();
        await check('coming-soon');

        await as(kim.session, '/accountability');
        await expect(page.getByRole('heading', { name: 'Driving Accountability', level: 1 })).toBeVisible();
        await expect(page.getByText('No goals yet')).toBeVisible();
        await check('accountability-empty');

        // Goals: a company goal, and the lead's team goal supporting it, checked in on once.
        const api = async (session: Session, route: string, data: unknown) => {
          const answer = await page.request.post(route, {
            headers: { authorization: `Bearer ${session.access_token}` },
            data,
          });
          expect(answer.status(), `${route}: ${await answer.text()}`).toBe(201);
          return (await answer.json()) as { goal: { id: string; keyResults: { id: string }[] } };
        };
        const today = Date.now();
        const period = {
          startsOn: new Date(today - 30 * 86_400_000).toISOString().slice(0, 10),
          dueOn: new Date(today + 60 * 86_400_000).toISOString().slice(0, 10),
        };
        const { goal: companyGoal } = await api(ada.session, '/api/goals', {
          level: 'company',
          title: 'Double our paying customers',
          ...period,
          keyResults: [{ title: 'Paying customers', kind: 'number', startValue: 100, targetValue: 200 }],
        });
        const { goal: teamGoal } = await api(kim.session, '/api/goals', {
          level: 'team',
          teamId: reef.id,
          title: 'Ship the self-serve sign-up',
          ...period,
          parentIds: [companyGoal.id],
          keyResults: [
            { title: 'Conversion rate', kind: 'percent', startValue: 2, targetValue: 5 },
            { title: 'Launched', kind: 'binary' },
          ],
        });
        await api(kim.session, `/api/goals/${teamGoal.id}/check-ins`, {
          status: 'at_risk',
          confidence: 6,
          note: 'Design review slipped a week.',
          values: [{ keyResultId: teamGoal.keyResults[0]!.id, value: 3.1 }],
        });

        await as(kim.session, '/accountability');
        await expect(page.getByRole('link', { name: 'Ship the self-serve sign-up' })).toBeVisible();
        await check('accountability');
        await as(kim.session, '/accountability?view=alignment');
        await expect(page.getByRole('link', { name: 'Double our paying customers' })).toBeVisible();
        await check('accountability-alignment');

        await as(kim.session, `/goals/${teamGoal.id}`);
        await expect(page.getByText('Design review slipped a week.')).toBeVisible();
        await check('goal');
        await page.getByRole('button', { name: 'Check in' }).first().click();
        await expect(page.getByRole('dialog', { name: /^Check in on/ })).toBeVisible();
        await check('goal-check-in');
        await as(kim.session, '/accountability?create=1');
        await expect(page.getByRole('dialog', { name: 'Set a goal' })).toBeVisible();
        await check('goal-form');

        await as(ada.session, '/people');
        await expect(page.getByRole('combobox', { name: 'Role of Kim Nakamura' })).toBeVisible();
        await check('people-admin');

        await as(kim.session, '/people');
        await expect(page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toBeVisible();
        await check('people-member');
        await as(kim.session, '/dashboard');
        await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
        await expect(
          page.getByRole('dialog', { name: 'Notifications' }).getByText(/Wave Riders was approved/),
        ).toBeVisible();
        await check('notifications-popover');

        await as(kim.session, '/notifications');
        await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
        await expect(page.getByText(/Wave Riders was approved/)).toBeVisible();
        await check('notifications-page');

        await as(kim.session, '/settings');
        await expect(page.getByText('Only admins can change company settings')).toBeVisible();
        await expect(
          page.getByText('Your company has no values yet. An admin can add them here.'),
        ).toBeVisible();
        await check('settings-member');

        for (const [name, description] of [
          ['Ownership', 'We finish what we start.'],
          ['Candor', 'We say it kindly, and we say it.'],
        ]) {
          const added = await page.request.post('/api/values', {
            headers: { authorization: `Bearer ${ada.session.access_token}` },
            data: { name, description },
          });
          expect(added.status()).toBe(201);
        }
        await as(ada.session, '/settings');
        await expect(page.getByRole('list', { name: 'Company values' }).getByRole('listitem')).toHaveCount(2);
        await expect(page.getByLabel('Company Name')).toHaveValue('Wave Riders');
        await check('settings-admin');

        // Recognition: Kim thanks Ada and Mo for a value, and Ada reacts.
        const valueList = await page.request.get('/api/values', {
          headers: { authorization: `Bearer ${ada.session.access_token}` },
        });
        const { items: valueItems } = (await valueList.json()) as { items: { id: string }[] };
        await approve(ada, mo);
        const given = await page.request.post('/api/kudos', {
          headers: { authorization: `Bearer ${kim.session.access_token}` },
          data: {
            recipientIds: [ada.session.user.id, mo.session.user.id],
            message: 'Stayed late to fix the board before the launch.',
            valueId: valueItems[0]!.id,
          },
        });
        expect(given.status(), await given.text()).toBe(201);
        const { kudos } = (await given.json()) as { kudos: { id: string } };
        const reacted = await page.request.put(`/api/kudos/${kudos.id}/reactions/clap`, {
          headers: { authorization: `Bearer ${ada.session.access_token}` },
        });
        expect(reacted.status()).toBe(200);

        await as(kim.session, '/culture');
        await expect(page.getByText('Stayed late to fix the board before the launch.')).toBeVisible();
        await check('culture');
        await as(kim.session, '/culture?tab=values');
        await expect(page.getByText('1 kudos in the last 90 days')).toBeVisible();
        await check('culture-values');
        await as(ada.session, '/culture?tab=metrics');
        await expect(page.getByRole('region', { name: 'Breadth of recognition' })).toBeVisible();
        await check('culture-metrics');
        await as(kim.session, '/culture?give=1');
        await expect(page.getByRole('combobox', { name: 'People to recognise' })).toBeVisible();
        await check('kudos-composer');
        await as(kim.session, `/people/${mo.session.user.id}`);
        await expect(page.getByRole('list', { name: 'Kudos received' })).toBeVisible();
        await check('person');

        // Well-being: Kim checks in on two days; the company answers a pulse, which then closes.
        const bearer = (person: { session: Session }) => ({
          authorization: `Bearer ${person.session.access_token}`,
        });
        const day = (daysAgo: number) =>
          new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
        for (const [daysAgo, mood] of [
          [1, 3],
          [0, 4],
        ] as const) {
          const checkedIn = await page.request.put(`/api/mood/${day(daysAgo)}`, {
            headers: bearer(kim),
            data: { mood, energy: 3, stress: 2, note: 'A calm day.' },
          });
          expect(checkedIn.status(), await checkedIn.text()).toBe(200);
        }
        expect((await page.request.get('/api/pulse', { headers: bearer(ada) })).status()).toBe(200);
        for (const [person, enps] of [
          [ada, 9],
          [kim, 7],
          [mo, 4],
        ] as const) {
          const answered = await page.request.post('/api/pulse/responses', {
            headers: bearer(person),
            data: { answers: { enps, workload: 3, stress: 2, recognition: 4, clarity: 4 } },
          });
          expect(answered.status(), await answered.text()).toBe(201);
        }
        await serverSql(
          `update pulse_periods set starts_on = starts_on - 7, ends_on = ends_on - 7
           where company_id = (select company_id from user_roles where user_id = $1)`,
          [ada.session.user.id],
        );
        // The job would seal it within ten minutes: its figures are decided then, once.
        await sealPulses();

        await as(kim.session, '/wellbeing');
        await expect(page.getByRole('heading', { name: 'Well-Being & Energy', level: 1 })).toBeVisible();
        await expect(
          page.getByText('You already checked in today. A second check-in replaces the first.'),
        ).toBeVisible();
        await check('wellbeing');
        await as(kim.session, '/wellbeing?tab=pulse');
        await expect(page.getByRole('button', { name: 'Send my answers' })).toBeVisible();
        await check('wellbeing-pulse');
        await as(kim.session, '/stress');
        await expect(
          page.getByRole('table', { name: 'Stress and workload: Your company' }),
        ).not.toContainText('Hidden');
        await check('stress');
        await as(ada.session, '/analytics');
        await expect(page.getByRole('table', { name: 'eNPS: The whole company' })).not.toContainText(
          'Hidden',
        );
        await check('analytics');

        if (size.viewport.width < 768) {
          await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await check('mobile-drawer');
        }

        expect(checked.length).toBe(size.viewport.width < 768 ? 38 : 37);
      });
    });
  }
}
