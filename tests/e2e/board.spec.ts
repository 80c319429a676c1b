import {
  call,
  expect,
  screenshotInPassing,
  screenshotsEverywhere,
  storeSession,
  test,
  toast,
} from './fixtures';

test.describe('the team’s board', () => {
  test('a member adds a card, moves it to Doing by keyboard only and to Done by pointer, and reads its history', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    test.setTimeout(360_000);
    const { admin, company } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    for (const person of [kim, mo]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    const reef = await createTeam(admin, { name: 'Reef Crew', leadIds: [kim.session.user.id] });
    await call(request, 'POST', `/teams/${reef.id}/members`, admin.session.access_token, {
      userId: mo.session.user.id,
    });

    // Mo, a member: the board is made on first open, with its three columns and nothing on it.
    await storeSession(page, mo.session);
    await page.goto('/execution?tab=board');
    const columns = page.getByRole('list', { name: 'Board columns' });
    const column = (name: string) =>
      columns.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(page.getByRole('heading', { name: 'To do' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Doing' })).toBeVisible();
    await expect(page.getByLabel('Team')).toHaveValue(reef.id);
    await expect(page.getByRole('link', { name: 'See the team’s goals' })).toHaveAttribute(
      'href',
      '/accountability',
    );
    await screenshotInPassing(page, 'board-empty');

    // A card in To do, owned by Mo, due in the new year.
    await page.getByRole('button', { name: 'Add a card to To do' }).click();
    const dialog = page.getByRole('dialog', { name: 'New card: To do' });
    await dialog.getByLabel('Title').fill('Wax the boards');
    await dialog.getByLabel('Owner').selectOption({ label: 'Mo Rivera' });
    await dialog.getByLabel('Due').fill('2030-01-02');
    await screenshotsEverywhere(page, 'board-new-card');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('board-card').filter({ hasText: 'Wax the boards' });
    await expect(column('To do').getByTestId('board-card')).toContainText('Wax the boards');

    // Keyboard only: focus the card's Move control, open it, choose Doing.
    await card.getByRole('button', { name: 'Move “Wax the boards”' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'To Doing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(column('Doing').getByTestId('board-card')).toContainText('Wax the boards');
    await expect(page.getByRole('status').filter({ hasText: 'moved to Doing' })).toHaveText(
      '“Wax the boards” moved to Doing, position 1 of 1.',
    );
    await expect(card.getByRole('button', { name: 'Move “Wax the boards”' })).toBeFocused();

    // By pointer: drag its handle onto the Done column.
    const handle = card.getByRole('button', { name: 'Drag “Wax the boards”' });
    const from = await handle.boundingBox();
    const to = await column('Done').boundingBox();
    if (!from || !to) throw new Error('no layout');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
    await page.mouse.up();
    await expect(column('Done').getByTestId('board-card')).toContainText('Wax the boards');
    await expect(column('Doing').getByText('No cards yet.')).toBeVisible();
    await screenshotsEverywhere(page, 'board-cards');

    // Its history: created, assigned, moved twice, by Mo.
    await card.getByRole('button', { name: 'Open “Wax the boards”' }).click();
    const opened = page.getByRole('dialog', { name: 'Card' });
    const history = opened.getByRole('region', { name: 'History' });
    await expect(history).toContainText('created it in To do');
    await expect(history).toContainText('gave it to Mo Rivera');
    await expect(history).toContainText('moved it from To do to Doing');
    await expect(history).toContainText('moved it from Doing to Done');
    await screenshotsEverywhere(page, 'board-card-history');
    await opened.getByLabel('Title').fill('Wax every board');
    await opened.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Card saved')).toBeVisible();
    await expect(column('Done')).toContainText('Wax every board');

    // Kim, the lead: the same board, and the columns to edit.
    await storeSession(page, kim.session);
    await page.goto(`/execution?tab=board&team=${reef.id}`);
    await expect(column('Done')).toContainText('Wax every board');
    await page.getByRole('button', { name: 'Edit columns' }).click();
    const columnsDialog = page.getByRole('dialog', { name: 'Columns' });
    await columnsDialog.getByLabel('New column').fill('Review');
    await columnsDialog.getByRole('button', { name: 'Add column' }).click();
    await expect(columnsDialog.getByLabel('Name of column 4')).toHaveValue('Review');
    await columnsDialog.getByRole('button', { name: 'Move Review left' }).click();
    await expect(columnsDialog.getByLabel('Name of column 3')).toHaveValue('Review');
  });
});
