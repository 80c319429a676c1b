import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, renderApp, testSession } from '../../../../tests/setup/render-app';
import { growthCardTexts as t } from './dashboard-texts';

function renderDashboard(growth: ReturnType<typeof meOf>['growth']) {
  mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member', growth }) }) });
  return renderApp('/dashboard', { session: testSession() });
}

describe('the dashboard’s growth card', () => {
  it('shows the next growth item and this week’s tip, linking to the plan', async () => {
    renderDashboard({
      nextItem: {
        id: 'a1a1a1a1-0000-4000-8000-000000000001',
        title: 'Read the RFC',
        kind: 'read',
        dueOn: null,
      },
      tip: { competency: 'Craft', text: 'Name things for what they do.' },
    });
    const title = await screen.findByText(t.title);
    const card = title.closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText('Read the RFC')).toBeInTheDocument();
    expect(within(card).getByText(t.tip('Craft'))).toBeInTheDocument();
    expect(within(card).getByText('Name things for what they do.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: t.open })).toHaveAttribute('href', '/learning?tab=plan');
  });

  it('is not there when there is neither an item nor a tip', async () => {
    renderDashboard({ nextItem: null, tip: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(t.title)).toBeNull();
  });
});
