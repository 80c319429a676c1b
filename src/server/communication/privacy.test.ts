import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idOf, oneOnOneWorld } from '../../../tests/setup/one-on-ones';
import { createTestApp } from '../../../tests/setup/test-app';
import type { OneOnOne } from '../../shared/contract/communication';
import { endpoints } from '../../shared/contract/endpoints';
import { exportPersonData } from '../account/export';
import { rowsOf } from '../db/rows';
import { agendaPoints, oneOnOneNotes, users } from '../db/schema';

/**
 * A 1:1's private notes are their author's alone (decision 037, docs/privacy.md level 1): the table
 * cannot be reached from what the other person reads, and no answer or export but the author's holds
 * a note's text.
 */
const t = await createTestApp();

async function columnsOf(table: string) {
  return rowsOf<{ name: string }>(
    t.db,
    sql`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
}

describe('the notes table', () => {
  it('holds the author, the meeting, the text and its time: no company, and no key points at it', async () => {
    expect((await columnsOf('one_on_one_notes')).map((column) => column.name)).toEqual([
      'author_id',
      'meeting_id',
      'body',
      'updated_at',
    ]);
    const outgoing = await rowsOf<{ target: string; onDelete: string }>(
      t.db,
      sql`select confrelid::regclass::text as target, confdeltype as "onDelete" from pg_constraint
        where conrelid = 'public.one_on_one_notes'::regclass and contype = 'f' order by 1`,
    );
    // Deleting the account or the meeting deletes the notes.
    expect(outgoing).toEqual([
      { target: 'one_on_one_meetings', onDelete: 'c' },
      { target: 'users', onDelete: 'c' },
    ]);
    const incoming = await rowsOf<{ source: string }>(
      t.db,
      sql`select conrelid::regclass::text as source from pg_constraint
        where confrelid = 'public.one_on_one_notes'::regclass and contype = 'f'`,
    );
    expect(incoming).toEqual([]);
  });

  it('goes with its author’s account; the points they wrote stay, without their name', async () => {
    const { ana, ben, oneOnOne } = await oneOnOneWorld(t);
    const meetingId = oneOnOne.nextMeeting!.id;
    await t.request(
      'PUT',
      `/api/one-on-ones/meetings/${meetingId}/notes`,
      { body: 'Mine' },
      { token: ana.token },
    );
    const point = await t.request<{ point: { id: string } }>(
      'POST',
      `/api/one-on-ones/${oneOnOne.id}/points`,
      { text: 'Ana’s point' },
      { token: ana.token },
    );
    await t.db.delete(users).where(eq(users.id, idOf(ana)));
    expect(await t.db.select().from(oneOnOneNotes).where(eq(oneOnOneNotes.meetingId, meetingId))).toEqual([]);
    const [kept] = await t.db.select().from(agendaPoints).where(eq(agendaPoints.id, point.body.point.id));
    expect(kept).toMatchObject({ text: 'Ana’s point', authorId: null });
    const seen = await t.request<{ oneOnOne: OneOnOne }>(
      'GET',
      `/api/one-on-ones/${oneOnOne.id}`,
      undefined,
      {
        token: ben.token,
      },
    );
    expect(seen.body.oneOnOne.nextMeeting?.points.map((p) => [p.text, p.author])).toEqual([
      ['Ana’s point', null],
    ]);
  });
});

describe('a planted note', () => {
  it('is in no answer to the partner, an admin or another company, and in no export but its author’s', async () => {
    const { owner, ana, ben, oneOnOne, other } = await oneOnOneWorld(t);
    const planted = `planted-${randomUUID()}`;
    const firstMeeting = oneOnOne.nextMeeting!.id;
    const put = await t.request(
      'PUT',
      `/api/one-on-ones/meetings/${firstMeeting}/notes`,
      { body: planted },
      { token: ana.token },
    );
    expect(put.status).toBe(200);
    // A held meeting and a next one: the note sits in the history, and the next meeting has its own.
    const held = await t.request<{ oneOnOne: OneOnOne }>(
      'POST',
      `/api/one-on-ones/${oneOnOne.id}/meetings/${firstMeeting}/held`,
      undefined,
      { token: ben.token },
    );
    const nextMeeting = held.body.oneOnOne.nextMeeting!.id;
    await t.request(
      'PUT',
      `/api/one-on-ones/meetings/${nextMeeting}/notes`,
      { body: `${planted} again` },
      { token: ana.token },
    );
    const params: Record<string, string> = {
      id: oneOnOne.id,
      meetingId: firstMeeting,
      userId: idOf(ana),
      teamId: randomUUID(),
      goalId: randomUUID(),
      keyResultId: randomUUID(),
      kudosId: randomUUID(),
      valueId: randomUUID(),
      pointId: randomUUID(),
      itemId: randomUUID(),
      emoji: 'clap',
      day: '2030-01-01',
    };
    const reads = Object.values(endpoints).filter((endpoint) => endpoint.method === 'GET');
    let answered = 0;
    for (const reader of [ben, owner, other]) {
      for (const meetingId of [firstMeeting, nextMeeting]) {
        for (const endpoint of reads) {
          const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
            name === 'meetingId' ? meetingId : (params[name] ?? randomUUID()),
          );
          const response = await t.request('GET', path, undefined, { token: reader.token });
          if (response.status === 200) answered += 1;
          expect(JSON.stringify(response.body), `${endpoint.path} for another person`).not.toContain(planted);
        }
        // Writing their own notes on that meeting answers the partner's own, never the author's.
        const write = await t.request(
          'PUT',
          `/api/one-on-ones/meetings/${meetingId}/notes`,
          { body: 'Own' },
          {
            token: reader.token,
          },
        );
        expect(JSON.stringify(write.body)).not.toContain(planted);
      }
      const exported = JSON.stringify(await exportPersonData(t.db, idOf(reader)));
      expect(exported).not.toContain(planted);
    }
    expect(answered).toBeGreaterThan(reads.length);
    // The author's own export holds both notes: the search above could have found them.
    const own = JSON.stringify(await exportPersonData(t.db, idOf(ana)));
    expect(own).toContain(planted);
    expect(own).toContain(`${planted} again`);
  });
});
