import type { Delivery, Integration } from '@shared/contract/integrations';
import type { SsoConnectionStatus, SsoSettings } from '@shared/contract/sso';
import { deliveryErrors, integrationMessages } from '@shared/integration-messages';
import { ssoMessages } from '@shared/sso-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import {
  type ApiHandlers,
  expectPath,
  expectToast,
  findToast,
  meOf,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';
import { integrationsTexts as texts, integrationsToasts } from './integrations-texts';

const REDIRECT_URI = 'https://sos.example.com/api/auth/sso/callback';
const AT = '2026-11-20T09:00:00.000Z';

const ssoConnection = (overrides: Partial<SsoConnectionStatus> = {}): SsoConnectionStatus => ({
  providerName: 'Okta',
  issuer: 'https://surf.okta.com',
  clientId: 'sos-client',
  hasClientSecret: true,
  domains: ['wave.example'],
  required: false,
  createdAt: AT,
  updatedAt: AT,
  lastSignInAt: null,
  lastError: null,
  lastErrorAt: null,
  ...overrides,
});

const destination = (overrides: Partial<Integration> = {}): Integration => ({
  id: 'd0d0d0d0-0000-4000-8000-000000000001',
  kind: 'webhook',
  name: 'Data warehouse',
  urlHost: 'hooks.wave.example',
  urlReadable: true,
  hasSecret: true,
  commandOn: null,
  commandUrl: null,
  events: ['kudos.given', 'goal.closed'],
  enabled: true,
  createdAt: AT,
  lastDeliveryAt: null,
  lastError: null,
  lastErrorAt: null,
  pending: 0,
  ...overrides,
});

const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  id: 'e0e0e0e0-0000-4000-8000-000000000001',
  messageId: 'msg_1',
  event: 'kudos.given',
  status: 'failed',
  attempts: 8,
  lastStatus: 500,
  lastError: deliveryErrors.answered(500),
  createdAt: AT,
  nextAttemptAt: null,
  deliveredAt: null,
  ...overrides,
});

/** The page on a fake API that keeps what is written, as the server would. */
function renderIntegrations(
  options: {
    role?: 'admin' | 'member';
    sso?: SsoConnectionStatus | null;
    destinations?: Integration[];
    extra?: ApiHandlers;
  } = {},
) {
  const state = {
    sso: options.sso ?? null,
    destinations: options.destinations ?? [],
  };
  const settings = (): SsoSettings => ({ connection: state.sso, redirectUri: REDIRECT_URI });
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: options.role ?? 'admin' }) }),
    'GET /api/company/sso': () => ({ body: settings() }),
    'PUT /api/company/sso': ({ body }) => {
      const input = body as { providerName: string; issuer: string; clientId: string; domains: string[] };
      state.sso = ssoConnection({ ...input, required: Boolean((body as { required: boolean }).required) });
      return { body: settings() };
    },
    'DELETE /api/company/sso': () => {
      state.sso = null;
      return {};
    },
    'GET /api/integrations': () => ({ body: { integrations: state.destinations } }),
    ...options.extra,
  });
  const view = renderApp('/settings/integrations', { session: testSession() });
  return { ...api, ...view, state };
}

const writes = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((call) => call.method !== 'GET');

