import type { Page } from '@playwright/test';
import { call, expect, screenshotInPassing, screenshotsEverywhere, storeSession, test } from './fixtures';

/** Opens a Feedback list or dialog in a fresh page load, as `who`, and waits for `ready`. */
async function open(page: Page, token: Parameters<typeof storeSession>[1], url: string) {
  await storeSession(page, token);
  await page.goto(url);
}

/**
 * How the Feedback tab's lists and dialogs and a profile's communication style look on a desktop and
 * a phone, light and dark (decision 037): each filled with what a company writes, each free of
 * serious or critical axe violations. The screenshots are saved for people to look at.
 */
test.describe('communication screens', () => {
  test('the Feedback tab’s lists and dialogs, and a profile’s communication style, on every size and scheme', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    test.setTimeout(240_000);
    const { admin, company } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    for (const person of [kim, mo]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    const team = await createTeam(admin, { name: 'Reef Crew', leadIds: [admin.session.user.id] });
    await call(request, 'POST', `/teams/${team.id}/members`, admin.session.access_token, {
      userId: kim.session.user.id,
    });
    const post = (token: string, route: string, data: unknown) => call(request, 'POST', route, token, data);
    const [kimToken, moToken] = [kim.session.access_token, mo.session.access_token];
    await post(moToken, '/feedback', {
      recipientId: kim.session.user.id,
      body: 'Your demo to the harbour office was clear and calm.\nThe numbers slide answered every question before it came.',
      visibility: 'recipient_and_leads',
    });
    await post(moToken, '/feedback', {
      recipientId: kim.session.user.id,
      body: 'A word for her lead about the estimates.',
      visibility: 'leads_only',
    });
    await post(kimToken, '/feedback', {
      recipientId: mo.session.user.id,
      body: 'Thanks for covering the Friday shift at short notice.',
      visibility: 'private',
    });
    await post(kimToken, '/feedback-requests', {
      recipientIds: [mo.session.user.id, admin.session.user.id],
      question: 'How did my first sprint planning go?',
      visibility: 'private',
    });
    await call(request, 'PUT', '/me/style', moToken, {
      channel: 'written',
      timing: 'prepared',
      tone: 'direct',
      note: 'Send me the topic a day before, and I will come prepared.',
    });

    // Kim's lists: what she received, gave and asked.
    await open(page, kim.session, '/communication?tab=feedback');
    await expect(page.getByText('Your demo to the harbour office was clear and calm.')).toBeVisible();
    await expect(page.getByText(/Written for your leads only/)).toBeVisible();
    await screenshotInPassing(page, 'feedback-received');
    await open(page, kim.session, '/communication?tab=feedback&box=given');
    await expect(page.getByText('Thanks for covering the Friday shift at short notice.')).toBeVisible();
    await screenshotsEverywhere(page, 'feedback-given');
    await open(page, kim.session, '/communication?tab=feedback&box=requests');
    await expect(page.getByText('0 of 2 answered')).toBeVisible();
    await screenshotsEverywhere(page, 'feedback-asked');
    // The dialogs, as Kim opens them.
    await page.getByRole('button', { name: 'Give feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Give feedback' })).toBeVisible();
    await screenshotsEverywhere(page, 'feedback-give-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ask for feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Ask for feedback' })).toBeVisible();
    await screenshotsEverywhere(page, 'feedback-ask-dialog');
    await page.keyboard.press('Escape');

    // Mo's request to answer, and its dialog.
    await open(page, mo.session, '/communication?tab=feedback&box=requests');
    await expect(page.getByText('How did my first sprint planning go?')).toBeVisible();
    await screenshotsEverywhere(page, 'feedback-to-answer');
    await page.getByRole('button', { name: 'Answer Kim Nakamura' }).click();
    await expect(page.getByRole('dialog', { name: 'Answer Kim Nakamura' })).toBeVisible();
    await screenshotsEverywhere(page, 'feedback-answer-dialog');

    // The admin leads Kim's team: the leads-only note, in full.
    await open(page, admin.session, '/communication?tab=feedback&box=team');
    await expect(page.getByText('A word for her lead about the estimates.')).toBeVisible();
    await screenshotsEverywhere(page, 'feedback-team');

    // Mo's style on his profile, as Kim reads it; Kim's own form on hers.
    await open(page, kim.session, `/people/${mo.session.user.id}`);
    const style = page.getByRole('region', { name: 'How Mo Rivera likes to communicate' });
    await expect(style).toContainText('Send me the topic a day before, and I will come prepared.');
    await screenshotInPassing(page, 'person-style');
    await open(page, kim.session, `/people/${kim.session.user.id}`);
    await expect(page.getByRole('region', { name: 'How I like to communicate' })).toBeVisible();
    await screenshotsEverywhere(page, 'person-style-own');
  });
});
