import { HELP_SKILLS_MAX } from '@shared/collaboration-messages';
import { helpMessages } from '@shared/help-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../../tests/setup/render-app';
import { SkillsCard } from './skills-card';
import { skillsTexts as t } from './skills-texts';

function renderCard(handlers: ApiHandlers) {
  const mocked = mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member' }) }), ...handlers });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <SkillsCard /> }]);
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup() };
}

describe('the "I can help with" card', () => {
  it('says the whole company sees it, adds and removes skills, saving the whole list', async () => {
    let skills = ['Hiring'];
    const { user, calls } = renderCard({
      'GET /api/help/skills': () => ({ body: { skills } }),
      'PUT /api/help/skills': ({ body }) => {
        skills = (body as { skills: string[] }).skills;
        return { body: { skills } };
      },
    });
    expect(await screen.findByText('Hiring')).toBeInTheDocument();
    expect(screen.getByText(t.description)).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.label), 'Postgres');
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(await screen.findByText('Postgres')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      skills: ['Hiring', 'Postgres'],
    });
    await user.click(screen.getByRole('button', { name: t.remove('Hiring') }));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ skills: ['Postgres'] });
  });

  it('refuses a blank skill in the card’s words, and says when the list is full', async () => {
    const { user, calls } = renderCard({
      'GET /api/help/skills': () => ({ body: { skills: [] } }),
    });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(await screen.findByText(helpMessages.skillRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers no field once the most skills are offered', async () => {
    renderCard({
      'GET /api/help/skills': () => ({
        body: { skills: Array.from({ length: HELP_SKILLS_MAX }, (_, i) => `Skill ${i}`) },
      }),
    });
    expect(await screen.findByText(t.full(HELP_SKILLS_MAX))).toBeInTheDocument();
    expect(screen.queryByLabelText(t.label)).toBeNull();
  });
});
