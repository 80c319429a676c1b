import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/connect';
import {
  actionItems,
  agendaPoints,
  goals,
  growthItems,
  keyResults,
  kudos,
  kudosRecipients,
  oneOnOneMeetings,
  oneOnOnes,
  profiles,
} from '../../db/schema';

/**
 * What the companion may tell a model about a person (decision 044): an allowlist of sources, each a
 * read of rows the caller may open themselves, applying their permissions in its statement. This folder
 * imports only the tables eslint.config.js lists (`companionContextTables`) and never the `sql` tag, so
 * no private table (moods, pulse answers, private 1:1 notes, the journal, feedback, 360 answers) can be
 * read from here, whatever the code asks.
 */
export type SourceKind = 'goal' | 'one_on_one' | 'growth_item' | 'kudos';

export interface Source {
  kind: SourceKind;
  id: string;
  /** What a person reads as the source's name, and where it opens. */
  title: string;
  href: string;
  /** The facts the model may reword, in plain sentences. */
  facts: string;
}

export type SourceBuilder = (db: Db, caller: Caller, now: Date) => Promise<Source[]>;

const DAY_MS = 86_400_000;
export const nameOf = (fullName: string | null | undefined) => fullName?.trim() || 'A colleague';

/** Each goal's key results as one sentence (`Key results: …`), by goal id. */
export async function measuresOf(db: Db, goalIds: string[]): Promise<Map<string, string>> {
  if (goalIds.length === 0) return new Map();
  const results = await db
    .select({
      goalId: keyResults.goalId,
      title: keyResults.title,
      current: keyResults.currentValue,
      target: keyResults.targetValue,
      unit: keyResults.unit,
    })
    .from(keyResults)
    .where(inArray(keyResults.goalId, goalIds))
    .orderBy(asc(keyResults.position));
  const measures = new Map<string, string>();
  for (const goalId of goalIds) {
    const own = results
      .filter((result) => result.goalId === goalId)
      .map(
        (result) =>
          `${result.title}: ${result.current} of ${result.target}${result.unit ? ` ${result.unit}` : ''}`,
      );
    if (own.length > 0) measures.set(goalId, `Key results: ${own.join('; ')}.`);
  }
  return measures;
}

