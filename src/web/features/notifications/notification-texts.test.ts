import type { Notification } from '@shared/contract/notifications';
import { describe, expect, it } from 'vitest';
import { notificationLink, notificationText } from './notification-texts';

const reminder = (partnerName: string | null): Notification => ({
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  kind: 'one_on_one_agenda_empty',
  data: {
    oneOnOneId: 'b0b0b0b0-0000-4000-8000-000000000001',
    meetingId: 'c0c0c0c0-0000-4000-8000-000000000001',
    partnerName,
    startsAt: '2030-01-02T13:00:00.000Z',
  },
  createdAt: '2030-01-01T03:00:00.000Z',
  readAt: null,
});

describe('the empty-agenda reminder', () => {
  it('names the partner, or a colleague without a name, and leads to the 1:1', () => {
    expect(notificationText(reminder('Ben Breaker'))).toBe(
      'Your 1:1 with Ben Breaker tomorrow has nothing on its agenda yet',
    );
    expect(notificationText(reminder(null))).toBe(
      'Your 1:1 with a colleague tomorrow has nothing on its agenda yet',
    );
    expect(notificationLink(reminder(null))).toBe(
      '/communication/one-on-ones/b0b0b0b0-0000-4000-8000-000000000001',
    );
  });
});

const team = { teamId: 'd0d0d0d0-0000-4000-8000-000000000001', teamName: 'Reef Crew', day: '2030-01-07' };
const standup = (notification: Pick<Notification, 'kind' | 'data'>) =>
  ({ id: 'e0', createdAt: '2030-01-07T15:00:00.000Z', readAt: null, ...notification }) as Notification;

describe('the standup notifications', () => {
  it('name who is blocked, or sum up the day, and lead to the team’s page of that day', () => {
    const blocked = standup({
      kind: 'standup_blocked',
      data: { ...team, answerId: 'f0', personName: 'Mo Rivera' },
    });
    expect(notificationText(blocked)).toBe('Mo Rivera is blocked in Reef Crew’s standup');
    expect(notificationLink(blocked)).toBe(
      '/execution?tab=standups&team=d0d0d0d0-0000-4000-8000-000000000001&day=2030-01-07',
    );
    const digest = (blockedNames: (string | null)[]) =>
      notificationText(
        standup({ kind: 'standup_digest', data: { ...team, answered: 4, members: 6, blockedNames } }),
      );
    expect(digest([])).toBe('Reef Crew’s standup of 7 Jan: 4 of 6 answered, no blocks');
    expect(digest(['Mo Rivera', null])).toBe(
      'Reef Crew’s standup of 7 Jan: 4 of 6 answered, 2 blocked: Mo Rivera, a former member',
    );
  });
});
