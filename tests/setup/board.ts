import { expect } from 'vitest';
import type { Board, BoardCard } from '../../src/shared/contract/board';
import { admin, member } from './fixtures';
import type { TestApp } from './test-app';

/** Board fixtures: a team with a lead and a member, another team's member, the admin and another company. */

export const idOf = (person: { session: { user: { id: string } } }) => person.session.user.id;

type Who = { token: string };

export function boardApi(t: TestApp, teamId: string) {
  const base = `/api/teams/${teamId}/board`;
  return {
    get: (who: Who) => t.request<{ board: Board }>('GET', base, undefined, { token: who.token }),
    send: <T>(who: Who, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
      t.request<T>(method, `${base}${path}`, body, { token: who.token }),
    async card(who: Who, columnId: string, title: string, extra: Record<string, unknown> = {}) {
      const response = await t.request<{ card: BoardCard }>(
        'POST',
        `${base}/cards`,
        { columnId, title, ...extra },
        { token: who.token },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.card;
    },
    async move(who: Who, cardId: string, columnId: string, beforeCardId: string | null = null) {
      const response = await t.request<{ board: Board }>(
        'POST',
        `${base}/cards/${cardId}/move`,
        { columnId, beforeCardId },
        { token: who.token },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.board;
    },
  };
}

/** A company with a team (its lead and a member), a member of another team, and another company. */
export async function boardWorld(t: TestApp) {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const crew = await member(t, owner);
  const outsider = await member(t, owner);
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: 'Crew', leadIds: [idOf(lead)] },
    { token: owner.token },
  );
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  const teamId = team.body.team.id;
  const added = await t.request(
    'POST',
    `/api/teams/${teamId}/members`,
    { userId: idOf(crew) },
    { token: lead.token },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const otherTeam = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: 'Others', leadIds: [idOf(outsider)] },
    { token: owner.token },
  );
  expect(otherTeam.status).toBe(201);
  const other = await admin(t, 'Other Waves');
  return { owner, lead, crew, outsider, other, teamId, api: boardApi(t, teamId) };
}
