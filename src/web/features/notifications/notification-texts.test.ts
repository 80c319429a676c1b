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
