import path from 'node:path';
import {
  call,
  expect,
  screenshotInPassing,
  screenshotsEverywhere,
  serverSql,
  storeSession,
  test,
  toast,
} from './fixtures';

/**
 * Pairs the company's current round as the server's sweep does within ten minutes (the product's own
 * job, on the server's database), then moves the round a week back, to its second week, as a browser
 * cannot hasten: "did you meet?" is asked then.
 */
async function pairAndMoveToSecondWeek(companyId: string) {
  const { connectPostgres } = await import('../../src/server/db/connect');
  const { pairRound } = await import('../../src/server/collaboration/connections/pair-job');
  const { roundStartOf } = await import('../../src/shared/connections-messages');
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with npm run test:e2e');
  const url = `postgres://postgres@/sos?host=${encodeURIComponent(path.join(dir, 'postgres'))}`;
  const database = await connectPostgres(url);
  try {
    // The sweep may have paired it already, once both had opted in: either way, one round.
    await pairRound(database.db, companyId, roundStartOf(new Date().toISOString().slice(0, 10)));
  } finally {
    await database.close();
  }
  await serverSql(
    `update connection_rounds set starts_on = (now() at time zone 'utc')::date - 7 where company_id = $1`,
    [companyId],
  );
}

test.describe('Connections', () => {
  test('two people of different teams opt in, are paired across teams, each sees the other and answers “did you meet?” once; one keeps a private list; the map shows the pairing', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
  }) => {
    // Several screens, each in light and dark on a desktop and a phone, with axe.
    test.setTimeout(600_000);
    const { admin, company } = await signedInAdmin();
    const adminToken = admin.session.access_token;
    const mo = await signUp('Mo Rivera');
    const kim = await signUp('Kim Nakamura');
    for (const person of [mo, kim]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    for (const [name, person] of [
      ['Reef', mo],
      ['Shore', kim],
    ] as const) {
      await call(request, 'POST', '/teams', adminToken, { name, leadIds: [person.session.user.id] });
    }

    // 1. Mo finds connections explained, and takes part.
    await storeSession(page, mo.session);
    await page.goto('/collaboration');
    await expect(page.getByRole('heading', { name: 'Collaboration & Connection', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Meet someone from another team', level: 2 }),
    ).toBeVisible();
    await expect(page.getByText('No round is over yet.', { exact: false })).toBeVisible();
    await screenshotInPassing(page, 'connections-join');
    await page.getByRole('button', { name: 'Take part' }).click();
    await expect(toast(page, 'You take part in connections')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your pair this round', level: 2 })).toBeVisible();
    await expect(page.getByText('You have no pair this round yet.', { exact: false })).toBeVisible();

    // 2. Kim takes part too; the round is paired: Mo and Kim, of two teams.
    await call(request, 'PUT', '/connections/settings', kim.session.access_token, { optedIn: true });
    await pairAndMoveToSecondWeek(company.id);

    // 3. Mo sees Kim and her team, and is asked whether they met.
    await page.reload();
    const pair = page.getByRole('region', { name: 'Your pair this round' });
    await expect(pair.getByRole('link', { name: 'See Kim Nakamura’s profile' })).toBeVisible();
    await expect(pair.getByText('Shore', { exact: true })).toBeVisible();
    const question = page.getByRole('group', { name: 'Did you meet?' });
    await expect(question).toBeVisible();
    await screenshotsEverywhere(page, 'connections-pair');
    await question.getByRole('button', { name: 'We met' }).click();
    await expect(toast(page, 'Thanks for answering')).toBeVisible();
    await expect(page.getByText('Thanks: your answer was counted.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Did you meet?' })).toHaveCount(0);

    // 4. Mo keeps a private list: the admin is on it, and is never told.
    const combobox = page.getByRole('combobox', { name: 'People not to pair me with' });
    await combobox.fill('Ada');
    await page.getByRole('option', { name: /Ada Admin/ }).click();
    await expect(page.getByRole('button', { name: 'Take Ada Admin off the list' })).toBeVisible();
    await screenshotsEverywhere(page, 'connections-list');

    // 5. Kim sees Mo and answers in turn; a second answer is not offered.
    await storeSession(page, kim.session);
    await page.goto('/collaboration');
    await expect(
      page
        .getByRole('region', { name: 'Your pair this round' })
        .getByRole('link', { name: 'See Mo Rivera’s profile' }),
    ).toBeVisible();
    await page
      .getByRole('group', { name: 'Did you meet?' })
      .getByRole('button', { name: 'Not this time' })
      .click();
    await expect(page.getByText('Thanks: your answer was counted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'We met' })).toHaveCount(0);

    // 6. Kim's map: Mo, by their pairing.
    await page.getByRole('tab', { name: 'Map' }).click();
    const links = page.getByRole('list', { name: 'How you are connected with Mo Rivera' });
    await expect(links.getByText('Paired', { exact: true })).toBeVisible();
    await screenshotInPassing(page, 'connections-map');

    // The admin's map: the teams are under the threshold, so no pair of teams shows.
    await storeSession(page, admin.session);
    await page.goto('/collaboration?tab=map');
    await expect(page.getByRole('heading', { name: 'Teams that rarely connect', level: 2 })).toBeVisible();
    await expect(page.getByText('Every pair of teams large enough to show', { exact: false })).toBeVisible();
    // Nothing told the admin they are on Mo's list: no notification of connections at all.
    const notifications = await call<{ items: { kind: string }[] }>(
      request,
      'GET',
      '/notifications',
      adminToken,
    );
    expect(notifications.items.filter((item) => item.kind.startsWith('connection'))).toEqual([]);
  });
});