/** A goal as a source: `lead` names whose it is ("Your goal"), then its due day, last check-in and measures. */
export function goalSource(
  goal: { id: string; title: string; dueOn: string; status: string | null },
  lead: string,
  measures: Map<string, string>,
): Source {
  return {
    kind: 'goal',
    id: goal.id,
    title: goal.title,
    href: `/goals/${goal.id}`,
    facts: [
      `${lead} "${goal.title}", due ${goal.dueOn}.`,
      goal.status ? `Last check-in: ${goal.status.replaceAll('_', ' ')}.` : 'No check-in yet.',
      measures.get(goal.id) ?? '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** The caller's open goals with their key results' values. */
export const ownGoals: SourceBuilder = async (db, caller) => {
  const rows = await db
    .select({ id: goals.id, title: goals.title, dueOn: goals.dueOn, status: goals.lastCheckInStatus })
    .from(goals)
    .where(
      and(eq(goals.companyId, caller.companyId), eq(goals.ownerId, caller.userId), isNull(goals.closedAt)),
    )
    .orderBy(asc(goals.dueOn), asc(goals.id))
    .limit(10);
  const measures = await measuresOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((goal) => goalSource(goal, 'Your goal', measures));
};

/**
 * The next meeting of each of the caller's active 1:1s: its shared agenda and the 1:1's open action
 * items, which both people see (level 2). Never the private notes.
 */
export const nextOneOnOnes: SourceBuilder = async (db, caller) => {
  const mine = await db
    .select({ id: oneOnOnes.id, proposedBy: oneOnOnes.proposedBy, partnerId: oneOnOnes.partnerId })
    .from(oneOnOnes)
    .where(
      and(
        eq(oneOnOnes.companyId, caller.companyId),
        eq(oneOnOnes.status, 'active'),
        or(eq(oneOnOnes.proposedBy, caller.userId), eq(oneOnOnes.partnerId, caller.userId)),
      ),
    )
    .limit(10);
  if (mine.length === 0) return [];
  const otherOf = (o: (typeof mine)[number]) => (o.proposedBy === caller.userId ? o.partnerId : o.proposedBy);
  const ids = mine.map((o) => o.id);
  const otherIds = mine.map(otherOf).filter((id): id is string => id !== null);
  // One read of each kind for every 1:1 at once, not four a 1:1.
  const [names, meetings, items] = await Promise.all([
    otherIds.length > 0
      ? db
          .select({ id: profiles.id, fullName: profiles.fullName })
          .from(profiles)
          .where(inArray(profiles.id, otherIds))
      : [],
    db
      .select({
        id: oneOnOneMeetings.id,
        oneOnOneId: oneOnOneMeetings.oneOnOneId,
        startsAt: oneOnOneMeetings.startsAt,
      })
      .from(oneOnOneMeetings)
      .where(and(inArray(oneOnOneMeetings.oneOnOneId, ids), isNull(oneOnOneMeetings.heldAt)))
      .orderBy(asc(oneOnOneMeetings.startsAt)),
    db
      .select({ oneOnOneId: actionItems.oneOnOneId, text: actionItems.text, dueOn: actionItems.dueOn })
      .from(actionItems)
      .where(and(inArray(actionItems.oneOnOneId, ids), isNull(actionItems.doneAt)))
      .orderBy(asc(actionItems.createdAt)),
  ]);
  // The soonest meeting not held of each 1:1 (the list is in order of start).
  const next = new Map<string, (typeof meetings)[number]>();
  for (const meeting of meetings) if (!next.has(meeting.oneOnOneId)) next.set(meeting.oneOnOneId, meeting);
  const meetingIds = [...next.values()].map((meeting) => meeting.id);
  const points =
    meetingIds.length > 0
      ? await db
          .select({ meetingId: agendaPoints.meetingId, text: agendaPoints.text })
          .from(agendaPoints)
          .where(inArray(agendaPoints.meetingId, meetingIds))
          .orderBy(asc(agendaPoints.position))
      : [];
  return mine.map((oneOnOne) => {
    const name = nameOf(names.find((person) => person.id === otherOf(oneOnOne))?.fullName);
    const meeting = next.get(oneOnOne.id);
    const agenda = points.filter((point) => point.meetingId === meeting?.id).slice(0, 20);
    const open = items.filter((item) => item.oneOnOneId === oneOnOne.id).slice(0, 20);
    return {
      kind: 'one_on_one',
      id: oneOnOne.id,
      title: `1:1 with ${name}`,
      href: `/communication/one-on-ones/${oneOnOne.id}`,
      facts: [
        meeting
          ? `Your next 1:1 with ${name} is at ${meeting.startsAt.toISOString()}.`
          : `Your 1:1 with ${name}.`,
        agenda.length > 0
          ? `Its agenda: ${agenda.map((point) => point.text).join('; ')}.`
          : 'Its agenda is empty.',
        open.length > 0
          ? `Open action items: ${open.map((item) => `${item.text}${item.dueOn ? ` (due ${item.dueOn})` : ''}`).join('; ')}.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    };
  });
};

/** The caller's open growth items, the soonest due first. */
export const ownGrowthItems: SourceBuilder = async (db, caller) => {
  const rows = await db
    .select({
      id: growthItems.id,
      title: growthItems.title,
      kind: growthItems.kind,
      dueOn: growthItems.dueOn,
    })
    .from(growthItems)
    .where(
      and(
        eq(growthItems.userId, caller.userId),
        eq(growthItems.companyId, caller.companyId),
        isNull(growthItems.doneAt),
      ),
    )
    .orderBy(asc(growthItems.dueOn), asc(growthItems.id))
    .limit(10);
  return rows.map((item) => ({
    kind: 'growth_item',
    id: item.id,
    title: item.title,
    href: '/learning?tab=plan',
    facts: `On your growth plan: "${item.title}" (${item.kind})${item.dueOn ? `, due ${item.dueOn}` : ''}.`,
  }));
};

/** Kudos the caller received in the last 30 days: company-visible, with their senders. */
export const kudosReceived: SourceBuilder = async (db, caller, now) => {
  const rows = await db
    .select({ id: kudos.id, message: kudos.message, sender: profiles.fullName, at: kudos.createdAt })
    .from(kudosRecipients)
    .innerJoin(kudos, eq(kudos.id, kudosRecipients.kudosId))
    .leftJoin(profiles, eq(profiles.id, kudos.senderId))
    .where(
      and(
        eq(kudosRecipients.userId, caller.userId),
        eq(kudos.companyId, caller.companyId),
        eq(kudos.kind, 'kudos'),
        gte(kudos.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
      ),
    )
    .orderBy(desc(kudos.createdAt))
    .limit(10);
  return rows.map((row) => ({
    kind: 'kudos',
    id: row.id,
    title: `Kudos from ${nameOf(row.sender)}`,
    href: '/culture',
    facts: `${nameOf(row.sender)} thanked you on ${row.at.toISOString().slice(0, 10)}: "${row.message ?? ''}"`,
  }));
};

/** Every source the companion may read, in the order its context lists them. */
export const SOURCES: readonly SourceBuilder[] = [ownGoals, nextOneOnOnes, ownGrowthItems, kudosReceived];
