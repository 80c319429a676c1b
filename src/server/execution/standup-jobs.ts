import { isoWeekday } from '../../shared/weeks';
import { localDayOf, zonedMoment } from '../communication/schedule';
import type { Database } from '../db/connect';
import { standupDigests } from '../db/schema';
import { notify } from '../notifications/notify';
import { digestOf, liveStandups } from './standups';

/**
 * The standups' digest (decision 038), run now and then by main.ts on every instance: at the digest
 * time of each standup day, each member of the team is told who answered and who is blocked, once per
 * team and day whatever the number of instances (the insert into standup_digests is the mark: a second
 * instance's insert waits for the first one's transaction and then finds the row). Only the company's
 * local today is looked at: a day missed (the server down all evening) is not made up the day after.
 * Answers how many digests were sent.
 */
export async function sendStandupDigests(db: Database, now: Date = new Date()): Promise<number> {
  const due = (await liveStandups(db)).flatMap((standup) => {
    const today = localDayOf(now, standup.timeZone);
    if (!standup.weekdays.includes(isoWeekday(today))) return [];
    const moment = zonedMoment(today, standup.digestTime, standup.timeZone);
    // Due from its time on; a standup turned on after today's time starts with its next day.
    if (moment > now || standup.createdAt > moment) return [];
    return [{ ...standup, day: today }];
  });
  let sent = 0;
  for (const standup of due) {
    const done = await db.transaction(async (tx) => {
      const [marked] = await tx
        .insert(standupDigests)
        .values({ teamId: standup.teamId, day: standup.day })
        .onConflictDoNothing()
        .returning({ teamId: standupDigests.teamId });
      if (!marked) return false;
      const { members, answers } = await digestOf(tx, standup.teamId, standup.day);
      const blockedNames = answers
        .filter((answer) => answer.blocked)
        .map((answer) => answer.fullName)
        .sort((a, b) => (a ?? '').localeCompare(b ?? ''));
      await notify(
        tx,
        members.map((member) => ({
          userId: member.id,
          companyId: standup.companyId,
          kind: 'standup_digest' as const,
          data: {
            teamId: standup.teamId,
            teamName: standup.teamName,
            day: standup.day,
            answered: answers.length,
            members: members.length,
            blockedNames,
          },
        })),
      );
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
