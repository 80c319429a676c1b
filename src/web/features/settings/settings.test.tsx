import type { CreatedCompany } from '@shared/api';
import { valueMessages } from '@shared/company-settings-messages';
import type { CompanionModelSettings } from '@shared/contract/companion';
import type { CompanyValue } from '@shared/contract/company-settings';
import type { PulseStatus } from '@shared/contract/wellbeing';
import { VALUES_MAX } from '@shared/limits';
import { validationMessages } from '@shared/messages';
import { wellbeingMessages } from '@shared/wellbeing-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import {
  type ApiHandlers,
  at,
  expectToast,
  meOf,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';
import { companionModelTexts } from './companion-model-texts';
import { settingsTexts as texts, settingsToasts } from './settings-texts';

/** An admin's view of the company, its code included, as PATCH /api/company answers it too. */
const company: CreatedCompany = {
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  name: 'Wave Riders',
  companyCode: 'AB12CD34',
  mission: 'Ride every wave',
  industry: null,
  location: 'Biarritz',
  timeZone: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const valueOf = (name: string, position: number, description: string | null = null): CompanyValue => ({
  id: `a0a0a0a0-0000-4000-8000-00000000000${position}`,
  name,
  description,
  position,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** GET /api/pulse as an admin gets it: the company's cadence and threshold are what this page reads. */
const pulseStatus = (
  settings: PulseStatus['settings'] = { cadence: 'weekly', threshold: 5 },
): PulseStatus => ({
  period: { startsOn: '2026-01-05', endsOn: '2026-01-11', cadence: 'weekly' },
  answered: false,
  settings,
  questions: [],
  canReadResults: true,
  closedPeriods: [],
});

/** GET /api/companion/model as an admin gets it. */
const companionModel = (on = true): CompanionModelSettings => ({
  configured: true,
  name: 'surf-small',
  on,
  limits: { perPerson: 30, perCompany: 500 },
  month: '2026-01',
  use: { calls: 12, failures: 1, charactersSent: 24_500 },
  days: [{ day: '2026-01-05', calls: 12, failures: 1, charactersSent: 24_500 }],
});

function renderSettings(
  role: 'admin' | 'member',
  initialValues: CompanyValue[] = [],
  extra: ApiHandlers = {},
  pulse = pulseStatus(),
) {
  const state = {
    company: { ...company },
    values: initialValues,
    me: meOf({ role }),
    pulse,
    model: companionModel(),
  };
  const api = mockApi({
    'GET /api/me': () => ({ body: state.me }),
    'GET /api/company': () => ({ body: { company: state.company } }),
    'GET /api/values': () => ({ body: { items: state.values } }),
    'GET /api/pulse': () => ({ body: state.pulse }),
    'GET /api/companion/model': () => ({ body: { model: state.model } }),
    ...extra,
  });
  const view = renderApp('/settings', { session: testSession() });
  return { ...api, ...view, state };
}

const writes = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((call) => call.method !== 'GET');

describe('company settings for an admin', () => {
  it('shows the profile with its values and saves a change with a toast', async () => {
    const { user, calls, state } = renderSettings('admin', [], {
      'PATCH /api/company': ({ body }) => {
        state.company = { ...state.company, ...(body as object) };
        return { body: { company: state.company } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    const mission = await screen.findByLabelText(texts.mission);
    expect(screen.getByLabelText(texts.name)).toHaveValue('Wave Riders');
    expect(mission).toHaveValue('Ride every wave');
    expect(screen.getByLabelText(texts.location)).toHaveValue('Biarritz');
    await user.clear(mission);
    await user.type(mission, 'Surf first');
    expect(screen.getByLabelText(texts.timeZone)).toHaveValue('UTC');
    await user.selectOptions(screen.getByLabelText(texts.timeZone), 'Europe/Lisbon');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await expectToast(settingsToasts.saved.title, settingsToasts.saved.description, 'default');
    expect(writes(calls)[0]?.body).toEqual({
      name: 'Wave Riders',
      mission: 'Surf first',
      industry: null,
      location: 'Biarritz',
      timeZone: 'Europe/Lisbon',
    });
  });

  it('shows the first broken rule in the "Validation Error" toast and sends nothing', async () => {
    const { user, calls } = renderSettings('admin');
    const name = await screen.findByLabelText(texts.name);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await expectToast(toasts.validationError, validationMessages.companyNameRequired, 'destructive');
    expect(writes(calls)).toEqual([]);
  });

  it('regenerates the code only after a confirmation that says the old one stops working', async () => {
    const { user, calls, state } = renderSettings('admin', [], {
      'POST /api/company/code': () => {
        state.company = { ...state.company, companyCode: 'ZZ99YY88' };
        state.me = meOf({ company: { ...meOf().company!, companyCode: 'ZZ99YY88' } });
        return { body: { company: { ...state.company, companyCode: 'ZZ99YY88' } } };
      },
    });
    expect(await screen.findByTestId('settings-company-code')).toHaveTextContent('AB12CD34');
    await user.click(screen.getByRole('button', { name: texts.regenerate }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.regenerateTitle });
    expect(dialog).toHaveTextContent(texts.regenerateDescription);
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.regenerate }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: texts.regenerate }),
    );
    await expectToast(
      settingsToasts.regenerated.title,
      settingsToasts.regenerated.description('ZZ99YY88'),
      'default',
    );
    await waitFor(() => expect(screen.getByTestId('settings-company-code')).toHaveTextContent('ZZ99YY88'));
    // The dashboard's code card reads /api/me: it is asked again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/me').length).toBeGreaterThan(1));
  });
});

describe('values', () => {
  it('teaches what values are when there are none, and adds the first', async () => {
    const { user, calls, state } = renderSettings('admin', [], {
      'POST /api/values': ({ body }) => {
        const value = valueOf((body as { name: string }).name, state.values.length);
        state.values = [...state.values, value];
        return { status: 201, body: { value } };
      },
    });
    expect(await screen.findByText(texts.valuesEmptyTitle)).toBeInTheDocument();
    expect(screen.getByText(texts.valuesEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(texts.valueName), '  Ownership ');
    await user.click(screen.getByRole('button', { name: texts.addValue }));
    await expectToast(settingsToasts.valueAdded.title, 'Ownership is one of your values.', 'default');
    expect(writes(calls)[0]?.body).toEqual({ name: 'Ownership', description: null });
    const list = await screen.findByRole('list', { name: texts.valuesList });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText(texts.valueName)).toHaveValue('');
  });

  it('refuses a blank name with the "Validation Error" toast', async () => {
    const { user, calls } = renderSettings('admin');
    await user.type(await screen.findByLabelText(texts.valueName), '\u200b ');
    await user.click(screen.getByRole('button', { name: texts.addValue }));
    await expectToast(toasts.validationError, valueMessages.nameRequired, 'destructive');
    expect(writes(calls)).toEqual([]);
  });

  it('moves a value by keyboard; the first cannot move up nor the last down', async () => {
    const values = [valueOf('Ownership', 0), valueOf('Candor', 1), valueOf('Craft', 2)];
    const { user, calls } = renderSettings('admin', values, {
      'PATCH /api/values/:valueId': at({ valueId: values[2]!.id }, ({ body }) => ({
        body: { value: { ...values[2]!, ...(body as object) } },
      })),
    });
    expect(await screen.findByRole('button', { name: texts.moveUp('Ownership') })).toBeDisabled();
    expect(screen.getByRole('button', { name: texts.moveDown('Craft') })).toBeDisabled();
    screen.getByRole('button', { name: texts.moveUp('Craft') }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ path: `/api/values/${values[2]!.id}`, body: { position: 1 } });
  });

  it('edits a value inline and deletes one after a confirmation', async () => {
    const values = [valueOf('Ownership', 0, 'We finish.'), valueOf('Candor', 1)];
    const { user, calls, state } = renderSettings('admin', values, {
      'PATCH /api/values/:valueId': at({ valueId: values[0]!.id }, ({ body }) => {
        const value = { ...values[0]!, ...(body as object) };
        state.values = [value, values[1]!];
        return { body: { value } };
      }),
      'DELETE /api/values/:valueId': at({ valueId: values[1]!.id }, () => {
        state.values = state.values.slice(0, 1);
        return { status: 204 };
      }),
    });
    await user.click(await screen.findByRole('button', { name: texts.editWho('Ownership') }));
    const form = screen.getByRole('form', { name: texts.editWho('Ownership') });
    const description = within(form).getByLabelText(texts.valueDescription);
    expect(description).toHaveValue('We finish.');
    await user.clear(description);
    await user.type(description, 'We own the outcome.');
    await user.click(within(form).getByRole('button', { name: texts.saveValue }));
    await expectToast(settingsToasts.valueSaved.title, 'Ownership is saved.', 'default');
    expect(await screen.findByText('We own the outcome.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.removeWho('Candor') }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.removeTitle('Candor') });
    await user.click(within(dialog).getByRole('button', { name: texts.remove }));
    await expectToast(settingsToasts.valueRemoved.title, 'Candor is no longer a value.', 'default');
    await waitFor(() => expect(screen.queryByText('Candor')).not.toBeInTheDocument());
    expect(writes(calls).map((call) => call.method)).toEqual(['PATCH', 'DELETE']);
  });

  it(`offers no add form once the company has ${VALUES_MAX} values`, async () => {
    const values = Array.from({ length: VALUES_MAX }, (_, i) => valueOf(`Value ${i}`, i));
    renderSettings('admin', values);
    expect(await screen.findByText(texts.valuesFull)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.addValue })).not.toBeInTheDocument();
  });

  it('shows the server’s message when a value is refused', async () => {
    const { user } = renderSettings('admin', [valueOf('Ownership', 0)], {
      'POST /api/values': () => ({
        status: 409,
        body: { error: { code: 'value_exists', message: valueMessages.exists } },
      }),
    });
    await user.type(await screen.findByLabelText(texts.valueName), 'ownership');
    await user.click(screen.getByRole('button', { name: texts.addValue }));
    await expectToast(toasts.error, valueMessages.exists, 'destructive');
  });
});

describe('the pulse settings', () => {
  it('shows the cadence and threshold in force, and saves a change with a toast', async () => {
    const { user, calls, state } = renderSettings(
      'admin',
      [],
      {
        'PATCH /api/pulse/settings': ({ body }) => {
          state.pulse = pulseStatus({ ...state.pulse.settings, ...(body as object) });
          return { body: { settings: state.pulse.settings } };
        },
      },
      pulseStatus({ cadence: 'biweekly', threshold: 6 }),
    );
    const card = await screen.findByRole('region', { name: texts.pulse });
    const cadence = await within(card).findByLabelText(texts.cadence);
    const threshold = within(card).getByLabelText(texts.threshold);
    expect(cadence).toHaveValue('biweekly');
    expect(threshold).toHaveValue(6);
    expect(threshold).toHaveAccessibleDescription(texts.thresholdHint);
    expect(
      within(cadence)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Weekly', 'Every two weeks', 'Monthly']);

    await user.selectOptions(cadence, 'monthly');
    await user.clear(threshold);
    await user.type(threshold, '8');
    await user.click(within(card).getByRole('button', { name: texts.savePulse }));
    await expectToast(settingsToasts.pulseSaved.title, settingsToasts.pulseSaved.description, 'default');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/pulse/settings',
        body: { cadence: 'monthly', threshold: 8 },
      }),
    ]);
    expect(within(card).getByLabelText(texts.threshold)).toHaveValue(8);
  });

  it('refuses a threshold outside 3 to 10 with the "Validation Error" toast', async () => {
    const { user, calls } = renderSettings('admin');
    const card = await screen.findByRole('region', { name: texts.pulse });
    const threshold = await within(card).findByLabelText(texts.threshold);
    await user.clear(threshold);
    await user.type(threshold, '2');
    await user.click(within(card).getByRole('button', { name: texts.savePulse }));
    await expectToast(toasts.validationError, wellbeingMessages.thresholdInvalid, 'destructive');
    expect(writes(calls)).toEqual([]);
  });

  it('is not shown to a member, who asks nothing of the pulse', async () => {
    const { calls } = renderSettings('member');
    await screen.findByText(texts.adminsOnly);
    expect(screen.queryByRole('region', { name: texts.pulse })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/pulse')).toBe(false);
  });
});

