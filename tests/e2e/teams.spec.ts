import { expect, test, toast } from './fixtures';

test.describe('teams', () => {
  test('an admin builds a team of three from the UI and makes one of them its lead', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
  }) => {
    const { admin, company, page } = await signedInAdmin();
    const names = ['Kim Nakamura', 'Mo Rivera', 'Nia Okafor'];
    for (const name of names) {
      const person = await signUp(name);
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }

    await page.goto('/dashboard');
    await expect(page.getByText('No teams yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create Your First Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a team' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill('Reef Crew');
    await dialog.getByLabel('Description').fill('Dawn patrol every Friday');
    await dialog.getByRole('radio', { name: /Closed/ }).check();
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(toast(page, 'Team created')).toContainText('Reef Crew is ready.');
    await expect(page.getByRole('heading', { name: 'Reef Crew', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}$/);

    const picker = page.getByRole('combobox', { name: 'Person' });
    const addButton = page.getByRole('button', { name: 'Add', exact: true });
    for (const name of names) {
      // By keyboard: focus the list, pick the person, then Enter on the Add button, once it is enabled:
      // after an add it waits for the team, the directory and the profile to reload, which the toast
      // and the new member on the list do not.
      await picker.selectOption({ label: name });
      await expect(addButton).toBeEnabled();
      await addButton.press('Enter');
      await expect(toast(page, 'Member added').last()).toContainText(`${name} is in the team.`);
      await expect(page.getByRole('list', { name: 'Members' }).getByText(name)).toBeVisible();
    }
    const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(members).toHaveCount(3);

    await page.getByRole('button', { name: 'Make Mo Rivera a lead' }).click();
    await expect(toast(page, 'Lead updated')).toContainText('Mo Rivera now leads the team.');
    // Leads come first, with their badge.
    await expect(members.first()).toContainText('Mo Rivera');
    await expect(members.first()).toContainText('Lead');
    await expect(page.getByText('3 members · Led by Mo Rivera')).toBeVisible();

    await page.goto('/people');
    await expect(page.getByRole('list', { name: 'Teams of Mo Rivera' }).getByText('Reef Crew')).toBeVisible();
    await page.goto('/dashboard');
    const activeTeams = page.getByRole('region', { name: 'Overview' });
    await expect(activeTeams.getByText('One team with members')).toBeVisible();
  });

  test('a member joins an open team from the dashboard’s "Join a Team"', async ({
    signUp,
    createCompany,
    requestToJoin,
    approve,
    createTeam,
    signedInPage,
  }) => {
    const ada = await signUp('Ada Admin');
    const company = await createCompany(ada, 'Wave Riders');
    await createTeam(ada, { name: 'Night Owls', joinPolicy: 'closed' });
    await createTeam(ada, { name: 'Reef Crew' });
    const mo = await signUp('Mo Member');
    await requestToJoin(mo, company.companyCode);
    await approve(ada, mo);
    const page = await signedInPage(mo.session);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Join a Team' }).click();
    await expect(page).toHaveURL('/teams?open=1');
    await expect(page.getByRole('checkbox', { name: 'Open teams only' })).toBeChecked();
    // Only the open team is offered.
    await expect(page.getByRole('link', { name: 'Night Owls' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Join Reef Crew' }).click();
    await expect(toast(page, 'Joined the team')).toContainText('You are now in Reef Crew.');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Reef Crew' }) });
    await expect(card.getByText('Member', { exact: true })).toBeVisible();
    await expect(card.getByText('1 member')).toBeVisible();

    await card.getByRole('link', { name: 'Reef Crew' }).click();
    await expect(page.getByRole('heading', { name: 'Reef Crew', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave team' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Overview' }).getByText('One team with members'),
    ).toBeVisible();
  });
});
