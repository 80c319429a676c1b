import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idOf, teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import { endpoints } from '../../shared/contract/endpoints';
import type { FocusBlock, Habit } from '../../shared/contract/focus';
import { mondayOf } from '../../shared/weeks';
import { exportPersonData } from '../account/export';

/**
 * Focus blocks and habits are their person's alone (decision 038, docs/privacy.md level 1): no answer
 * to another member, the person's lead, an admin of their company or another company's admin holds
 * their words, no write of theirs reaches them, and no export but the person's own carries them.
 */
const t = await createTestApp();

describe('planted focus blocks and habits', () => {
  it('are in no answer to anyone else, whatever their role, and in no export but their person’s', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    await teamLedBy(t, owner, lead, [ana]);
    const other = await admin(t, 'Other Waves');
    const planted = `planted-${randomUUID()}`;
    const today = new Date().toISOString().slice(0, 10);
    const block = await t.request<{ block: FocusBlock }>(
      'POST',
      '/api/focus-blocks',
      { day: today, startTime: '00:00', minutes: 60, purpose: `${planted} block` },
      { token: ana.token },
    );
    expect(block.status).toBe(201);
    const habit = await t.request<{ habit: Habit }>(
      'POST',
      '/api/habits',
      { name: `${planted} habit`, perWeek: 3 },
      { token: ana.token },
    );
    expect(habit.status).toBe(201);
    expect(
      (
        await t.request('PUT', `/api/habits/${habit.body.habit.id}/ticks/${today}`, undefined, {
          token: ana.token,
        })
      ).status,
    ).toBe(200);

    const reads = Object.values(endpoints).filter((endpoint) => endpoint.method === 'GET');
    for (const reader of [ben, lead, owner, other]) {
      for (const id of [block.body.block.id, habit.body.habit.id]) {
        for (const endpoint of reads) {
          const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
            name === 'id' ? id : name === 'userId' ? idOf(ana) : name === 'day' ? today : randomUUID(),
          );
          const response = await t.request('GET', path, undefined, { token: reader.token });
          expect(JSON.stringify(response.body), `${endpoint.path} for another person`).not.toContain(planted);
        }
      }
      // Writing to Ana's rows: not found, and nothing changes.
      const writes = [
        t.request(
          'PATCH',
          `/api/focus-blocks/${block.body.block.id}`,
          { kept: false, purpose: 'Taken' },
          { token: reader.token },
        ),
        t.request('DELETE', `/api/focus-blocks/${block.body.block.id}`, undefined, { token: reader.token }),
        t.request('PATCH', `/api/habits/${habit.body.habit.id}`, { archived: true }, { token: reader.token }),
        t.request('PUT', `/api/habits/${habit.body.habit.id}/ticks/${today}`, undefined, {
          token: reader.token,
        }),
        t.request('DELETE', `/api/habits/${habit.body.habit.id}/ticks/${today}`, undefined, {
          token: reader.token,
        }),
        t.request('DELETE', `/api/habits/${habit.body.habit.id}`, undefined, { token: reader.token }),
      ];
      for (const write of await Promise.all(writes)) {
        expect(write.status).toBe(404);
        expect(JSON.stringify(write.body)).not.toContain(planted);
      }
      // Copying a week copies the reader's own blocks, never Ana's.
      const copied = await t.request(
        'POST',
        '/api/focus-blocks/copy-week',
        { week: mondayOf(today) },
        { token: reader.token },
      );
      expect(JSON.stringify(copied.body)).not.toContain(planted);
      expect(JSON.stringify(await exportPersonData(t.db, idOf(reader)))).not.toContain(planted);
    }
    const own = await t.request<{ items: FocusBlock[] }>('GET', '/api/focus-blocks', undefined, {
      token: ana.token,
    });
    expect(own.body.items).toMatchObject([{ purpose: `${planted} block`, kept: null }]);
    const habits = await t.request<{ habits: Habit[] }>('GET', '/api/habits', undefined, {
      token: ana.token,
    });
    expect(habits.body.habits).toMatchObject([{ name: `${planted} habit`, archivedAt: null, thisWeek: 1 }]);
    const exported = JSON.stringify(await exportPersonData(t.db, idOf(ana)));
    expect(exported).toContain(`${planted} block`);
    expect(exported).toContain(`${planted} habit`);
    // Every GET of the API, for four callers and two rows: more than the default test's time.
  }, 120_000);
});
