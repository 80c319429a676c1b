import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, screenshotInPassing, screenshotsEverywhere, test, toast } from './fixtures';
import { oidcClient, oidcIssuer } from './oidc-provider';

/** A company's own system on loopback: keeps each delivery SOS posts to it, answers 204. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/sos`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('integrations', () => {
  test('an admin connects the company’s identity provider and a webhook; a new colleague signs in through the provider, and the webhook hears them join, signed', async ({
    browser,
    signedInAdmin,
  }) => {
    // Two browsers, a sign-in through the provider and a webhook's delivery: about 50 s on a busy host.
    test.setTimeout(180_000);
    const receiver = await startReceiver();
    const { page } = await signedInAdmin();
    // A domain of this run alone: each domain belongs to one company.
    const domain = `reef-${randomUUID().slice(0, 8)}.example`;

    // From Company Settings to Integrations, which teaches while nothing is connected.
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Integrations/ }).click();
    await expect(page).toHaveURL('/settings/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('Not connected: everyone signs in with a password.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Nothing connected yet' })).toBeVisible();
    await screenshotInPassing(page, 'integrations-empty');

    // Single sign-on, by keyboard from the first field: SOS reads the provider's configuration first.
    const sso = page.getByRole('form', { name: 'Single sign-on' });
    await sso.getByLabel('Provider name').fill('Reef ID');
    await sso.getByLabel('Issuer URL').fill(oidcIssuer());
    await sso.getByLabel('Client ID').fill(oidcClient.clientId);
    await sso.getByLabel('Client secret').fill(oidcClient.clientSecret);
    await sso.getByLabel('E-mail domains').fill(domain);
    await sso.getByLabel('E-mail domains').press('Enter');
    await expect(toast(page, 'Single sign-on saved')).toBeVisible();
    await expect(page.getByText('Connected: people of your domains sign in with Reef ID.')).toBeVisible();
    await expect(page.getByText('A secret is stored. Leave this empty to keep it.')).toBeVisible();

    // A webhook for people joining: its signing secret is shown once.
    await page.getByRole('button', { name: 'Add destination' }).click();
    const add = page.getByRole('dialog', { name: 'Add a destination' });
    await add.getByRole('radio', { name: 'Webhook' }).check();
    await add.getByLabel('Name', { exact: true }).fill('People system');
    await add.getByLabel('Address SOS posts to').fill(receiver.url);
    await add.getByLabel('Person joined').check();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    const shown = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await screenshotInPassing(page, 'integrations-secret-once');
    await shown.getByRole('button', { name: 'I have stored it' }).last().click();
    await expect(shown).toBeHidden();
    const hook = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'People system' }) });
    await expect(hook).toContainText('Last delivery: never');

    // A colleague of the domain, new to SOS, signs in with the provider from /auth.
    const context = await browser.newContext();
    const colleague = await context.newPage();
    const email = `nalu.kahale@${domain}`;
    await colleague.goto('/auth');
    await colleague.getByLabel('Email').fill(email);
    const button = colleague.getByRole('button', { name: 'Sign in with Reef ID' });
    await expect(button).toBeVisible();
    await screenshotsEverywhere(colleague, 'auth-sso-offer');
    await button.click();
    // The provider's own page, with the address already typed (the sign-in's hint).
    await expect(colleague.locator('input[name="login"]')).toHaveValue(email);
    await colleague.locator('input[name="password"]').fill('anything');
    await colleague.getByRole('button', { name: 'Sign-in' }).click();
    await expect(colleague).toHaveURL('/dashboard', { timeout: 15_000 });
    await expect(colleague.getByText('Welcome, Nalu Kahale!')).toBeVisible();
    await context.close();

    // The webhook heard the join, signed per Standard Webhooks with the secret shown once.
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.received;
    const payload = new Webhook(secret).verify(delivery!.body, {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as { type: string; data: { person: { fullName: string } } };
    expect(payload.type).toBe('person.joined');
    expect(JSON.stringify(payload.data)).toContain('Nalu Kahale');
    await receiver.close();

    // The admin sees the last sign-in and the delivery, and its log.
    await page.reload();
    await expect(page.getByText(/^Last sign-in: (?!never)/)).toBeVisible();
    await expect(hook).not.toContainText('Last delivery: never');
    await screenshotsEverywhere(page, 'integrations');
    await hook.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log: People system' });
    await expect(log.getByRole('listitem').first()).toContainText('Person joined');
    await expect(log.getByRole('listitem').first()).toContainText('Delivered');
    await screenshotInPassing(page, 'integrations-delivery-log');
  });
});
