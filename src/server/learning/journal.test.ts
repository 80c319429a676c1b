import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { idOf, setTimeZone } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { JournalEntry, JournalPrompt } from '../../shared/contract/journal';
import {
  isoWeekNumber,
  JOURNAL_PROMPTS,
  journalMessages as m,
  promptOfWeek,
} from '../../shared/journal-messages';
import { JOURNAL_ENTRY_MAX } from '../../shared/learning-messages';
import { JOURNAL_ENTRIES_MAX } from '../../shared/limits';
import { mondayOf } from '../../shared/weeks';
import { localDayOf } from '../communication/schedule';
import { journalEntries } from '../db/schema';
import { foldForSearch } from './journal';

const t = await createTestApp();

type Who = { token: string };
type Page = { items: JournalEntry[]; nextCursor: string | null };

const write = (who: Who, body: Record<string, unknown>) =>
  t.request<{ entry: JournalEntry }>('POST', '/api/journal/entries', body, { token: who.token });
const list = (who: Who, query = '') =>
  t.request<Page>('GET', `/api/journal/entries${query}`, undefined, { token: who.token });

describe('the week’s prompt', () => {
  it('is one of the fixed list, chosen by the ISO week number of the company’s today', async () => {
    const owner = await admin(t);
    await setTimeZone(t, owner, 'Pacific/Kiritimati');
    const response = await t.request<{ prompt: JournalPrompt }>('GET', '/api/journal/prompt', undefined, {
      token: owner.token,
    });
    expect(response.status).toBe(200);
    const week = mondayOf(localDayOf(new Date(), 'Pacific/Kiritimati'));
    expect(response.body.prompt).toEqual({
      week,
      weekNumber: isoWeekNumber(week),
      prompt: promptOfWeek(week),
    });
    expect(JOURNAL_PROMPTS).toContain(response.body.prompt.prompt);
  });

  it('follows the ISO weeks: week 1 asks the first prompt, week 13 the first again', () => {
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2026-12-31')).toBe(53);
    expect(isoWeekNumber('2027-01-03')).toBe(53);
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
    expect(promptOfWeek('2027-01-04')).toBe(JOURNAL_PROMPTS[0]);
    expect(promptOfWeek('2027-01-11')).toBe(JOURNAL_PROMPTS[1]);
    // Week 13 of 2027 starts on 29 March.
    expect(promptOfWeek('2027-03-29')).toBe(JOURNAL_PROMPTS[0]);
    expect(new Set(JOURNAL_PROMPTS).size).toBe(12);
  });
});

