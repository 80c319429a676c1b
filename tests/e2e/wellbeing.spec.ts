import type { APIRequestContext } from '@playwright/test';
import { PULSE_QUESTIONS } from '../../src/shared/wellbeing-messages';
import {
  expect,
  type Person,
  screenshot,
  sealPulses,
  serverSql,
  storeSession,
  test,
  toast,
} from './fixtures';

/** Five answers through the API, as a colleague sends them from their own browser. */
async function answerPulse(request: APIRequestContext, person: Person, enps: number) {
  const response = await request.post('/api/pulse/responses', {
    headers: { authorization: `Bearer ${person.session.access_token}` },
    data: { answers: { enps, workload: 3, stress: 2, recognition: 4, clarity: 4 } },
  });
  expect(response.status()).toBe(201);
}

test.describe('well-being and the pulse', () => {
  test('a member checks in privately and answers the pulse from the dashboard; once the period is sealed the admin reads the company’s figures while a team of three stays hidden', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
    request,
  }) => {
    const { admin, company, page } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    const lou = await signUp('Lou Bakker');
    const sam = await signUp('Sam Okafor');
    const ivy = await signUp('Ivy Chen');
    for (const person of [kim, mo, lou, sam, ivy]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    // Reef: three people, fewer than the threshold of 5.
    await createTeam(admin, {
      name: 'Reef',
      leadIds: [kim.session.user.id, mo.session.user.id, lou.session.user.id],
    });

    // The admin looks at the pulse: this week's opened with the company, and everyone heard of it,
    // each as they joined.
    await page.goto('/wellbeing?tab=pulse');
    await expect(page.getByText('What is stored')).toBeVisible();

    // Kim checks in: only Kim will ever read it.
    await storeSession(page, kim.session);
    await page.goto('/wellbeing');
    await expect(page.getByRole('heading', { name: 'Well-Being & Energy', level: 1 })).toBeVisible();
    await expect(page.getByText('No check-ins yet')).toBeVisible();
    await page.getByRole('group', { name: 'Mood' }).getByRole('radio', { name: '4' }).check();
    await page.getByRole('group', { name: 'Energy' }).getByRole('radio', { name: '3' }).check();
    await page.getByRole('group', { name: 'Stress' }).getByRole('radio', { name: '2' }).check();
    await page.getByLabel('Note (optional)').fill('Slept well before the launch.');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await expect(toast(page, 'Check-in saved')).toBeVisible();
    await expect(
      page.getByText('You already checked in today. A second check-in replaces the first.'),
    ).toBeVisible();
    await screenshot(page, 'wellbeing-check-in');

    // The dashboard prompts Kim to answer the pulse, which Kim does by keyboard and mouse alike.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Answer the pulse' }).click();
    await expect(page).toHaveURL('/wellbeing?tab=pulse');
    const answers = { enps: '9', workload: '3', stress: '2', recognition: '4', clarity: '4' } as const;
    for (const [key, value] of Object.entries(answers)) {
      const question = page.getByRole('group', { name: PULSE_QUESTIONS[key as keyof typeof answers].text });
      await question.getByRole('radio', { name: new RegExp(`^${value}(,|$)`) }).check();
    }
    await screenshot(page, 'wellbeing-pulse');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await expect(page.getByText('Thanks — you answered this period’s pulse')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Answer the pulse' })).toHaveCount(0);

    // Five colleagues answer too: six people in all. eNPS: promoters 9, 10, 10; detractors 3, 6 → +17.
    for (const [person, enps] of [
      [admin, 10],
      [mo, 10],
      [lou, 7],
      [sam, 3],
      [ivy, 6],
    ] as const) {
      await answerPulse(request, person, enps);
    }

    // While the period is open, nothing is shown, not even to the admin.
    await storeSession(page, admin.session);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Insights & Analytics', level: 1 })).toBeVisible();
    await expect(page.getByText('No pulse results yet')).toBeVisible();

    // A week passes: the period closes (the browser cannot hasten a calendar).
    await serverSql(
      `update pulse_periods set starts_on = starts_on - 7, ends_on = ends_on - 7
       where company_id = (select company_id from user_roles where user_id = $1)`,
      [admin.session.user.id],
    );
    // Nothing shows until the period is sealed: its figures are decided then, once.
    await page.reload();
    await expect(page.getByText('No pulse results yet')).toBeVisible();
    await sealPulses();
    await page.reload();
    const enps = page.getByRole('table', { name: 'eNPS: The whole company' });
    await expect(enps).toContainText('+17');
    const heatmap = page.getByRole('table', { name: 'Stress by team and period' });
    await expect(heatmap.getByRole('row', { name: /Reef/ })).toContainText('Hidden: too few people answered');
    await screenshot(page, 'analytics');

    // Kim, on Reducing Stress: the company's figures, Reef hidden, and Kim's own check-in beside them.
    await storeSession(page, kim.session);
    await page.goto('/stress');
    await expect(page.getByRole('heading', { name: 'Reducing Personal Stress', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Stress and workload: Your company' })).not.toContainText(
      'Hidden',
    );
    await expect(page.getByRole('table', { name: 'Stress and workload: Reef' })).toContainText(
      'Hidden: too few people answered',
    );
    await screenshot(page, 'stress');
  });
});
