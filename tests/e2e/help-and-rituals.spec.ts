import {
  call,
  expect,
  screenshotInPassing,
  screenshotsEverywhere,
  storeSession,
  test,
  toast,
} from './fixtures';

test.describe('Ask for help and rituals', () => {
  test('a person offers Postgres on their Learning page; a colleague asks for help tagged postgres and sees them suggested; they answer; the team’s lead adds a retro from its template, which shows on the team’s page and in the calendar feed', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
  }) => {
    // Several screens, each in light and dark on a desktop and a phone, with axe: minutes on a busy host.
    test.setTimeout(600_000);
    const { admin, company } = await signedInAdmin();
    const adminToken = admin.session.access_token;
    const mo = await signUp('Mo Rivera');
    const kim = await signUp('Kim Nakamura');
    for (const person of [mo, kim]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    const team = await call<{ team: { id: string } }>(request, 'POST', '/teams', adminToken, {
      name: 'Reef Crew',
      leadIds: [kim.session.user.id],
    });
    await call(request, 'POST', `/teams/${team.team.id}/members`, adminToken, { userId: mo.session.user.id });

    // 1. Mo offers Postgres on the Learning page's first tab, which says the company sees it.
    await storeSession(page, mo.session);
    await page.goto('/learning');
    await expect(page.getByRole('heading', { name: 'I can help with' })).toBeVisible();
    await expect(page.getByText('The whole company sees this list', { exact: false })).toBeVisible();
    await page.getByLabel('Add a skill').fill('Postgres');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Skills saved')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Skills you offer' })).toContainText('Postgres');
    await screenshotsEverywhere(page, 'help-skills');

    // 2. Kim finds an empty board that teaches, asks for help tagged postgres, and sees Mo suggested.
    await storeSession(page, kim.session);
    await page.goto('/collaboration');
    await expect(page.getByRole('heading', { name: 'Collaboration & Connection', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Ask for help' }).click();
    await expect(page.getByRole('heading', { name: 'No open requests' })).toBeVisible();
    await screenshotsEverywhere(page, 'help-empty');
    await page.getByRole('button', { name: 'Ask for help' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask the company for help' });
    await ask.getByLabel('What do you need help with?').fill('The reports query takes 9 seconds');
    await ask.getByLabel('Details (optional)').fill('It scans the whole bookings table.');
    await ask.getByLabel('Tags (optional)').fill('postgres, performance');
    await ask.getByRole('button', { name: 'Post request' }).click();
    // The new request opens in its dialog at once (a modal dialog hides the toaster from the tree).
    const opened = page.getByRole('dialog', { name: 'The reports query takes 9 seconds' });
    await expect(opened.getByText('People who may help')).toBeVisible();
    await expect(opened.getByText('Mo Rivera')).toBeVisible();
    await expect(opened.getByText(': offers Postgres')).toBeVisible();
    await screenshotsEverywhere(page, 'help-request');

    // 3. Mo answers from the board; Kim sees the answer, with a 1:1 or kudos in one click.
    await storeSession(page, mo.session);
    await page.goto('/collaboration?tab=help');
    await page.getByRole('button', { name: 'Open “The reports query takes 9 seconds”' }).click();
    const answering = page.getByRole('dialog', { name: 'The reports query takes 9 seconds' });
    await answering
      .getByRole('textbox', { name: 'Your answer', exact: true })
      .fill('An index on bookings (day) fixes it.');
    await answering.getByRole('button', { name: 'Answer', exact: true }).click();
    const first = answering.getByRole('listitem').filter({ hasText: 'An index on bookings (day) fixes it.' });
    await expect(first).toContainText('Mo Rivera');
    // 3a. Mo corrects the answer in place: it shows as edited, the focus back on its Edit button.
    await first.getByRole('button', { name: /^Edit your answer of / }).click();
    const rewrite = answering.getByLabel('Rewrite your answer');
    await expect(rewrite).toBeFocused();
    await rewrite.fill('An index on bookings (company_id, day) fixes it.');
    await screenshotsEverywhere(page, 'help-answer-edit');
    await answering.getByRole('button', { name: 'Save answer' }).click();
    const corrected = answering
      .getByRole('listitem')
      .filter({ hasText: 'An index on bookings (company_id, day) fixes it.' });
    await expect(corrected).toContainText('edited');
    await expect(corrected.getByRole('button', { name: /^Edit your answer of / })).toBeFocused();
    // 3b. A second thought, answered and then withdrawn after the confirm.
    await answering
      .getByRole('textbox', { name: 'Your answer', exact: true })
      .fill('Or cache the report for an hour.');
    await answering.getByRole('button', { name: 'Answer', exact: true }).click();
    const second = answering.getByRole('listitem').filter({ hasText: 'Or cache the report for an hour.' });
    await second.getByRole('button', { name: /^Delete your answer of / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this answer?' });
    await expect(confirm).toContainText('It goes from the request, for everyone.');
    await screenshotInPassing(page, 'help-answer-delete');
    await confirm.getByRole('button', { name: 'Delete answer' }).click();
    await expect(second).toHaveCount(0);
    await expect(corrected).toBeVisible();
    await storeSession(page, kim.session);
    await page.goto('/collaboration?tab=help');
    await expect(page.getByText('1 answer')).toBeVisible();
    await page.getByRole('button', { name: 'Open “The reports query takes 9 seconds”' }).click();
    const answered = page.getByRole('dialog', { name: 'The reports query takes 9 seconds' });
    await expect(answered.getByText('An index on bookings (company_id, day) fixes it.')).toBeVisible();
    await expect(answered.getByRole('link', { name: 'Propose a 1:1 with Mo Rivera' })).toBeVisible();
    await expect(answered.getByRole('link', { name: 'Send kudos to Mo Rivera' })).toHaveAttribute(
      'href',
      `/culture?give=1&to=${mo.session.user.id}`,
    );
    await screenshotsEverywhere(page, 'help-answered');
    await answered.getByRole('button', { name: 'Mark solved' }).click();
    await expect(answered.getByText('This request is closed: it takes no more answers.')).toBeVisible();
    await answered.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(answered).toBeHidden();

    // 4. Kim, the team's lead, adds a retro from its template on the Rituals tab.
    await page.getByRole('tab', { name: 'Rituals' }).click();
    await expect(page.getByRole('heading', { name: 'No rituals yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a ritual' }).click();
    const add = page.getByRole('dialog', { name: 'Add a ritual' });
    await expect(add.getByLabel('Name')).toHaveValue('Retrospective');
    await add.getByLabel('First day').fill('2030-01-07');
    await add.getByLabel(/^Time/).fill('16:00');
    await add.getByLabel('Owner').selectOption({ label: 'Kim Nakamura' });
    await add.getByLabel('Review on').fill('2030-04-07');
    await screenshotsEverywhere(page, 'rituals-dialog');
    await add.getByRole('button', { name: 'Save ritual' }).click();
    await expect(toast(page, 'Ritual saved')).toBeVisible();
    const retro = page.getByRole('article', { name: 'Retrospective' });
    await expect(retro).toContainText('Every two weeks');
    await expect(retro).toContainText('at 16:00');
    await screenshotsEverywhere(page, 'rituals');

    // 5. It shows on the team's page, for its members.
    await storeSession(page, mo.session);
    await page.goto(`/teams/${team.team.id}`);
    const rituals = page.getByRole('list', { name: 'Rituals' });
    await expect(rituals).toContainText('Retrospective');
    await expect(rituals).toContainText('Next:');
    await screenshotsEverywhere(page, 'team-rituals');

    // 6. Mo's calendar link carries it as a repeating event with a stable UID.
    const made = await call<{ url: string }>(request, 'POST', '/calendar-feed', mo.session.access_token);
    const feed = await request.get(new URL(made.url).pathname);
    expect(feed.status()).toBe(200);
    const ics = (await feed.text()).replace(/\r\n /g, '');
    const event = ics
      .split('BEGIN:VEVENT')
      .find((text) => text.includes('SUMMARY:Retrospective (Reef Crew)'));
    expect(event).toBeDefined();
    expect(event).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
    expect(event).toMatch(/UID:ritual-[0-9a-f-]{36}@sos/);
    expect(event).toMatch(/DTSTART(;TZID=[^:]+)?:20300107T160000/);
  });
});
