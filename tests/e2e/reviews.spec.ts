import type { Locator, Page } from '@playwright/test';
import type { Review } from '../../src/shared/contract/reviews';
import {
  call,
  closeReview,
  expect,
  type Person,
  screenshotInPassing,
  screenshotsEverywhere,
  storeSession,
  test,
  toast,
} from './fixtures';

/** The rater's scale names its ends: "1, Not yet" and "5, Very much" (reviews-texts.ts). */
const scoreName = (score: number) =>
  score === 1 ? '1, Not yet' : score === 5 ? '5, Very much' : String(score);

/** Picks a colleague in one group of the start form by keyboard: search, Tab to the box, Space. */
async function pick(page: Page, form: Locator, group: string, name: string) {
  const fieldset = form.getByRole('group', { name: group });
  await fieldset.getByRole('searchbox').fill(name.split(' ')[0]!);
  await page.keyboard.press('Tab');
  const box = fieldset.getByRole('checkbox', { name });
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Scores and comments per question, in the form's order, then sends them. */
async function answer(form: Locator, answers: { score: number; comment?: string }[]) {
  const questions = form.getByRole('group').filter({ has: form.page().getByRole('radio') });
  await expect(questions).toHaveCount(answers.length);
  const comments = form.getByRole('textbox', { name: 'Comment (optional)' });
  for (const [index, { score, comment }] of answers.entries()) {
    await questions
      .nth(index)
      .getByRole('radio', { name: scoreName(score), exact: true })
      .check();
    if (comment) await comments.nth(index).fill(comment);
  }
  await form.getByRole('button', { name: 'Send my answers' }).click();
}

/**
 * The Reviews tab of /communication (decision 037): an opt-in 360 whose anonymous groups show only
 * from 3 answers (docs/privacy.md). The story: three peers answer and their aggregate shows;
 * two reports answer and their group is withheld.
 */
test.describe('360s', () => {
  test('a member’s 360 shows the three peers’ aggregate without names and withholds the two reports’ group', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    test.setTimeout(180_000);
    const { admin, company } = await signedInAdmin();
    const [kim, mo, nia, oz, ray, rue] = await Promise.all(
      ['Kim Nakamura', 'Mo Rivera', 'Nia Okafor', 'Oz Demir', 'Ray Lund', 'Rue Santos'].map((name) =>
        signUp(name),
      ),
    );
    for (const person of [kim!, mo!, nia!, oz!, ray!, rue!]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    // Kim leads Reef Crew (Ray and Rue report to her) and is in the admin's Harbour team (her lead).
    const addTo = async (teamId: string, person: Person) =>
      call(request, 'POST', `/teams/${teamId}/members`, admin.session.access_token, {
        userId: person.session.user.id,
      });
    const reef = await createTeam(admin, { name: 'Reef Crew', leadIds: [kim!.session.user.id] });
    await addTo(reef.id, ray!);
    await addTo(reef.id, rue!);
    const harbour = await createTeam(admin, { name: 'Harbour', leadIds: [admin.session.user.id] });
    await addTo(harbour.id, kim!);

    // Kim starts a 360 about herself, by keyboard: her lead, three peers, her two reports, two questions.
    await storeSession(page, kim!.session);
    await page.goto('/communication?tab=reviews');
    await expect(page.getByRole('heading', { name: 'No 360 yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Start a 360' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Start a 360 about yourself' });
    await pick(page, form, 'Your leads', 'Ada Admin');
    for (const peer of [mo!, nia!, oz!]) await pick(page, form, 'Peers', peer.fullName);
    for (const report of [ray!, rue!]) await pick(page, form, 'Your reports', report.fullName);
    // The directory's teams put each colleague in one group only: the lead and reports are no peers.
    await form.getByRole('group', { name: 'Peers' }).getByRole('searchbox').fill('');
    await expect(form.getByRole('group', { name: 'Peers' }).getByRole('checkbox')).toHaveCount(3);
    await form.getByRole('button', { name: 'Remove question 4' }).click();
    await form.getByRole('button', { name: 'Remove question 3' }).click();
    await expect(form.getByRole('textbox', { name: /^Question / })).toHaveCount(2);
    await screenshotsEverywhere(page, 'reviews-start');
    await form.getByRole('button', { name: 'Start the 360' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, '360 started')).toBeVisible();
    const about = page.getByRole('region', { name: 'About you' });
    await expect(about).toContainText('Asked: 1 person as leads, 3 people as peers, 2 people as reports');
    await screenshotInPassing(page, 'reviews-list');

    const { items } = await call<{ items: Review[] }>(request, 'GET', '/reviews', kim!.session.access_token);
    const review = items[0]!;
    const [q1, q2] = review.questions;

    // The three peers answer in their own Reviews tab; the form tells them who sees what.
    const peerAnswers = [
      { person: mo!, answers: [{ score: 4, comment: 'Sharp briefs before each sprint.' }, { score: 2 }] },
      { person: nia!, answers: [{ score: 5 }, { score: 3, comment: 'Could let others finish.' }] },
      { person: oz!, answers: [{ score: 3 }, { score: 5 }] },
    ];
    for (const [index, { person, answers }] of peerAnswers.entries()) {
      await storeSession(page, person.session);
      await page.goto('/communication?tab=reviews');
      const owed = page.getByRole('region', { name: 'Asked of you' });
      await expect(owed).toContainText('About Kim Nakamura');
      await owed.getByRole('button', { name: 'Answer' }).click();
      const rater = page.getByRole('form', { name: 'Your answers about Kim Nakamura' });
      await expect(rater).toContainText('You answer as a peer: your answers show without your name');
      if (index === 0) await screenshotsEverywhere(page, 'reviews-answer');
      await answer(rater, answers);
      await expect(toast(page, 'Answers sent')).toBeVisible();
      await expect(owed.getByText('Answered', { exact: true })).toBeVisible();
    }
    // Her lead and her two reports answer through the API: the reports are two, fewer than three.
    const viaApi = async (person: Person, scores: [number, number], comment: string) =>
      call(request, 'POST', `/reviews/${review.id}/answers`, person.session.access_token, {
        answers: [
          { questionId: q1!.id, score: scores[0], comment },
          { questionId: q2!.id, score: scores[1], comment: null },
        ],
      });
    await viaApi(admin, [4, 4], 'Kim runs a calm stand-up.');
    await viaApi(ray!, [2, 2], 'Ray thinks the plans change too often.');
    await viaApi(rue!, [1, 1], 'Rue wants more time for questions.');

    // Kim answers as herself.
    await storeSession(page, kim!.session);
    await page.goto('/communication?tab=reviews');
    await about.getByRole('button', { name: 'Answer' }).click();
    const own = page.getByRole('form', { name: 'Your answers about yourself' });
    await expect(own).toContainText('You answer about yourself');
    await answer(own, [{ score: 3, comment: 'I write things down more than I say them.' }, { score: 4 }]);
    await expect(toast(page, 'Answers sent')).toBeVisible();

    // Its day comes and the server closes it; a peer sees no results, Kim sees them.
    await closeReview(review.id);
    await storeSession(page, mo!.session);
    await page.goto('/communication?tab=reviews');
    await expect(page.getByRole('region', { name: 'Asked of you' })).toContainText('Closed');
    await expect(page.getByRole('button', { name: 'See the results' })).toHaveCount(0);

    await storeSession(page, kim!.session);
    await page.goto('/communication?tab=reviews');
    await about.getByRole('button', { name: 'See the results' }).click();
    await expect(page.getByRole('heading', { name: 'Results about you' })).toBeVisible();
    // The peers: 3 of 3 answered, a mean per question and their comments, with no name.
    const peers = page.getByRole('region', { name: 'Peers' });
    await expect(peers).toContainText('3 of 3 answered');
    const line = (text: string) => peers.getByRole('listitem').filter({ hasText: text });
    await expect(line('Mean 4.00 of 5 (3 answers)')).toContainText(q1!.text);
    await expect(line('Mean 3.33 of 5 (3 answers)')).toContainText(q2!.text);
    await expect(line('Sharp briefs before each sprint.')).toContainText(q1!.text);
    await expect(line('Could let others finish.')).toContainText(q2!.text);
    for (const peer of [mo!, nia!, oz!]) await expect(page.getByText(peer.fullName)).toHaveCount(0);
    // The reports: withheld in the product's words, with neither a count nor a comment.
    const reports = page.getByRole('region', { name: 'Reports' });
    await expect(reports).toContainText('Withheld: fewer than 3 answered.');
    await expect(reports).not.toContainText(/\d+ of \d+ answered/);
    await expect(reports).not.toContainText('Mean');
    await expect(page.getByText('Ray thinks the plans change too often.')).toHaveCount(0);
    await expect(page.getByText('Rue wants more time for questions.')).toHaveCount(0);
    // The lead by name, and Kim's own answers beside.
    await expect(page.getByRole('region', { name: 'Ada Admin' })).toContainText('Kim runs a calm stand-up.');
    await expect(page.getByText('I write things down more than I say them.')).toBeVisible();
    await screenshotsEverywhere(page, 'reviews-results');
  });
});
