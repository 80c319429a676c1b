import type { APIRequestContext } from '@playwright/test';
import {
  call,
  expect,
  type Person,
  screenshotInPassing,
  screenshotsEverywhere,
  sealPulses,
  serverSql,
  storeSession,
  test,
  toast,
} from './fixtures';

/** A day `offset` days from today (YYYY-MM-DD, UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Goal = { goal: { id: string; keyResults: { id: string }[] } };

/** Values in practice's answers, as a colleague sends them from their own browser. */
async function assessValues(request: APIRequestContext, person: Person, scores: Record<string, number>) {
  const response = await request.post('/api/values-in-practice/responses', {
    headers: { authorization: `Bearer ${person.session.access_token}` },
    data: { scores },
  });
  expect(response.status(), `${person.fullName}’s answers`).toBe(201);
}

test.describe('Purpose & Alignment', () => {
  test('Mo finds their goal under the company goal it supports; Kim writes Reef Crew’s purpose; Mo’s check-in and kudos fill the contribution log, the kudos hidden from Kim; the values assessment, sealed, shows the company and withholds a team of two; the career path', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    // A dozen screens, each in light and dark on a desktop and a phone, with axe: minutes on a busy host.
    test.setTimeout(600_000);
    const { admin, company } = await signedInAdmin();
    const mo = await signUp('Mo Rivera');
    const kim = await signUp('Kim Nakamura');
    const others = [await signUp('Lou Bakker'), await signUp('Sam Okafor'), await signUp('Ivy Chen')];
    for (const person of [mo, kim, ...others]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    // Reef Crew: Kim leads it, Mo is in it; two people, fewer than the threshold of 5.
    const reef = await createTeam(admin, { name: 'Reef Crew', leadIds: [kim.session.user.id] });
    await call(request, 'POST', `/teams/${reef.id}/members`, admin.session.access_token, {
      userId: mo.session.user.id,
    });

    // Before anything is written: each tab says what will show, and who writes it.
    await storeSession(page, mo.session);
    await page.goto('/purpose');
    await expect(page.getByRole('heading', { name: 'Purpose & Alignment', level: 1 })).toBeVisible();
    await expect(page.getByText('The company has not written its mission yet.')).toBeVisible();
    await expect(page.getByText('An admin writes it in Settings.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No company goals yet' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Reef Crew' })).toContainText('No purpose written yet.');
    await screenshotsEverywhere(page, 'purpose-map-empty');
    await page.getByRole('tab', { name: 'Contributions' }).click();
    await expect(page.getByRole('heading', { name: 'Your contributions will show here' })).toBeVisible();
    await screenshotsEverywhere(page, 'purpose-contributions-empty');
    await page.getByRole('tab', { name: 'Values' }).click();
    await expect(page.getByRole('heading', { name: 'No company values yet' })).toBeVisible();
    await expect(page.getByText('An admin adds them in Settings.')).toBeVisible();
    await screenshotsEverywhere(page, 'purpose-values-empty');
    await page.getByRole('tab', { name: 'Career path' }).click();
    await expect(page.getByRole('heading', { name: 'You are not on a career track yet' })).toBeVisible();
    await screenshotsEverywhere(page, 'purpose-path-empty');

    // The admin writes the mission and two values, and sets a company goal; Kim's team goal and Mo's
    // personal goal support it.
    const adminToken = admin.session.access_token;
    await call(request, 'PATCH', '/company', adminToken, {
      mission: 'Make the ocean a place everyone can enjoy, safely.',
    });
    for (const [name, description] of [
      ['Ownership', 'We finish what we start.'],
      ['Candor', 'We say it kindly, and we say it.'],
    ]) {
      await call(request, 'POST', '/values', adminToken, { name, description });
    }
    const { items: values } = await call<{ items: { id: string; name: string }[] }>(
      request,
      'GET',
      '/values',
      adminToken,
    );
    const valueId = (name: string) => values.find((value) => value.name === name)!.id;
    const period = { startsOn: day(-10), dueOn: day(80) };
    const { goal: companyGoal } = await call<Goal>(request, 'POST', '/goals', adminToken, {
      level: 'company',
      title: 'Double our paying customers',
      ...period,
      keyResults: [{ title: 'Paying customers', kind: 'number', startValue: 100, targetValue: 200 }],
    });
    await call<Goal>(request, 'POST', '/goals', kim.session.access_token, {
      level: 'team',
      teamId: reef.id,
      title: 'Open a second beach',
      ...period,
      parentIds: [companyGoal.id],
      keyResults: [{ title: 'Second beach open', kind: 'binary' }],
    });
    const { goal: moGoal } = await call<Goal>(request, 'POST', '/goals', mo.session.access_token, {
      level: 'personal',
      title: 'Launch the surf school',
      ...period,
      parentIds: [companyGoal.id],
      keyResults: [{ title: 'Lessons booked', kind: 'number', startValue: 0, targetValue: 40 }],
    });

    // Mo's goal sits under the company goal it supports, marked as Mo's; Kim's beside it is not. Mo
    // opens the page again: what others wrote meanwhile shows on the next load.
    await page.goto('/purpose');
    await expect(page.getByText('Make the ocean a place everyone can enjoy, safely.')).toBeVisible();
    const valuesList = page.getByRole('region', { name: 'Our values' }).getByRole('listitem');
    await expect(valuesList).toHaveText(['Ownership', 'Candor']);
    const card = page.getByRole('article', { name: 'Double our paying customers' });
    const mine = card
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Launch the surf school' }) });
    await expect(mine).toContainText('Your goal');
    await expect(mine).toContainText('Mo Rivera');
    await expect(mine.getByRole('progressbar', { name: 'Progress of Launch the surf school' })).toBeVisible();
    const kims = card
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Open a second beach' }) });
    await expect(kims).toContainText('Kim Nakamura');
    await expect(kims).not.toContainText('Your goal');
    await expect(page.getByRole('link', { name: 'Launch the surf school' }).first()).toHaveAttribute(
      'href',
      `/goals/${moGoal.id}`,
    );
    await screenshotInPassing(page, 'purpose-map');

    // Kim, Reef Crew's lead, writes its purpose in the map's dialog.
    await storeSession(page, kim.session);
    await page.goto('/purpose');
    const reefCard = page.getByRole('article', { name: 'Reef Crew' });
    await expect(reefCard).toContainText('No purpose yet: say in one sentence what your team is for.');
    await reefCard.getByRole('button', { name: 'Edit the purpose of Reef Crew' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purpose of Reef Crew' });
    await dialog.getByLabel('Purpose').fill('We teach anyone to surf, safely, on every beach we open.');
    await screenshotsEverywhere(page, 'purpose-team-purpose');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Purpose saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(reefCard).toContainText('We teach anyone to surf, safely, on every beach we open.');
    await expect(reefCard.getByRole('button', { name: 'Edit the purpose of Reef Crew' })).toContainText(
      'Edit purpose',
    );
    // Everyone reads it; only its leads and the admins change it.
    await storeSession(page, mo.session);
    await page.goto('/purpose');
    await expect(page.getByRole('article', { name: 'Reef Crew' })).toContainText(
      'We teach anyone to surf, safely, on every beach we open.',
    );
    await expect(page.getByRole('button', { name: 'Edit the purpose of Reef Crew' })).toHaveCount(0);

    // Mo checks in, moving a key result; Kim thanks Mo with a value.
    await call(request, 'POST', `/goals/${moGoal.id}/check-ins`, mo.session.access_token, {
      status: 'on_track',
      confidence: 7,
      note: 'The first classes are full.',
      values: [{ keyResultId: moGoal.keyResults[0]!.id, value: 12 }],
    });
    await call(request, 'POST', '/kudos', kim.session.access_token, {
      recipientIds: [mo.session.user.id],
      message: 'You taught the whole beginners’ class on your own.',
      valueId: valueId('Candor'),
    });

    // Mo's contribution log: the kudos with its value, the check-in, and an entry added by hand.
    await page.getByRole('tab', { name: 'Contributions' }).click();
    const log = page.getByRole('region', { name: 'Contribution log' });
    const kudos = log.getByRole('listitem').filter({ hasText: 'Kudos from Kim Nakamura' });
    await expect(kudos).toContainText('Candor');
    await expect(kudos).toContainText('You taught the whole beginners’ class on your own.');
    const checkIn = log
      .getByRole('listitem')
      .filter({ hasText: 'Checked in on “Launch the surf school”: moved a key result' });
    await expect(checkIn.getByRole('link')).toHaveAttribute('href', new RegExp(`/goals/${moGoal.id}`));
    await page.getByRole('button', { name: 'Add an entry' }).click();
    const add = page.getByRole('dialog', { name: 'Add an entry' });
    await expect(add.getByLabel('Day')).toHaveValue(day(0));
    await add.getByLabel('What you did').fill('Ran the beach clean-up with the juniors');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Entry added')).toBeVisible();
    await expect(log.getByRole('listitem').filter({ hasText: 'Ran the beach clean-up' })).toBeVisible();
    // The kudos, hidden from Mo's leads.
    const eye = kudos.getByRole('button', { name: 'Hidden from your leads' });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await eye.click();
    await expect(toast(page, 'Hidden from your leads')).toBeVisible();
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await expect(kudos).toContainText('· Hidden from your leads');
    await expect(checkIn.getByRole('button', { name: 'Hidden from your leads' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await screenshotInPassing(page, 'purpose-contributions');

    // Kim picks Mo: the check-in and the entry added by hand, not the hidden kudos, and no controls.
    await storeSession(page, kim.session);
    await page.goto('/purpose?tab=contributions');
    await page.getByLabel('Whose log').selectOption({ label: 'Mo Rivera' });
    await expect(log.getByText('What Mo Rivera did, as it happened.', { exact: false })).toBeVisible();
    await expect(log.getByText('Checked in on “Launch the surf school”: moved a key result')).toBeVisible();
    await expect(log.getByText('Ran the beach clean-up with the juniors')).toBeVisible();
    await expect(log.getByText('Kudos from Kim Nakamura')).toHaveCount(0);
    await expect(log.getByText('You taught the whole beginners’ class on your own.')).toHaveCount(0);
    await expect(log.getByRole('button', { name: 'Hidden from your leads' })).toHaveCount(0);
    await expect(log.getByRole('button', { name: 'Add an entry' })).toHaveCount(0);
    await screenshotsEverywhere(page, 'purpose-contributions-lead');

    // Values in practice: Mo answers by keyboard, five colleagues through the API.
    await storeSession(page, mo.session);
    await page.goto('/purpose?tab=values');
    const form = page.getByRole('form', { name: 'This period’s assessment' });
    await expect(form.getByText('Your answers are anonymous')).toBeVisible();
    const ownership = form.getByRole('group', { name: 'We act on Ownership' });
    const candor = form.getByRole('group', { name: 'We act on Candor' });
    await expect(form.getByText('We say it kindly, and we say it.')).toBeVisible();
    await ownership.getByRole('radio', { name: '1, Rarely' }).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(ownership.getByRole('radio', { name: '4', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(candor.getByRole('radio', { name: '1, Rarely' })).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect(candor.getByRole('radio', { name: '5, Always' })).toBeChecked();
    await screenshotInPassing(page, 'purpose-values-form');
    await candor.getByRole('radio', { name: '5, Always' }).focus();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send my answers' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thanks: your answers are in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No results yet' })).toBeVisible();
    await screenshotsEverywhere(page, 'purpose-values-answered');
    // Ownership: 4 and 5, 4, 3, 4, 5 → 25 / 6 = 4.2; Candor: 5 and 3, 3, 4, 4, 3 → 22 / 6 = 3.7.
    for (const [person, ownershipScore, candorScore] of [
      [admin, 5, 3],
      [kim, 4, 3],
      [others[0]!, 3, 4],
      [others[1]!, 4, 4],
      [others[2]!, 5, 3],
    ] as const) {
      await assessValues(request, person, {
        [valueId('Ownership')]: ownershipScore,
        [valueId('Candor')]: candorScore,
      });
    }

    // A week passes: the period closes (the browser cannot hasten a calendar), and the seal publishes.
    await serverSql(
      `update pulse_periods set starts_on = starts_on - 7, ends_on = ends_on - 7
       where company_id = (select company_id from user_roles where user_id = $1)`,
      [admin.session.user.id],
    );
    await sealPulses();
    await page.reload();
    const ownershipTable = page.getByRole('table', { name: 'Ownership: mean score and kudos per period' });
    await expect(ownershipTable.getByRole('row')).toHaveCount(2);
    await expect(ownershipTable.getByRole('row').nth(1)).toContainText('4.2 of 5');
    await expect(ownershipTable.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('6');
    const candorTable = page.getByRole('table', { name: 'Candor: mean score and kudos per period' });
    await expect(candorTable.getByRole('row').nth(1)).toContainText('3.7 of 5');
    // A new period has opened: Mo is asked again.
    await expect(page.getByRole('form', { name: 'This period’s assessment' })).toBeVisible();
    await screenshotInPassing(page, 'purpose-values');
    // Reef Crew, two people: withheld, in the pulse's words.
    await page.getByLabel('Show results for').selectOption({ label: 'Reef Crew' });
    await expect(ownershipTable.getByRole('row').nth(1)).toContainText('Hidden: too few people answered');
    await expect(ownershipTable).not.toContainText('of 5');
    await expect(candorTable.getByRole('row').nth(1)).toContainText('Hidden: too few people answered');
    await screenshotsEverywhere(page, 'purpose-values-team');

    // The career path: Mo on Engineering's first level, what is above, and a track open to moves.
    type Track = { track: { id: string; levels: { id: string }[] } };
    const { track } = await call<Track>(request, 'POST', '/career/tracks', adminToken, {
      name: 'Engineering',
    });
    let levels: { id: string }[] = [];
    for (const [name, summary] of [
      ['Junior', 'Learns the craft with a mentor.'],
      ['Mid', 'Delivers on their own.'],
      ['Senior', 'Multiplies the team.'],
    ]) {
      ({
        track: { levels },
      } = await call<Track>(request, 'POST', `/career/tracks/${track.id}/levels`, adminToken, {
        name,
        summary,
      }));
    }
    const { track: design } = await call<Track>(request, 'POST', '/career/tracks', adminToken, {
      name: 'Design',
      description: 'Research, interaction and visual design.',
      openToMoves: true,
    });
    for (const name of ['Designer', 'Senior designer']) {
      await call(request, 'POST', `/career/tracks/${design.id}/levels`, adminToken, { name });
    }
    await call(request, 'PUT', `/career/people/${mo.session.user.id}/position`, adminToken, {
      trackId: track.id,
      levelId: levels[0]!.id,
    });
    await page.getByRole('tab', { name: 'Career path' }).click();
    await expect(page.getByText('You are Junior on Engineering.')).toBeVisible();
    const above = page.getByRole('region', { name: 'Levels above yours' }).getByRole('listitem');
    await expect(above).toHaveCount(2);
    await expect(above.nth(0)).toContainText('Mid');
    await expect(above.nth(0)).toContainText('Delivers on their own.');
    await expect(above.nth(1)).toContainText('Senior');
    const open = page.getByRole('region', { name: 'Tracks open to moves' }).getByRole('listitem');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText('Design');
    await expect(open).toContainText('Levels: Designer, Senior designer');
    await screenshotInPassing(page, 'purpose-path');
    await page.getByRole('link', { name: 'Compare your level with the next' }).click();
    await expect(page).toHaveURL('/learning');
    await expect(page.getByText('Engineering, Junior')).toBeVisible();
  });
});