describe('company settings for a member', () => {
  it('says only admins can change settings, and shows the values read-only', async () => {
    const { calls } = renderSettings('member', [valueOf('Ownership', 0, 'We finish.')]);
    expect(await screen.findByText(texts.adminsOnly)).toBeInTheDocument();
    expect(await screen.findByText('We finish.')).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.name)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.addValue })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.editWho('Ownership') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.regenerate })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/company')).toBe(false);
  });

  it('teaches a member that an admin adds values', async () => {
    renderSettings('member');
    expect(await screen.findByText(texts.valuesEmptyMember)).toBeInTheDocument();
  });
});

describe('the AI model for an admin', () => {
  it('shows the server’s model, the limits and the month’s use, and turns the model off with a toast', async () => {
    const { user, calls, state } = renderSettings('admin', [], {
      'PUT /api/companion/model': ({ body }) => {
        state.model = { ...state.model, on: (body as { on: boolean }).on };
        return { body: { model: state.model } };
      },
    });
    const card = await screen.findByRole('region', { name: companionModelTexts.title });
    expect(await within(card).findByText(companionModelTexts.server('surf-small'))).toBeInTheDocument();
    expect(within(card).getByText(companionModelTexts.limits(30, 500))).toBeInTheDocument();
    expect(within(card).getByText(companionModelTexts.monthTitle('January 2026'))).toBeInTheDocument();
    expect(card.querySelector('dl')).toHaveTextContent('Calls12Failed1Characters sent24,500');
    const toggle = within(card).getByRole('checkbox', { name: companionModelTexts.switchLabel });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await expectToast(
      companionModelTexts.turnedOff.title,
      companionModelTexts.turnedOff.description,
      'default',
    );
    expect(writes(calls).at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/companion/model',
      body: { on: false },
    });
    expect(within(card).getByRole('checkbox', { name: companionModelTexts.switchLabel })).not.toBeChecked();
  });

  it('is not shown to a member, who asks nothing of it', async () => {
    const { calls } = renderSettings('member');
    await screen.findByText(texts.adminsOnly);
    expect(screen.queryByRole('region', { name: companionModelTexts.title })).toBeNull();
    expect(calls.some((call) => call.path === '/api/companion/model')).toBe(false);
  });
});
