import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boardWorld, idOf } from '../../../tests/setup/board';
import { PASSWORD } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import type { BoardCardEvent } from '../../shared/contract/board';
import { endpoints } from '../../shared/contract/endpoints';
import { exportPersonData } from '../account/export';

const t = await createTestApp();

/**
 * docs/privacy.md, the board (level 4, the team): a card's title is read by the team's current
 * members alone, through every endpoint and every export; an admin of the company, a member of
 * another team and another company read it nowhere.
 */
describe('a team’s board is the team’s', () => {
  it('is read through no endpoint and no export by anyone outside the team, the admin included', async () => {
    const { owner, lead, crew, outsider, other, api, teamId } = await boardWorld(t);
    const planted = `Board secret ${randomUUID()}`;
    const [todo] = (await api.get(crew)).body.board.columns.map((column) => column.id) as [string];
    const card = await api.card(crew, todo, planted, { ownerId: idOf(lead) });
    const reads = Object.values(endpoints).filter((endpoint) => endpoint.method === 'GET');
    const params: Record<string, string> = { teamId, cardId: card.id, columnId: todo, userId: idOf(crew) };
    for (const reader of [outsider, owner, other]) {
      for (const endpoint of reads) {
        const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());
        const response = await t.request('GET', path, undefined, { token: reader.token });
        expect(JSON.stringify(response.body), `${endpoint.path} for someone outside the team`).not.toContain(
          planted,
        );
      }
      expect(JSON.stringify(await exportPersonData(t.db, idOf(reader)))).not.toContain(planted);
    }
    // The team's members read it; its creator's and its owner's exports hold it.
    expect(JSON.stringify((await api.get(lead)).body)).toContain(planted);
    expect(JSON.stringify(await exportPersonData(t.db, idOf(crew)))).toContain(planted);
    expect(JSON.stringify(await exportPersonData(t.db, idOf(lead)))).toContain(planted);
  });

  it('stops being read by a member who left the team', async () => {
    const { crew, api, teamId } = await boardWorld(t);
    await api.get(crew);
    expect(
      (await t.request('POST', `/api/teams/${teamId}/leave`, undefined, { token: crew.token })).status,
    ).toBe(204);
    expect((await api.get(crew)).status).toBe(403);
  });

  it('keeps a deleted account’s cards for the team, their owner and the history’s actor set null', async () => {
    const { lead, crew, api, teamId } = await boardWorld(t);
    const [todo, doing] = (await api.get(crew)).body.board.columns.map((column) => column.id) as [
      string,
      string,
    ];
    const card = await api.card(crew, todo, 'Stays with the team', { ownerId: idOf(crew) });
    await api.move(crew, card.id, doing);
    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: crew.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const board = (await api.get(lead)).body.board;
    expect(board.columns[1]?.cards).toMatchObject([
      { id: card.id, title: 'Stays with the team', owner: null },
    ]);
    const history = await t.request<{ items: BoardCardEvent[] }>(
      'GET',
      `/api/teams/${teamId}/board/cards/${card.id}/history`,
      undefined,
      { token: lead.token },
    );
    expect(history.body.items.map((event) => [event.kind, event.actor])).toEqual([
      ['created', null],
      ['assigned', null],
      ['moved', null],
    ]);
  });
});