describe('the Integrations page', () => {
  it('tells a member it is for admins, and asks for nothing of theirs', async () => {
    const { calls } = renderIntegrations({ role: 'member' });
    expect(await screen.findByText(texts.adminsOnly)).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/integrations'))).toBe(false);
    expect(calls.some((call) => call.path.startsWith('/api/company/sso'))).toBe(false);
  });

  it('is linked from Company Settings and links back', async () => {
    const { user, router } = renderIntegrations({
      extra: {
        'GET /api/company': () => ({
          body: {
            company: {
              ...meOf().company!,
              mission: null,
              industry: null,
              location: null,
              timeZone: 'UTC',
              createdAt: AT,
            },
          },
        }),
        'GET /api/values': () => ({ body: { items: [] } }),
        'GET /api/pulse': () => new Promise<never>(() => {}),
        'GET /api/companion/model': () => new Promise<never>(() => {}),
      },
    });
    await user.click(await screen.findByRole('link', { name: texts.back }));
    await expectPath(router, '/settings');
    await user.click(await screen.findByRole('link', { name: new RegExp(`^${texts.title}`) }));
    await expectPath(router, '/settings/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  });

  it('connects a provider: domains are split and normalised, the secret is sent once and never shown', async () => {
    const { user, calls } = renderIntegrations();
    expect(await screen.findByText(texts.ssoOff)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: texts.redirectUri })).toHaveValue(REDIRECT_URI);
    const form = screen.getByRole('form', { name: texts.ssoTitle });
    await user.type(within(form).getByLabelText(texts.providerName), 'Okta');
    await user.type(within(form).getByLabelText(texts.issuer), 'https://surf.okta.com');
    await user.type(within(form).getByLabelText(texts.clientId), 'sos-client');
    await user.type(within(form).getByLabelText(texts.clientSecret), 's3cret-value');
    await user.type(within(form).getByLabelText(texts.domains), 'Wave.example, @surf.example');
    await user.click(within(form).getByLabelText(texts.required));
    await user.click(within(form).getByRole('button', { name: texts.saveSso }));

    await findToast(integrationsToasts.ssoSaved.title);
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/company/sso',
        body: {
          providerName: 'Okta',
          issuer: 'https://surf.okta.com',
          clientId: 'sos-client',
          clientSecret: 's3cret-value',
          domains: ['wave.example', 'surf.example'],
          required: true,
        },
      }),
    ]);
    expect(await screen.findByText(texts.ssoOn('Okta'))).toBeInTheDocument();
    expect(screen.getByText(texts.ssoRequiredOn)).toBeInTheDocument();
    // The stored secret is kept when the field stays empty, and the field says so.
    expect(screen.getByLabelText(texts.clientSecret)).toHaveValue('');
    expect(screen.getByText(texts.clientSecretStored)).toBeInTheDocument();
  });

  it('refuses a public mail domain with the Validation Error toast and sends nothing', async () => {
    const { user, calls } = renderIntegrations({ sso: ssoConnection() });
    const domains = await screen.findByLabelText(texts.domains);
    expect(domains).toHaveValue('wave.example');
    await user.clear(domains);
    await user.type(domains, 'gmail.com');
    await user.click(screen.getByRole('button', { name: texts.saveSso }));
    await expectToast(toasts.validationError, ssoMessages.publicDomain, 'destructive');
    expect(writes(calls)).toEqual([]);
  });

  it('says the server’s refusal, shows the last sign-in error in words, and disconnects after a confirmation', async () => {
    const refusal = ssoMessages.discoveryFailed('https://surf.okta.com', 'The server answered 404.');
    const { user, calls } = renderIntegrations({
      sso: ssoConnection({ lastError: 'The ID token was issued for another client.', lastErrorAt: AT }),
      extra: {
        'PUT /api/company/sso': () => ({
          status: 400,
          body: { error: { code: 'sso_discovery_failed', message: refusal } },
        }),
      },
    });
    expect(await screen.findByText(/The ID token was issued for another client\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.saveSso }));
    await expectToast(toasts.error, refusal, 'destructive');

    await user.click(screen.getByRole('button', { name: texts.disconnectSso }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.disconnectSsoTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.disconnectSso }));
    await findToast(integrationsToasts.ssoDisconnected.title);
    expect(writes(calls).at(-1)).toMatchObject({ method: 'DELETE', path: '/api/company/sso' });
    expect(await screen.findByText(texts.ssoOff)).toBeInTheDocument();
  });

  it('teaches when nothing is connected, adds a webhook by keyboard and shows its secret once', async () => {
    const secret = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA==';
    const { user, calls, state } = renderIntegrations({
      extra: {
        'POST /api/integrations': ({ body }) => {
          const made = destination({ ...(body as Partial<Integration>), urlHost: 'hooks.wave.example' });
          state.destinations = [made];
          return { status: 201, body: { integration: made, webhookSecret: secret } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: texts.emptyTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.addTitle });
    // Slack first: its two events are ticked; a webhook offers every event, none ticked.
    expect(within(dialog).getByLabelText(texts.eventNames['kudos.given'])).toBeChecked();
    expect(within(dialog).queryByLabelText(texts.eventNames['goal.closed'])).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(texts.kindNames.webhook));
    await user.type(within(dialog).getByLabelText(texts.name), 'Data warehouse');
    await user.type(within(dialog).getByLabelText(texts.urlLabels.webhook), 'https://hooks.wave.example/sos');
    // No event chosen: the rule's words, inside the dialog and in the toast.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(integrationMessages.eventsRequired);
    await user.click(within(dialog).getByLabelText(texts.eventNames['goal.closed']));
    await user.click(within(dialog).getByLabelText(texts.eventNames['person.joined']));
    await user.click(within(dialog).getByRole('button', { name: texts.create }));

    const shown = await screen.findByRole('dialog', { name: texts.secretTitle });
    expect(within(shown).getByRole('textbox', { name: texts.secretLabel })).toHaveValue(secret);
    expect(writes(calls)[0]?.body).toEqual({
      kind: 'webhook',
      name: 'Data warehouse',
      url: 'https://hooks.wave.example/sos',
      events: ['goal.closed', 'person.joined'],
    });
    await user.click(within(shown).getAllByRole('button', { name: texts.secretDone })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Data warehouse' })).toBeInTheDocument();
  });

  it('shows each destination’s state and errors in words, turns one off, and deletes one after a confirmation', async () => {
    const slack = destination({
      id: 'd0d0d0d0-0000-4000-8000-000000000002',
      kind: 'slack',
      name: '#kudos',
      urlHost: 'hooks.slack.com',
      events: ['kudos.given', 'digest.weekly'],
      commandOn: true,
      commandUrl: 'https://sos.example.com/api/integrations/slack/d0d0/commands',
      lastDeliveryAt: AT,
    });
    const hook = destination({
      lastError: deliveryErrors.refused,
      lastErrorAt: AT,
      pending: 2,
      urlReadable: false,
    });
    const { user, calls, state } = renderIntegrations({
      destinations: [hook, slack],
      extra: {
        'PATCH /api/integrations/:id': ({ body, params }) => {
          const changed = {
            ...state.destinations.find((item) => item.id === params.id)!,
            ...(body as object),
          };
          return { body: { integration: changed } };
        },
        'DELETE /api/integrations/:id': () => ({}),
      },
    });
    const hookItem = (await screen.findByRole('heading', { level: 3, name: hook.name })).closest('li')!;
    expect(hookItem).toHaveTextContent(deliveryErrors.refused);
    expect(hookItem).toHaveTextContent(texts.unreadable);
    expect(hookItem).toHaveTextContent(texts.pending(2));
    const slackItem = screen.getByRole('heading', { level: 3, name: '#kudos' }).closest('li')!;
    expect(slackItem).toHaveTextContent(texts.commandOn);
    expect(within(slackItem).getByRole('textbox', { name: texts.commandUrl })).toHaveValue(slack.commandUrl);
    expect(within(slackItem).queryByRole('button', { name: texts.rotate })).not.toBeInTheDocument();

    await user.click(within(slackItem).getByRole('checkbox', { name: texts.enabled('#kudos') }));
    await expectToast(
      integrationsToasts.turnedOff('#kudos').title,
      integrationsToasts.turnedOff('#kudos').description,
      'default',
    );
    expect(writes(calls)[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/integrations/${slack.id}`,
      body: { enabled: false },
    });
    expect(within(slackItem).getByRole('checkbox', { name: texts.enabled('#kudos') })).not.toBeChecked();

    await user.click(within(hookItem).getByRole('button', { name: texts.remove }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.removeTitle(hook.name) });
    await user.click(within(dialog).getByRole('button', { name: texts.remove }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: hook.name })).not.toBeInTheDocument());
    expect(writes(calls)[1]).toMatchObject({ method: 'DELETE', path: `/api/integrations/${hook.id}` });
  });

  it('rotates a webhook’s secret after a confirmation, and shows the new one once', async () => {
    const { user } = renderIntegrations({
      destinations: [destination()],
      extra: {
        'POST /api/integrations/:id/secret': () => ({
          body: { integration: destination(), webhookSecret: 'whsec_bmV3LXNlY3JldA==' },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.rotate }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.rotateTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.rotate }));
    const shown = await screen.findByRole('dialog', { name: texts.secretTitle });
    expect(within(shown).getByRole('textbox', { name: texts.secretLabel })).toHaveValue(
      'whsec_bmV3LXNlY3JldA==',
    );
  });

  it('reads the delivery log, filters it, and replays a failed delivery', async () => {
    const failed = delivery();
    const delivered = delivery({
      id: 'e0e0e0e0-0000-4000-8000-000000000002',
      status: 'delivered',
      attempts: 1,
      lastStatus: 204,
      lastError: null,
      deliveredAt: AT,
    });
    const { user, calls } = renderIntegrations({
      destinations: [destination()],
      extra: {
        'GET /api/integrations/:id/deliveries': ({ url }) => ({
          body: {
            items: url.searchParams.get('status') === 'failed' ? [failed] : [delivered, failed],
            nextCursor: null,
          },
        }),
        'POST /api/integrations/:id/deliveries/:deliveryId/replay': () => ({
          body: { delivery: { ...failed, status: 'pending', attempts: 0 } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.deliveries }));
    const dialog = await screen.findByRole('dialog', { name: texts.logTitle('Data warehouse') });
    const list = await within(dialog).findByRole('list', { name: texts.deliveries });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent(deliveryErrors.answered(500));
    expect(list).toHaveTextContent(texts.answered(204));

    await user.selectOptions(within(dialog).getByLabelText(texts.filter), texts.statusNames.failed);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((call) => call.path.includes('status=failed'))).toBe(true);

    const [replay] = within(dialog).getAllByRole('button', { name: /^Replay/ });
    await user.click(replay!);
    // Said inside the dialog: a modal dialog hides the toaster from assistive technology.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(integrationsToasts.replayed.title);
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: `/api/integrations/${destination().id}/deliveries/${failed.id}/replay`,
    });
  });
});
