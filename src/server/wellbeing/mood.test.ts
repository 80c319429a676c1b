import { describe, expect, it } from 'vitest';
import { admin, member, signUp } from '../../../tests/setup/fixtures';
import { checkInBody, dayFromToday, wellbeingApi } from '../../../tests/setup/pulse';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { MOOD_NOTE_MAX, wellbeingMessages as m } from '../../shared/wellbeing-messages';
import { moodRange } from './mood';

/**
 * The private daily check-in (docs/product.md#well-being-and-pulse): the person's own, read and written
 * through the session alone; nobody else, not even an admin, reads it.
 */
const t = await createTestApp();
const api = wellbeingApi(t);

const today = dayFromToday(0);

describe('PUT /api/mood/:day', () => {
  it('keeps one check-in a day: a second one replaces the first', async () => {
    const person = await signUp(t);
    const first = await api.checkIn(person.token, today, checkInBody());
    expect(first.status).toBe(200);
    expect(first.body.entry).toEqual({
      day: today,
      mood: 4,
      energy: 3,
      stress: 2,
      note: 'Good waves before work',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await api.checkIn(
      person.token,
      today,
      checkInBody({ mood: 2, stress: 5, note: undefined }),
    );
    expect(second.status).toBe(200);
    expect(second.body.entry).toMatchObject({ day: today, mood: 2, energy: 3, stress: 5, note: null });
    const list = await api.mood(person.token);
    expect(list.body.items).toEqual([second.body.entry]);
  });

  it('takes tomorrow, somewhere already today, but no later day', async () => {
    const person = await signUp(t);
    expect((await api.checkIn(person.token, dayFromToday(1), checkInBody())).status).toBe(200);
    const later = await api.checkIn(person.token, dayFromToday(2), checkInBody());
    expect(later.status).toBe(400);
    expect(errorOf(later)).toMatchObject({ code: 'validation_failed', message: m.dayInFuture });
  });

  it('answers each rule with its message', async () => {
    const person = await signUp(t);
    const cases: [string, Record<string, unknown>, string][] = [
      ['2025-02-30', checkInBody(), m.dayInvalid],
      ['yesterday', checkInBody(), m.dayInvalid],
      [dayFromToday(-367), checkInBody(), m.dayTooOld],
      [today, checkInBody({ mood: 6 }), m.moodInvalid],
      [today, checkInBody({ energy: 0 }), m.energyInvalid],
      [today, checkInBody({ stress: 2.5 }), m.stressInvalid],
      [today, checkInBody({ mood: undefined }), m.moodInvalid],
      [today, checkInBody({ note: 'x'.repeat(MOOD_NOTE_MAX + 1) }), m.noteTooLong],
      [today, checkInBody({ note: 'bell\u0007' }), m.noteControls],
    ];
    for (const [day, body, message] of cases) {
      const response = await api.checkIn(person.token, day, body);
      expect(response.status, `${day} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    }
    // Nothing was written.
    expect((await api.mood(person.token, `?from=${dayFromToday(-366)}&to=${today}`)).body.items).toEqual([]);
  });

  it('takes a day a year ago, and a note of the longest length', async () => {
    const person = await signUp(t);
    const response = await api.checkIn(
      person.token,
      dayFromToday(-366),
      checkInBody({ note: 'x'.repeat(MOOD_NOTE_MAX) }),
    );
    expect(response.status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await api.checkIn('', today, checkInBody())).status).toBe(401);
    expect((await t.request('GET', '/api/mood')).status).toBe(401);
  });
});

describe('GET /api/mood', () => {
  it('answers the last 90 days through tomorrow by default, oldest first, and any range asked for', async () => {
    const person = await signUp(t);
    for (const days of [1, 0, -89, -90, -200]) {
      expect((await api.checkIn(person.token, dayFromToday(days), checkInBody({ mood: 3 }))).status).toBe(
        200,
      );
    }
    const recent = await api.mood(person.token);
    expect(recent.status).toBe(200);
    expect(recent.body.items.map((entry) => entry.day)).toEqual([
      dayFromToday(-89),
      dayFromToday(0),
      dayFromToday(1),
    ]);
    const older = await api.mood(person.token, `?from=${dayFromToday(-300)}&to=${dayFromToday(-90)}`);
    expect(older.body.items.map((entry) => entry.day)).toEqual([dayFromToday(-200), dayFromToday(-90)]);
    const fromOnly = await api.mood(person.token, `?from=${dayFromToday(-90)}`);
    expect(fromOnly.body.items).toHaveLength(4);
  });

  it('refuses a range backwards, longer than a year, or of days that are not', async () => {
    const person = await signUp(t);
    for (const [query, message] of [
      [`?from=${today}&to=${dayFromToday(-1)}`, m.rangeInvalid],
      [`?from=${dayFromToday(-400)}&to=${today}`, m.rangeInvalid],
      [`?from=${dayFromToday(-400)}`, m.rangeInvalid],
      ['?from=2025-13-01', m.dayInvalid],
      ['?to=soon', m.dayInvalid],
    ] as const) {
      const response = await api.mood(person.token, query);
      expect(response.status, query).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    }
  });
});

describe('moodRange', () => {
  it('fills the missing end: 90 days to a given end, tomorrow from a given start', () => {
    expect(moodRange({}, '2025-03-31')).toEqual({ from: '2025-01-01', to: '2025-04-01' });
    expect(moodRange({ to: '2025-03-31' }, '2025-06-01')).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    expect(moodRange({ from: '2025-03-01' }, '2025-03-31')).toEqual({ from: '2025-03-01', to: '2025-04-01' });
  });
});

describe('DELETE /api/mood/:day', () => {
  it('deletes the day’s check-in, then finds none', async () => {
    const person = await signUp(t);
    await api.checkIn(person.token, today, checkInBody());
    expect((await api.removeCheckIn(person.token, today)).status).toBe(204);
    expect((await api.mood(person.token)).body.items).toEqual([]);
    const again = await api.removeCheckIn(person.token, today);
    expect(again.status).toBe(404);
    expect(errorOf(again)).toMatchObject({ code: 'not_found', message: m.moodNotFound });
    const invalid = await api.removeCheckIn(person.token, '2025-02-30');
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid)).toMatchObject({ code: 'validation_failed', message: m.dayInvalid });
  });
});

describe('a check-in is its person’s alone', () => {
  it('is never read nor changed by anyone else, the company’s admin included', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const mine = await api.checkIn(person.token, today, checkInBody({ note: 'Only mine' }));
    expect(mine.status).toBe(200);

    expect((await api.mood(owner.token)).body.items).toEqual([]);
    expect(
      (await api.checkIn(owner.token, today, checkInBody({ mood: 1, note: 'The admin’s' }))).status,
    ).toBe(200);
    expect((await api.mood(owner.token)).body.items).toEqual([
      expect.objectContaining({ mood: 1, note: 'The admin’s' }),
    ]);
    expect((await api.mood(person.token)).body.items).toEqual([mine.body.entry]);

    // Deleting one's own day leaves the other person's day.
    expect((await api.removeCheckIn(owner.token, today)).status).toBe(204);
    expect((await api.removeCheckIn(owner.token, today)).status).toBe(404);
    expect((await api.mood(person.token)).body.items).toEqual([mine.body.entry]);

    // No parameter names a person: one that tries is ignored.
    const other = await api.mood(owner.token, `?userId=${person.session.user.id}`);
    expect(other.body.items).toEqual([]);
  });

  it('is in its person’s data export, notes included, and in nobody else’s', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    await api.checkIn(person.token, dayFromToday(-1), checkInBody({ note: 'Export me' }));
    await api.checkIn(person.token, today, checkInBody({ mood: 5, note: undefined }));
    const exported = await t.request<{ wellbeing: { checkIns: unknown[] } }>(
      'GET',
      '/api/me/export',
      undefined,
      {
        token: person.token,
      },
    );
    expect(exported.body.wellbeing.checkIns).toEqual([
      {
        day: dayFromToday(-1),
        mood: 4,
        energy: 3,
        stress: 2,
        note: 'Export me',
        updatedAt: expect.any(String),
      },
      { day: today, mood: 5, energy: 3, stress: 2, note: null, updatedAt: expect.any(String) },
    ]);
    const theirs = await t.request<{ wellbeing: { checkIns: unknown[] } }>(
      'GET',
      '/api/me/export',
      undefined,
      {
        token: owner.token,
      },
    );
    expect(theirs.body.wellbeing.checkIns).toEqual([]);
    expect(JSON.stringify(theirs.body)).not.toContain('Export me');
  });
});
