import { readFileSync } from 'node:fs';
import {
  expect,
  failedResource,
  screenshotInPassing,
  screenshotsEverywhere,
  storeSession,
  test,
  toast,
} from './fixtures';

test.describe('Crafting Value Propositions', () => {
  test('a member writes a Lean Canvas, a persona it serves and a table of alternatives with a unique value sentence; the canvas shows them; the pitch outline prints and downloads as Markdown; two people editing one canvas meet in a 409 that keeps both texts', async ({
    page,
    browser,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    allowConsoleError,
  }) => {
    // Several screens, each in light and dark on a desktop and a phone, with axe: minutes on a busy host.
    test.setTimeout(600_000);
    // The second save of step 5 is answered 409 on purpose.
    allowConsoleError(failedResource(409));
    const { admin, company } = await signedInAdmin();
    const mo = await signUp('Mo Rivera');
    await requestToJoin(mo, company.companyCode);
    await approve(admin, mo);

    // 1. Nothing written yet: the Canvases tab says what a Lean Canvas is.
    await storeSession(page, mo.session);
    await page.goto('/value');
    await expect(page.getByRole('heading', { name: 'Crafting Value Propositions', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Say clearly what you offer, to whom, and why it beats the alternatives.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No canvas yet', level: 2 })).toBeVisible();
    await expect(
      page.getByText('A Lean Canvas fits a product or offer on one page', { exact: false }),
    ).toBeVisible();
    await screenshotInPassing(page, 'value-empty');

    // 2. Mo writes a canvas in its dialog.
    await page.getByRole('button', { name: 'New canvas' }).click();
    const create = page.getByRole('dialog', { name: 'New Lean Canvas' });
    await create.getByLabel('Product or offer').fill('Boards by the hour');
    await create.getByLabel('Problem', { exact: true }).fill('Buying a board costs a month of wages.');
    await create.getByLabel('Customer segments').fill('Weekend surfers near the beach');
    await create
      .getByLabel('Unique value proposition')
      .fill('Surf the best board for the price of a coffee.');
    await create.getByLabel('Solution', { exact: true }).fill('Hourly rentals from a beach locker.');
    await create.getByLabel('Channels').fill('The beach cafés');
    await create.getByLabel('Revenue streams').fill('Per hour, and a monthly pass');
    await create.getByLabel('Cost structure').fill('Boards, lockers, repairs');
    await create.getByLabel('Key metrics').fill('Hours rented a week');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Created')).toBeVisible();
    const canvas = page.getByRole('article', { name: 'Boards by the hour' });
    await expect(canvas.getByText('Surf the best board for the price of a coffee.')).toBeVisible();
    await expect(
      canvas.getByText('No table of alternatives gives this canvas a unique value sentence yet.'),
    ).toBeVisible();

    // 3. A persona the canvas serves.
    await page.getByRole('tab', { name: 'Personas' }).click();
    await expect(page.getByRole('heading', { name: 'No persona yet', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'New persona' }).click();
    const persona = page.getByRole('dialog', { name: 'New persona' });
    await persona.getByLabel('Name', { exact: true }).fill('Lena, weekend surfer');
    await persona.getByLabel('Description').fill('Surfs twice a month; lives an hour from the sea.');
    for (const [list, text] of [
      ['Jobs', 'Catch a few waves on Saturday'],
      ['Pains', 'Carrying a board on the bus'],
      ['Gains', 'A good board without owning one'],
    ] as const) {
      await persona.getByRole('button', { name: `Add to ${list}` }).click();
      await persona.getByLabel(`${list}, item 1`).fill(text);
    }
    await persona.getByRole('checkbox', { name: 'Boards by the hour' }).check();
    await persona.getByRole('button', { name: 'Create', exact: true }).click();
    const personaView = page.getByRole('article', { name: 'Lena, weekend surfer' });
    await expect(personaView.getByText('Carrying a board on the bus')).toBeVisible();
    await expect(personaView.getByRole('link', { name: 'Boards by the hour' })).toBeVisible();

    // 4. A table of alternatives for the canvas, with its unique value sentence.
    await page.getByRole('tab', { name: 'Alternatives' }).click();
    await page.getByRole('button', { name: 'New table' }).click();
    const table = page.getByRole('dialog', { name: 'New table of alternatives' });
    await table.getByLabel('Title', { exact: true }).fill('Against owning a board');
    await table.getByLabel('Canvas it compares').selectOption({ label: 'Boards by the hour' });
    await table.getByRole('textbox', { name: 'Criterion 1' }).fill('Cost');
    await table.getByRole('button', { name: 'Add a criterion' }).click();
    await table.getByRole('textbox', { name: 'Criterion 2' }).fill('Effort');
    await table.getByRole('button', { name: 'Add an alternative' }).click();
    const row = table.getByRole('group', { name: 'Alternative 1' });
    await row.getByLabel('Name', { exact: true }).fill('Buy a board');
    await row.getByLabel('Buy a board: Cost').fill('A month of wages');
    await row.getByLabel('Buy a board: Effort').fill('Carry it, store it, fix it');
    await table
      .getByLabel('Unique value sentence')
      .fill('The best board at the beach, with nothing to carry home.');
    await table.getByRole('button', { name: 'Create', exact: true }).click();
    const tableView = page.getByRole('article', { name: 'Against owning a board' });
    await expect(tableView.getByRole('cell', { name: 'Carry it, store it, fix it' })).toBeVisible();
    await screenshotsEverywhere(page, 'value-alternatives');

    // The canvas shows that sentence at its top, and its persona and table.
    await tableView.getByRole('link', { name: 'Boards by the hour' }).click();
    await expect(canvas.getByText('The best board at the beach, with nothing to carry home.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lena, weekend surfer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Against owning a board' })).toBeVisible();
    await screenshotsEverywhere(page, 'value-canvas');

    // 5. The pitch outline, printable, and its Markdown.
    await canvas.getByRole('button', { name: 'Pitch outline' }).click();
    const outline = page.getByRole('article', { name: 'Pitch outline: Boards by the hour' });
    await expect(outline.getByRole('heading', { name: 'Why us, not the alternatives' })).toBeVisible();
    await expect(outline.getByText('Compared with (Against owning a board): Buy a board')).toBeVisible();
    await expect(outline.getByText('Unfair advantage: Not written yet.')).toBeVisible();
    await screenshotsEverywhere(page, 'value-pitch');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Download Markdown' })).toBeHidden();
    await expect(outline.getByRole('heading', { name: 'The problem' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Markdown' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('pitch-boards-by-the-hour.md');
    const markdown = readFileSync((await download.path()) ?? '', 'utf8');
    expect(
      markdown.startsWith(
        '# Boards by the hour\n\n_Pitch outline_\n\n## The problem\n\nBuying a board costs a month of wages.\n',
      ),
    ).toBe(true);
    expect(markdown).toContain(
      '## Who it is for\n\nCustomer segments: Weekend surfers near the beach\n\nPersona: Lena, weekend surfer. Surfs twice a month; lives an hour from the sea.\n\n- Jobs: Catch a few waves on Saturday\n- Pains: Carrying a board on the bus\n- Gains: A good board without owning one\n',
    );
    expect(markdown).toContain('Unique value: The best board at the beach, with nothing to carry home.');

    // 6. Mo and the admin edit the canvas at once, in two browsers: the second save meets a 409 that
    // shows the first one's version, and keeps Mo's text.
    const canvasUrl = new URL(page.url());
    canvasUrl.searchParams.delete('pitch');
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await storeSession(adminPage, admin.session);
    await adminPage.goto(canvasUrl.pathname + canvasUrl.search);
    await page.goto(canvasUrl.pathname + canvasUrl.search);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const mine = page.getByRole('dialog', { name: 'Edit the canvas' });
    await adminPage.getByRole('button', { name: 'Edit', exact: true }).click();
    const theirs = adminPage.getByRole('dialog', { name: 'Edit the canvas' });
    await theirs.getByLabel('Channels').fill('The surf school’s newsletter');
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(adminPage, 'Saved')).toBeVisible();
    await adminContext.close();
    const channels = mine.getByLabel('Channels');
    await channels.fill('Posters in the beach cafés');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = mine.getByRole('alert').filter({ hasText: 'Someone saved this while you were editing' });
    await expect(conflict).toBeFocused();
    await expect(conflict).toContainText('The surf school’s newsletter');
    await expect(channels).toHaveValue('Posters in the beach cafés');
    await screenshotsEverywhere(page, 'value-conflict');
    // Saving again replaces theirs, knowingly; the history keeps both.
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await expect(canvas.getByText('Posters in the beach cafés')).toBeVisible();
    await canvas.getByRole('button', { name: 'History of Boards by the hour' }).click();
    const history = page.getByRole('dialog', { name: 'History of “Boards by the hour”' });
    await expect(history.getByText('Version 3', { exact: true })).toBeVisible();
    await expect(history.getByRole('region', { name: 'What changed' })).toContainText('Channels');
  });
});
