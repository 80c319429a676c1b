import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardWorld, idOf } from '../../../tests/setup/board';
import { goalBody, goalsApi } from '../../../tests/setup/goals';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { BOARD_DEFAULT_COLUMNS, boardMessages as m } from '../../shared/board-messages';
import type { Board, BoardCard, BoardCardEvent } from '../../shared/contract/board';
import { BOARD_COLUMNS_MAX } from '../../shared/limits';
import { boardCards } from '../db/schema';

const t = await createTestApp();

const names = (board: Board) => board.columns.map((column) => column.name);
const titles = (board: Board, index: number) => board.columns[index]?.cards.map((card) => card.title);

describe('a team’s board', () => {
  it('is made on first open with To do, Doing and Done, once, however many open it at once', async () => {
    const { lead, crew, api } = await boardWorld(t);
    const [a, b] = await Promise.all([api.get(lead), api.get(crew)]);
    expect(a.status).toBe(200);
    expect(names(a.body.board)).toEqual([...BOARD_DEFAULT_COLUMNS]);
    expect(b.body.board.columns.map((column) => column.id)).toEqual(
      a.body.board.columns.map((column) => column.id),
    );
    expect(a.body.board.canManageColumns).toBe(true);
    expect(b.body.board.canManageColumns).toBe(false);
    expect(a.body.board.members.map((person) => person.id).sort()).toEqual([idOf(lead), idOf(crew)].sort());
  });

  it('adds, edits, moves and deletes a card, and keeps its history', async () => {
    const { lead, crew, api } = await boardWorld(t);
    const board = (await api.get(crew)).body.board;
    const [todo, doing, done] = board.columns.map((column) => column.id) as [string, string, string];
    const card = await api.card(crew, todo, 'Wax the boards', { ownerId: idOf(crew), dueOn: '2030-01-02' });
    expect(card).toMatchObject({ title: 'Wax the boards', owner: { id: idOf(crew) }, dueOn: '2030-01-02' });
    const edited = await api.send<{ card: BoardCard }>(crew, 'PATCH', `/cards/${card.id}`, {
      title: 'Wax every board',
      ownerId: idOf(lead),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.card).toMatchObject({ title: 'Wax every board', owner: { id: idOf(lead) } });
    let after = await api.move(crew, card.id, doing);
    expect(titles(after, 1)).toEqual(['Wax every board']);
    after = await api.move(lead, card.id, done);
    expect(after.columns[2]?.cards[0]?.doneAt).not.toBeNull();
    // An edit that changes nothing records nothing.
    expect((await api.send(crew, 'PATCH', `/cards/${card.id}`, {})).status).toBe(200);
    const events = await t.request<{ items: BoardCardEvent[] }>(
      'GET',
      `/api/teams/${after.teamId}/board/cards/${card.id}/history`,
      undefined,
      { token: crew.token },
    );
    expect(
      events.body.items.map((event) => [event.kind, event.fromColumn, event.toColumn, event.actor?.id]),
    ).toEqual([
      ['created', null, 'To do', idOf(crew)],
      ['assigned', null, null, idOf(crew)],
      ['edited', null, null, idOf(crew)],
      ['assigned', null, null, idOf(crew)],
      ['moved', 'To do', 'Doing', idOf(crew)],
      ['moved', 'Doing', 'Done', idOf(lead)],
    ]);
    expect(events.body.items[3]?.owner?.id).toBe(idOf(lead));
    expect((await api.send(crew, 'DELETE', `/cards/${card.id}`)).status).toBe(204);
    expect((await api.get(crew)).body.board.columns.flatMap((column) => column.cards)).toEqual([]);
  });

  it('orders a column’s cards as moved, before a card or at the end', async () => {
    const { crew, api } = await boardWorld(t);
    const [todo, doing] = (await api.get(crew)).body.board.columns.map((column) => column.id) as [
      string,
      string,
    ];
    const a = await api.card(crew, todo, 'A');
    const b = await api.card(crew, todo, 'B');
    const c = await api.card(crew, todo, 'C');
    let board = await api.move(crew, c.id, todo, a.id);
    expect(titles(board, 0)).toEqual(['C', 'A', 'B']);
    board = await api.move(crew, c.id, todo, null);
    expect(titles(board, 0)).toEqual(['A', 'B', 'C']);
    await api.move(crew, b.id, doing);
    board = await api.move(crew, a.id, doing, b.id);
    expect(titles(board, 1)).toEqual(['A', 'B']);
    expect(board.columns[1]?.cards.map((card) => card.position)).toEqual([0, 1]);
    const wrong = await api.send(crew, 'POST', `/cards/${c.id}/move`, {
      columnId: doing,
      beforeCardId: c.id + 'x',
    });
    expect(wrong.status).toBe(400);
    const notThere = await api.send(crew, 'POST', `/cards/${c.id}/move`, {
      columnId: todo,
      beforeCardId: a.id,
    });
    expect(notThere.status).toBe(400);
    expect(errorOf(notThere).message).toBe(m.beforeCardInvalid);
  });

  it('keeps one order when many moves race (the board’s lock)', async () => {
    const { crew, lead, api } = await boardWorld(t);
    const [todo, doing] = (await api.get(crew)).body.board.columns.map((column) => column.id) as [
      string,
      string,
    ];
    const cards = [];
    for (const title of ['1', '2', '3', '4', '5', '6']) cards.push(await api.card(crew, todo, title));
    await Promise.all(
      cards.map((card, index) => api.move(index % 2 ? crew : lead, card.id, index % 3 ? doing : todo, null)),
    );
    const board = (await api.get(crew)).body.board;
    for (const column of board.columns)
      expect(column.cards.map((card) => card.position)).toEqual(column.cards.map((_, index) => index));
    expect(board.columns.flatMap((column) => column.cards).length).toBe(6);
  });

  it('lets leads alone name, add, order and remove columns; a column with cards stays', async () => {
    const { lead, crew, api } = await boardWorld(t);
    const board = (await api.get(lead)).body.board;
    const [todo, doing, done] = board.columns.map((column) => column.id) as [string, string, string];
    const refused = await api.send(crew, 'POST', '/columns', { name: 'Review' });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(m.leadsOnly);
    const added = await api.send<{ board: Board }>(lead, 'POST', '/columns', { name: 'Review' });
    expect(added.status).toBe(201);
    expect(names(added.body.board)).toEqual(['To do', 'Doing', 'Done', 'Review']);
    const review = added.body.board.columns[3]?.id as string;
    const ordered = await api.send<{ board: Board }>(lead, 'PUT', '/columns/order', {
      columnIds: [todo, doing, review, done],
    });
    expect(names(ordered.body.board)).toEqual(['To do', 'Doing', 'Review', 'Done']);
    const renamed = await api.send<{ board: Board }>(lead, 'PATCH', `/columns/${review}`, { name: 'Check' });
    expect(names(renamed.body.board)).toEqual(['To do', 'Doing', 'Check', 'Done']);
    const badOrder = await api.send(lead, 'PUT', '/columns/order', { columnIds: [todo, doing] });
    expect(badOrder.status).toBe(400);
    const blank = await api.send(lead, 'POST', '/columns', { name: '  ' });
    expect(blank.status).toBe(400);
    await api.card(crew, review, 'Hold');
    const full = await api.send(lead, 'DELETE', `/columns/${review}`);
    expect(full.status).toBe(409);
    expect(errorOf(full).code).toBe('board_column_not_empty');
    expect((await api.send(lead, 'DELETE', `/columns/${doing}`)).status).toBe(204);
    for (let i = 3; i < BOARD_COLUMNS_MAX; i += 1)
      expect((await api.send(lead, 'POST', '/columns', { name: `C${i}` })).status).toBe(201);
    const tooMany = await api.send(lead, 'POST', '/columns', { name: 'One more' });
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany).code).toBe('limit_reached');
  });

  it('takes an owner of the team and a key result of the team’s goals only', async () => {
    const { owner, lead, crew, outsider, api, teamId } = await boardWorld(t);
    const [todo] = (await api.get(crew)).body.board.columns.map((column) => column.id) as [string];
    const stranger = await api.send(crew, 'POST', '/cards', {
      columnId: todo,
      title: 'X',
      ownerId: idOf(outsider),
    });
    expect(stranger.status).toBe(400);
    expect(errorOf(stranger).message).toBe(m.ownerNotMember);
    const goals = goalsApi(t);
    const teamGoal = await goals.create(lead.token, goalBody({ level: 'team', teamId }));
    expect(teamGoal.status, JSON.stringify(teamGoal.body)).toBe(201);
    const personal = await goals.create(owner.token, goalBody());
    const keyResult = teamGoal.body.goal.keyResults[0]?.id as string;
    const foreign = personal.body.goal.keyResults[0]?.id as string;
    const refused = await api.send(crew, 'POST', '/cards', {
      columnId: todo,
      title: 'X',
      keyResultId: foreign,
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(m.keyResultInvalid);
    const card = await api.card(crew, todo, 'Catch waves', { keyResultId: keyResult });
    expect(card.keyResult).toMatchObject({ id: keyResult, goalId: teamGoal.body.goal.id });
    expect((await api.get(crew)).body.board.keyResults.map((row) => row.id)).toEqual([keyResult]);
  });

  it('leaves out cards done more than 14 days ago, which stay in the history', async () => {
    const { crew, api } = await boardWorld(t);
    const [, , done] = (await api.get(crew)).body.board.columns.map((column) => column.id) as [
      string,
      string,
      string,
    ];
    const old = await api.card(crew, done, 'Old news');
    const fresh = await api.card(crew, done, 'Fresh');
    await t.db
      .update(boardCards)
      .set({ doneAt: sql`now() - interval '15 days'` })
      .where(sql`${boardCards.id} = ${old.id}`);
    const board = (await api.get(crew)).body.board;
    expect(titles(board, 2)).toEqual(['Fresh']);
    expect(fresh.doneAt).not.toBeNull();
  });
});

describe('who reads and changes a board', () => {
  it('is the team’s members: another team’s member and the admin are refused, another company does not find it', async () => {
    const { owner, crew, outsider, other, api, teamId } = await boardWorld(t);
    const [todo] = (await api.get(crew)).body.board.columns.map((column) => column.id) as [string];
    const card = await api.card(crew, todo, 'Secret plan');
    for (const who of [owner, outsider]) {
      const read = await api.get(who);
      expect(read.status).toBe(403);
      expect(errorOf(read).message).toBe(m.membersOnly);
      expect(JSON.stringify(read.body)).not.toContain('Secret plan');
      expect((await api.send(who, 'POST', '/cards', { columnId: todo, title: 'X' })).status).toBe(403);
      expect(
        (await api.send(who, 'POST', `/cards/${card.id}/move`, { columnId: todo, beforeCardId: null }))
          .status,
      ).toBe(403);
      const history = await t.request(
        'GET',
        `/api/teams/${teamId}/board/cards/${card.id}/history`,
        undefined,
        { token: who.token },
      );
      expect(history.status).toBe(403);
    }
    const stranger = await api.get(other);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('Secret plan');
    expect((await api.send(other, 'PATCH', `/cards/${card.id}`, { title: 'Mine' })).status).toBe(404);
  });
});
