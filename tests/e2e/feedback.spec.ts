import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshot, storeSession, test, toast } from './fixtures';

/** No serious or critical axe violation on the page as it stands. */
async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function choose(dialog: ReturnType<Page['getByRole']>, picker: string, typed: string) {
  const combobox = dialog.getByRole('combobox', { name: picker });
  await combobox.fill(typed);
  // The people load with the dialog: a key pressed before they have would choose no one.
  await expect(dialog.getByRole('option', { name: new RegExp(typed, 'i') }).first()).toBeVisible();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
}

/**
 * The Feedback tab of /communication (decision 037), at `/communication?tab=feedback`: its own lists
 * are the `box` parameter. The story: a member asks two peers for feedback and gets it.
 */
test.describe('feedback', () => {
  test('a member asks two peers for feedback and gets it; leads-only feedback shows that it exists, never its text', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    // Four people sign up and a team is made before the story: 27 s alone, over a minute on a busy host.
    test.setTimeout(180_000);
    const { admin, company, page } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    for (const person of [kim, mo]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    // The admin leads Kim's team: a lead who may read what is written for Kim's leads.
    const team = await createTeam(admin, { name: 'Reef Crew', leadIds: [admin.session.user.id] });
    await page.request.post(`/api/teams/${team.id}/members`, {
      headers: { authorization: `Bearer ${admin.session.access_token}` },
      data: { userId: kim.session.user.id },
    });

    // Kim: empty lists teach; she asks Mo and the admin, by keyboard, to answer for her and her leads.
    await storeSession(page, kim.session);
    await page.goto('/communication?tab=feedback');
    await expect(page.getByRole('heading', { name: 'No feedback yet' })).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.getByRole('button', { name: 'Ask for feedback' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask for feedback' });
    await choose(ask, 'Colleagues to ask', 'mo');
    await choose(ask, 'Colleagues to ask', 'ada');
    await ask.getByLabel('Your question').fill('How did my demo land with the client?');
    await ask.getByRole('radio', { name: /You and your leads/ }).check();
    await expectNoSeriousViolation(page);
    await ask.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(toast(page, 'Request sent')).toBeVisible();

    // Mo answers from the requests waiting for him, and writes a note for Kim's leads only.
    await storeSession(page, mo.session);
    await page.goto('/communication?tab=feedback&box=requests');
    await page.getByRole('button', { name: 'Answer Kim Nakamura' }).click();
    const answer = page.getByRole('dialog', { name: 'Answer Kim Nakamura' });
    await expect(answer).toContainText('How did my demo land with the client?');
    await answer.getByLabel('Your feedback').fill('Clear story, and the numbers were right there.');
    await answer.getByRole('button', { name: 'Send feedback' }).click();
    await expect(toast(page, 'Feedback sent')).toBeVisible();
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const give = page.getByRole('dialog', { name: 'Give feedback' });
    await choose(give, 'Colleague', 'kim');
    await give.getByLabel('Your feedback').fill('A word for her lead about the estimates.');
    await give.getByRole('radio', { name: /Their leads only/ }).check();
    await give.getByRole('button', { name: 'Send feedback' }).click();
    await expect(toast(page, 'Feedback sent')).toBeVisible();

    // The admin answers too.
    await storeSession(page, admin.session);
    await page.goto('/communication?tab=feedback&box=requests');
    await page.getByRole('button', { name: 'Answer Kim Nakamura' }).click();
    const adminAnswer = page.getByRole('dialog', { name: 'Answer Kim Nakamura' });
    await adminAnswer.getByLabel('Your feedback').fill('The client asked for a second demo.');
    await adminAnswer.getByRole('button', { name: 'Send feedback' }).click();
    await expect(toast(page, 'Feedback sent')).toBeVisible();
    // As Kim's lead, the admin reads the leads-only note.
    await page.getByRole('tab', { name: 'Your team' }).click();
    await expect(page.getByText('A word for her lead about the estimates.')).toBeVisible();

    // Kim: both answers, who answered, and that a note for her leads exists, never what it says.
    await storeSession(page, kim.session);
    await page.goto('/communication?tab=feedback');
    await expect(page.getByText('Clear story, and the numbers were right there.')).toBeVisible();
    await expect(page.getByText('The client asked for a second demo.')).toBeVisible();
    await expect(page.getByText(/Written for your leads only/)).toBeVisible();
    await expect(page.getByText('A word for her lead about the estimates.')).toHaveCount(0);
    await expectNoSeriousViolation(page);
    await screenshot(page, 'feedback-received-desktop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousViolation(page);
    await screenshot(page, 'feedback-received-phone-dark');
    await page.getByRole('tab', { name: 'Requests' }).click();
    await expect(page.getByText('2 of 2 answered')).toBeVisible();
    await expectNoSeriousViolation(page);
    await screenshot(page, 'feedback-requests-phone-dark');
  });
});
