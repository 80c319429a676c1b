import { expect } from 'vitest';
import type { TestApp } from './test-app';

type Person = { token: string; session: { user: { id: string } } };

/**
 * Ask for help and rituals (decision 041, slice 3), for fillEveryTable: both offer skills; the crew
 * member asks for help tagged with the admin's skill and the admin answers (the asker is told); the
 * crew member, the team's lead, adds a monthly retro from its template that they own.
 */
export async function fillHelpAndRituals(t: TestApp, owner: Person, crew: Person, teamId: string) {
  const skills = await t.request(
    'PUT',
    '/api/help/skills',
    { skills: ['Pōstgres 🐘', 'Ñúñez “tips”'] },
    { token: crew.token },
  );
  expect(skills.status, JSON.stringify(skills.body)).toBe(200);
  const offered = await t.request(
    'PUT',
    '/api/help/skills',
    { skills: ['Hiring \\ 🏄'] },
    { token: owner.token },
  );
  expect(offered.status, JSON.stringify(offered.body)).toBe(200);
  const asked = await t.request<{ request: { id: string } }>(
    'POST',
    '/api/help/requests',
    { title: 'Zoë’s “hiring” \\ 🌊', details: 'Two\nlines עברית', tags: ['hiring \\ 🏄', 'Ñ'] },
    { token: crew.token },
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const answered = await t.request(
    'POST',
    `/api/help/requests/${asked.body.request.id}/answers`,
    { body: 'Ask me 🏄\n“any time”' },
    { token: owner.token },
  );
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  const ritual = await t.request(
    'POST',
    '/api/rituals',
    {
      teamId,
      kind: 'retro',
      title: 'Retro “Ōcean” 🌊',
      notes: 'Two\nlines \\ עברית',
      cadence: 'monthly',
      startsOn: '2030-01-07',
      time: '16:30',
      durationMinutes: 60,
      ownerId: crew.session.user.id,
      reviewOn: '2030-04-07',
    },
    { token: crew.token },
  );
  expect(ritual.status, JSON.stringify(ritual.body)).toBe(201);
}