describe('journal entries', () => {
  it('are written to the prompt or freely, listed newest first, rewritten and deleted', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const prompt = (
      await t.request<{ prompt: JournalPrompt }>('GET', '/api/journal/prompt', undefined, {
        token: ana.token,
      })
    ).body.prompt;
    const answered = await write(ana, {
      body: '  The retro gave me energy.\r\nThe deadline did not.  ',
      answersPrompt: true,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.entry).toMatchObject({
      week: prompt.week,
      prompt: prompt.prompt,
      body: 'The retro gave me energy.\nThe deadline did not.',
    });
    const free = await write(ana, { body: 'A free thought' });
    expect(free.body.entry).toMatchObject({ prompt: null, week: prompt.week });

    const listed = await list(ana);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((entry) => entry.body)).toEqual([
      'A free thought',
      'The retro gave me energy.\nThe deadline did not.',
    ]);

    const rewritten = await t.request<{ entry: JournalEntry }>(
      'PATCH',
      `/api/journal/entries/${answered.body.entry.id}`,
      { body: 'Rewritten' },
      { token: ana.token },
    );
    expect(rewritten.status).toBe(200);
    // The prompt it answered stays.
    expect(rewritten.body.entry).toMatchObject({ body: 'Rewritten', prompt: prompt.prompt });
    expect(rewritten.body.entry.updatedAt >= rewritten.body.entry.createdAt).toBe(true);

    const gone = await t.request('DELETE', `/api/journal/entries/${free.body.entry.id}`, undefined, {
      token: ana.token,
    });
    expect(gone.status).toBe(204);
    expect((await list(ana)).body.items.map((entry) => entry.body)).toEqual(['Rewritten']);
    const again = await t.request('DELETE', `/api/journal/entries/${free.body.entry.id}`, undefined, {
      token: ana.token,
    });
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe(m.entryNotFound);
  });

  it('refuse an empty or too long entry with the editor’s message, and change nothing', async () => {
    const owner = await admin(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ body: '   ' }, m.bodyRequired],
      [{}, m.bodyRequired],
      [{ body: 'x'.repeat(JOURNAL_ENTRY_MAX + 1) }, m.bodyTooLong],
      [{ body: 'Bell \u0007' }, m.bodyControls],
      [{ body: 'Fine', answersPrompt: 'yes' }, m.answersPromptInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await write(owner, body);
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect((await write(owner, { body: 'x'.repeat(JOURNAL_ENTRY_MAX) })).status).toBe(201);
    const rows = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, idOf(owner)));
    expect(rows).toHaveLength(1);
  });

  it('are found by their author’s words, case and accents aside, wildcards taken literally', async () => {
    const owner = await admin(t);
    await write(owner, { body: 'Le café était FORMIDABLE ce matin' });
    await write(owner, { body: 'Shipped 100% of the sprint' });
    await write(owner, { body: 'Shipped 100 lines', answersPrompt: true });
    await write(owner, { body: 'snake_case everywhere' });
    const found = async (q: string) =>
      (await list(owner, `?q=${encodeURIComponent(q)}`)).body.items.map((entry) => entry.body);

    expect(await found('CAFE etait')).toEqual(['Le café était FORMIDABLE ce matin']);
    expect(await found('formidable')).toEqual(['Le café était FORMIDABLE ce matin']);
    expect(await found('Étáit')).toEqual(['Le café était FORMIDABLE ce matin']);
    expect(await found('100%')).toEqual(['Shipped 100% of the sprint']);
    expect(await found('_')).toEqual(['snake_case everywhere']);
    expect(await found('shipped sprint')).toEqual(['Shipped 100% of the sprint']);
    expect(await found('nothing like this')).toEqual([]);
    // The prompt is searched too: the one answered holds its words.
    const prompt = (
      await t.request<{ prompt: JournalPrompt }>('GET', '/api/journal/prompt', undefined, {
        token: owner.token,
      })
    ).body.prompt.prompt;
    const word = prompt
      .split(' ')
      .find((candidate) => candidate.length > 5)!
      .replace(/\W/g, '');
    expect(await found(word)).toContain('Shipped 100 lines');
    expect(foldForSearch('ÉÇØÅŁ Straße')).toBe('ecoal straße');
  });

  it('are read a page at a time', async () => {
    const owner = await admin(t);
    for (let index = 0; index < 5; index += 1) await write(owner, { body: `Entry ${index}` });
    const first = await list(owner, '?limit=3');
    expect(first.body.items.map((entry) => entry.body)).toEqual(['Entry 4', 'Entry 3', 'Entry 2']);
    const next = await list(owner, `?limit=3&cursor=${first.body.nextCursor}`);
    expect(next.body).toEqual({
      items: [expect.objectContaining({ body: 'Entry 1' }), expect.objectContaining({ body: 'Entry 0' })],
      nextCursor: null,
    });
    const bad = await list(owner, '?limit=51');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(m.limitInvalid);
  });

  it('are at most 5,000 a person, under the person’s lock', async () => {
    const owner = await admin(t);
    await t.db.insert(journalEntries).values(
      Array.from({ length: JOURNAL_ENTRIES_MAX - 1 }, (_, index) => ({
        userId: idOf(owner),
        week: '2026-01-05',
        body: `Old ${index}`,
      })),
    );
    const answers = await Promise.all([write(owner, { body: 'One' }), write(owner, { body: 'Two' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(errorOf(refused)).toEqual({ code: 'limit_reached', message: m.entriesLimit });
    const rows = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, idOf(owner)));
    expect(rows).toHaveLength(JOURNAL_ENTRIES_MAX);
  });
});
