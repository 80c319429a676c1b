import { call, expect, screenshotInPassing, screenshotsEverywhere, serverSql, test, toast } from './fixtures';

/** A day `offset` days from today (YYYY-MM-DD, UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('the AI Companion', () => {
  test('a nudge on the dashboard leads to a check-in; another is dismissed by keyboard; a kind is muted', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    // Two screens, each in light and dark on a desktop and a phone, with axe: minutes on a busy host.
    test.setTimeout(240_000);
    const { admin } = await signedInAdmin();
    const token = admin.session.access_token;
    const goalOf = async (title: string) => {
      const { goal } = await call<{ goal: { id: string } }>(request, 'POST', '/goals', token, {
        level: 'personal',
        title,
        startsOn: day(-30),
        dueOn: day(30),
        keyResults: [{ title: 'Lessons booked', kind: 'number', startValue: 0, targetValue: 40 }],
      });
      // Set twelve days ago, as no browser can hasten: no check-in since.
      await serverSql(`update goals set created_at = now() - interval '12 days' where id = $1`, [goal.id]);
      return goal;
    };
    await goalOf('Launch the surf school');
    await goalOf('Open a second beach');

    // The dashboard's card: one nudge of a kind, so one of the two equally quiet goals.
    await page.goto('/dashboard');
    const card = page.locator('[data-slot="card"]').filter({ hasText: 'Nudges from The Surfer' });
    const nudge = card.getByRole('listitem');
    await expect(nudge).toHaveCount(1);
    await expect(nudge).toContainText(
      /No check-in on “(Launch the surf school|Open a second beach)” for 12 days\./,
    );
    const first = (await nudge.textContent())!.includes('Launch the surf school')
      ? 'Launch the surf school'
      : 'Open a second beach';
    const second = first === 'Launch the surf school' ? 'Open a second beach' : 'Launch the surf school';
    await screenshotsEverywhere(page, 'dashboard-nudges');

    // Its one action: the goal's page, where a check-in answers the nudge.
    await nudge.getByRole('link', { name: 'Check in' }).click();
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Check in' }).first().click();
    const checkIn = page.getByRole('dialog', { name: `Check in on ${first}` });
    await checkIn.getByRole('radio', { name: 'On track' }).check();
    await checkIn.getByLabel('New value of Lessons booked').fill('12');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect(toast(page, 'Checked in')).toBeVisible();

    // On the companion's page the other quiet goal has taken the empty place: checking in is not a
    // dismissal. It is dismissed by keyboard: the focus lands on the list's heading.
    await page.goto('/ai-companion');
    await expect(page.getByRole('heading', { name: 'AI Companion - The Surfer', level: 1 })).toBeVisible();
    const nudges = page.getByRole('region', { name: 'Today’s nudges' });
    await expect(nudges.getByRole('listitem')).toHaveCount(1);
    await expect(nudges.getByRole('listitem')).toContainText(`No check-in on “${second}” for 12 days.`);
    await screenshotsEverywhere(page, 'ai-companion');
    const dismiss = nudges.getByRole('button', { name: `Dismiss: No check-in on “${second}” for 12 days.` });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Nudge dismissed')).toContainText('It stays away for two weeks');
    await expect(nudges.getByRole('heading', { name: 'Today’s nudges' })).toBeFocused();
    await expect(nudges.getByRole('heading', { name: 'Nothing to nudge you about' })).toBeVisible();
    // The walk shows the empty page in every variant: here it is seen once.
    await screenshotInPassing(page, 'ai-companion-empty');

    // A kind muted with the space bar stays muted on the next visit.
    const kinds = page.getByRole('group', { name: 'Nudges you get' });
    const recognise = kinds.getByRole('checkbox', { name: 'A teammate not recognised in 60 days' });
    await recognise.focus();
    await page.keyboard.press('Space');
    await expect(toast(page, 'Your nudges are updated')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Nudges you get' })
        .getByRole('checkbox', { name: 'A teammate not recognised in 60 days' }),
    ).not.toBeChecked();
    // The dashboard has no card any more: nothing is left to nudge about today.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Nudges from The Surfer')).toHaveCount(0);
  });

  test('with the model: a streamed answer cites a goal, a 1:1 brief links its sources, a check-in and kudos are drafted; turned off, the page still nudges and says how to turn it back on', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
  }) => {
    // Three screens in four variants with axe, and answers that stream 300 ms a piece.
    test.setTimeout(300_000);
    const { admin, company } = await signedInAdmin();
    const token = admin.session.access_token;
    const mo = await signUp('Mo Rivera');
    await requestToJoin(mo, company.companyCode);
    await approve(admin, mo);
    const { goal } = await call<{ goal: { id: string } }>(request, 'POST', '/goals', token, {
      level: 'personal',
      title: 'Launch the surf school',
      startsOn: day(-30),
      dueOn: day(30),
      keyResults: [{ title: 'Lessons booked', kind: 'number', startValue: 0, targetValue: 40 }],
    });
    // A second quiet goal, due later: the nudge that stays once the first is checked in on.
    const { goal: later } = await call<{ goal: { id: string } }>(request, 'POST', '/goals', token, {
      level: 'personal',
      title: 'Open a second beach',
      startsOn: day(-30),
      dueOn: day(60),
      keyResults: [{ title: 'Beaches open', kind: 'number', startValue: 0, targetValue: 2 }],
    });
    await serverSql(`update goals set created_at = now() - interval '12 days' where id = any($1)`, [
      [goal.id, later.id],
    ]);
    // A 1:1 with Mo, with a point on its next agenda and an open action item.
    const { oneOnOne } = await call<{ oneOnOne: { id: string } }>(request, 'POST', '/one-on-ones', token, {
      partnerId: mo.session.user.id,
      cadence: 'weekly',
      weekday: 3,
      localTime: '10:00',
      startsOn: day(1),
    });
    await call(request, 'POST', `/one-on-ones/${oneOnOne.id}/accept`, mo.session.access_token);
    await call(request, 'POST', `/one-on-ones/${oneOnOne.id}/points`, token, { text: 'Plan the surf trip' });
    await call(request, 'POST', '/action-items', token, {
      oneOnOneId: oneOnOne.id,
      ownerId: mo.session.user.id,
      text: 'Book the van',
    });

    // Ask The Surfer: the answer grows piece by piece, then cites the goal, a link to it.
    await page.goto('/ai-companion');
    const ask = page.getByRole('region', { name: 'Ask The Surfer' });
    await ask.getByRole('textbox', { name: 'Your question' }).fill('What should I focus on this week?');
    // Every text the answer shows, as the page changes: a loaded host may poll past the pieces.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { answerTexts: string[] }).answerTexts = seen;
      new MutationObserver(() => {
        const group = document.querySelector('[aria-label^="The Surfer’s answer"]');
        const text = group ? `${group.getAttribute('aria-busy')}|${group.textContent}` : '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await ask.getByRole('button', { name: 'Ask' }).click();
    const answer = ask.getByRole('group', {
      name: 'The Surfer’s answer to “What should I focus on this week?”',
    });
    await expect(answer).toContainText('Start with your goal that needs a check-in');
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    const texts = await page.evaluate(() => (window as unknown as { answerTexts: string[] }).answerTexts);
    // It grew, busy: "Start with" showed before the rest of the sentence had come.
    expect(texts.some((text) => text.startsWith('true|Start with') && !text.includes('a check-in'))).toBe(
      true,
    );
    const cited = answer.getByRole('link', { name: 'Source 1: Launch the surf school' });
    await expect(cited).toHaveAttribute('href', `/goals/${goal.id}`);
    await screenshotsEverywhere(page, 'ai-companion-answer');

    // The 1:1's brief: its points cite the agenda and the action items, each a link to the 1:1.
    await page.goto(`/communication/one-on-ones/${oneOnOne.id}`);
    const briefCard = page.getByRole('region', { name: 'Brief from The Surfer' });
    await briefCard.getByRole('button', { name: 'Prepare a brief' }).click();
    await expect(briefCard).toContainText('On the agenda: the surf trip');
    await expect(briefCard).toContainText('Open: book the van');
    await expect(
      briefCard.getByRole('link', { name: 'Source 1: The next meeting’s agenda' }),
    ).toHaveAttribute('href', `/communication/one-on-ones/${oneOnOne.id}`);
    await expect(briefCard.getByRole('link', { name: 'Source 2: Open action items' })).toBeVisible();
    await screenshotsEverywhere(page, 'one-on-one-brief');

    // A check-in drafted from the goal's history, edited, then sent.
    await page.goto(`/goals/${goal.id}`);
    await page.getByRole('button', { name: 'Check in' }).first().click();
    const checkIn = page.getByRole('dialog', { name: 'Check in on Launch the surf school' });
    await checkIn.getByRole('button', { name: 'Help me write this' }).click();
    const note = checkIn.getByRole('textbox', { name: /Note/ });
    await expect(note).toHaveValue(
      'Booked twelve lessons since my last check-in; next I open the weekend classes.',
    );
    await expect(note).toBeFocused();
    await note.press('End');
    await note.pressSequentially(' Mo helps.');
    await checkIn.getByRole('radio', { name: 'On track' }).check();
    await checkIn.getByLabel('New value of Lessons booked').fill('12');
    await screenshotInPassing(page, 'check-in-drafted');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect(toast(page, 'Checked in')).toBeVisible();
    await expect(page.getByText('next I open the weekend classes. Mo helps.')).toBeVisible();

    // Kudos drafted for Mo.
    await page.goto('/culture');
    await page
      .getByRole('button', { name: /Give kudos/ })
      .first()
      .click();
    const composer = page.getByRole('dialog');
    await composer.getByRole('combobox').first().fill('Mo');
    await composer.getByRole('option', { name: /Mo Rivera/ }).click();
    await composer.getByRole('button', { name: 'Help me write this' }).click();
    await expect(composer.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Thank you for the reef school: it made our week.',
    );

    // The admin turns the model off: the page still nudges, and says how to turn it back on.
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'AI Companion' });
    await expect(card).toContainText('This server’s model: fake-surf.');
    await expect(card).toContainText('Use in');
    await card.getByRole('checkbox', { name: 'Let The Surfer use the AI model in this company' }).uncheck();
    await expect(toast(page, 'The AI model is off')).toBeVisible();
    await page.goto('/ai-companion');
    await expect(page.getByRole('heading', { name: 'The AI model is off' })).toBeVisible();
    await expect(page.getByText('an admin can turn it back on in Company Settings')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Today’s nudges' }).getByRole('listitem')).not.toHaveCount(
      0,
    );
    await screenshotsEverywhere(page, 'ai-companion-model-off');
  });
});
