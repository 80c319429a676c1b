import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { workerDeps } from '../../../tests/setup/integrations';
import { insertKudos } from '../../../tests/setup/kudos-rows';
import { insertPeriod } from '../../../tests/setup/pulse-rows';
import { memberNamed } from '../../../tests/setup/slack';
import { createTestApp, TEST_PUBLIC_URL } from '../../../tests/setup/test-app';
import { startReceiver } from '../../../tests/setup/webhook-receiver';
import type { IntegrationEvent, IntegrationKind } from '../../shared/integration-messages';
import type { PulseCadence } from '../../shared/wellbeing-messages';
import { companies, integrationDeliveries, integrations } from '../db/schema';
import { DIGEST_GOALS_MAX } from './chat-words';
import { deliverDue } from './deliveries';
import { urlPurpose } from './destinations';
import { digestMessageId, queueWeeklyDigests } from './digest';
import type { WeeklyDigestData } from './event-data';
import { slackDigestPost } from './slack-post';
import { teamsDigestCard } from './teams-card';

/**
 * The weekly digest (docs/product.md, "Slack and Teams channels"; docs/privacy.md) on a real
 * database: what it tells of a company (its company-visible goals due, the pulse, last week's
 * recognition in counts), once per company and week however often and wherever it runs, from Monday
 * 09:00 in the company's zone, and only to destinations that hear it. 1 July 2030 is a Monday.
 */
const t = await createTestApp();
const receiver = await startReceiver();

/** Monday 1 July 2030, 09:00 in Tokyo (UTC+9, no daylight saving time). */
const TOKYO_MONDAY_9 = new Date('2030-07-01T00:00:00Z');

/** A company of its own, in `timeZone`, its pulse on `cadence`; its admin. */
async function company(name: string, timeZone: string, cadence: PulseCadence = 'weekly') {
  const owner = await admin(t, name);
  await t.db
    .update(companies)
    .set({ timeZone, pulseCadence: cadence })
    .where(eq(companies.id, owner.company.id));
  return { ...owner, id: owner.session.user.id, companyId: owner.company.id };
}

/** A Slack or Teams destination of the company, its address on the test's receiver. */
async function destination(
  companyId: string,
  kind: IntegrationKind,
  { events = ['digest.weekly'], enabled = true }: { events?: IntegrationEvent[]; enabled?: boolean } = {},
) {
  const id = randomUUID();
  const url = receiver.url(`/${kind}/${id}`);
  await t.db.insert(integrations).values({
    id,
    companyId,
    kind,
    name: `${kind} #crew`,
    url: t.deps.secrets.seal(url, urlPurpose(id)),
    urlHost: new URL(url).host,
    events,
    enabled,
  });
  return id;
}

/** The digests queued for these destinations: which, with which message id and payload. */
async function digestsOf(...integrationIds: string[]) {
  const rows = await t.db
    .select({
      integrationId: integrationDeliveries.integrationId,
      messageId: integrationDeliveries.messageId,
      event: integrationDeliveries.event,
      payload: integrationDeliveries.payload,
    })
    .from(integrationDeliveries)
    .where(inArray(integrationDeliveries.integrationId, integrationIds))
    .orderBy(sql`created_at`, integrationDeliveries.messageId);
  return rows as {
    integrationId: string;
    messageId: string;
    event: string;
    payload: { data: WeeklyDigestData };
  }[];
}

describe('the digest’s contents', () => {
  it('lists the open goals the whole company sees due this week, the pulse and last week’s breadth', async () => {
    const tides = await company('Tokyo Tides', 'Asia/Tokyo', 'monthly');
    const ben = await memberNamed(t, tides, 'Ben Sousa');
    const cy = await memberNamed(t, tides, 'Cy Rivera');
    const slack = await destination(tides.companyId, 'slack', { events: ['kudos.given', 'digest.weekly'] });
    const teams = await destination(tides.companyId, 'teams');
    const other = await company('Other Reef', 'Asia/Tokyo');

    const due = (title: string, dueOn: string, fields: Parameters<typeof insertGoal>[1]) =>
      insertGoal(t.db, { title, dueOn, startsOn: '2030-06-01', ...fields });
    const inTides = { companyId: tides.companyId };
    const launch = await due('Launch the surf school', '2030-07-03', { ...inTides, ownerId: ben.id });
    const audit = await due('Audit the boards', '2030-07-01', { ...inTides, ownerId: cy.id });
    const clean = await due('clean the van', '2030-07-03', { ...inTides, ownerId: tides.id });
    const beach = await due('Zero waste beach', '2030-07-07', {
      ...inTides,
      ownerId: null,
      level: 'company',
    });
    // Not this week's, not open, not the company's to read, or not this company's.
    await due('Private swell plan', '2030-07-02', { ...inTides, ownerId: ben.id, visibility: 'private' });
    await due('Closed already', '2030-07-02', {
      ...inTides,
      ownerId: ben.id,
      closedAt: new Date('2030-06-20'),
    });
    await due('Next week', '2030-07-08', { ...inTides, ownerId: ben.id });
    await due('Last Sunday', '2030-06-30', { ...inTides, ownerId: ben.id });
    await due('Their goal', '2030-07-03', { companyId: other.companyId, ownerId: other.id });

    // Last week in Tokyo: from Monday 24 June 00:00 (+09:00) to this Monday 00:00, the end excluded.
    const give = (senderId: string, recipientIds: string[], at: string, companyId = tides.companyId) =>
      insertKudos(t.db, { companyId, senderId, recipientIds, createdAt: new Date(at) });
    await give(tides.id, [ben.id], '2030-06-24T00:00:00+09:00');
    await give(tides.id, [ben.id, cy.id], '2030-06-28T19:00:00+09:00');
    await give(ben.id, [tides.id], '2030-06-30T23:59:59+09:00');
    await give(cy.id, [tides.id], '2030-07-01T00:00:00+09:00');
    await give(cy.id, [ben.id], '2030-06-23T23:59:59+09:00');
    await give(other.id, [other.id], '2030-06-28T10:00:00+09:00', other.companyId);
    await insertKudos(t.db, {
      companyId: tides.companyId,
      kind: 'anniversary',
      senderId: null,
      message: null,
      anniversaryYears: 1,
      celebrationKey: `anniversary:${cy.id}:1`,
      recipientIds: [cy.id],
      createdAt: new Date('2030-06-27T10:00:00+09:00'),
    });

    await queueWeeklyDigests(t.db, TOKYO_MONDAY_9);

    const goalOf = (goal: { id: string; title: string; dueOn: string }, ownerName: string | null) => ({
      id: goal.id,
      title: goal.title,
      ownerName,
      dueOn: goal.dueOn,
      link: `/goals/${goal.id}`,
    });
    const expected: WeeklyDigestData = {
      week: { startsOn: '2030-07-01', endsOn: '2030-07-07' },
      goalsDue: [
        goalOf(audit, 'Cy Rivera'),
        goalOf(clean, 'Ada Admin'),
        goalOf(launch, 'Ben Sousa'),
        goalOf(beach, null),
      ],
      goalsDueTotal: 4,
      // Monthly: the period of July starts on the 1st, this Monday.
      pulse: { opensThisWeek: true, startsOn: '2030-07-01' },
      // Ada and Ben gave three kudos to Ben, Cy and Ada; the company has three people.
      recognition: { givers: 2, receivers: 3, kudos: 3, people: 3 },
      link: '/dashboard',
    };
    const queued = await digestsOf(slack, teams);
    expect(queued).toHaveLength(2);
    for (const row of queued) {
      expect(row.messageId).toBe(digestMessageId(tides.companyId, '2030-07-01'));
      expect(row.messageId).toBe(`digest_${tides.companyId}_2030-07-01`);
      expect(row.event).toBe('digest.weekly');
      expect(row.payload).toEqual({ type: 'digest.weekly', timestamp: expect.any(String), data: expected });
    }
    expect(new Set(queued.map((row) => row.integrationId))).toEqual(new Set([slack, teams]));

    // Sent by the worker: Slack's blocks and Teams' card, the links made whole.
    receiver.received.length = 0;
    await deliverDue(t.db, workerDeps(t));
    const whole: WeeklyDigestData = {
      ...expected,
      goalsDue: expected.goalsDue.map((goal) => ({ ...goal, link: `${TEST_PUBLIC_URL}${goal.link}` })),
      link: `${TEST_PUBLIC_URL}/dashboard`,
    };
    const bodyAt = (path: string) => JSON.parse(receiver.received.find((got) => got.path === path)!.body);
    expect(bodyAt(`/slack/${slack}`)).toEqual(slackDigestPost(whole));
    expect(bodyAt(`/teams/${teams}`)).toEqual(teamsDigestCard(whole));
  });

  it(`lists the first ${DIGEST_GOALS_MAX} goals soonest first and counts them all; no pulse mid-month`, async () => {
    const crowded = await company('Crowded Reef', 'UTC', 'monthly');
    const slack = await destination(crowded.companyId, 'slack');
    for (let index = 0; index < 12; index++)
      await insertGoal(t.db, {
        companyId: crowded.companyId,
        ownerId: crowded.id,
        title: `Goal ${String(index).padStart(2, '0')}`,
        startsOn: '2030-07-01',
        dueOn: index < 6 ? '2030-07-14' : '2030-07-09',
      });

    await queueWeeklyDigests(t.db, new Date('2030-07-08T09:00:00Z'));

    const [row] = await digestsOf(slack);
    const { data } = row!.payload;
    expect(data.goalsDueTotal).toBe(12);
    expect(data.goalsDue.map((goal) => goal.title)).toEqual([
      'Goal 06',
      'Goal 07',
      'Goal 08',
      'Goal 09',
      'Goal 10',
      'Goal 11',
      'Goal 00',
      'Goal 01',
      'Goal 02',
      'Goal 03',
    ]);
    expect(data.pulse).toEqual({ opensThisWeek: false });
    expect(data.recognition).toEqual({ givers: 0, receivers: 0, kudos: 0, people: 1 });
  });
});

describe('the pulse’s line', () => {
  it('follows the pulse’s calendar: a cadence changed to monthly starts after the last weekly period', async () => {
    const changed = await company('Changed Cadence', 'UTC', 'monthly');
    const slack = await destination(changed.companyId, 'slack');
    // The weekly period of 1–7 July was opened before the change: the next one starts on the 8th.
    await insertPeriod(t.db, { companyId: changed.companyId, startsOn: '2030-07-01', endsOn: '2030-07-07' });
    await queueWeeklyDigests(t.db, new Date('2030-07-08T09:00:00Z'));
    const [row] = await digestsOf(slack);
    expect(row!.payload.data.pulse).toEqual({ opensThisWeek: true, startsOn: '2030-07-08' });
  });

  it('reads the period the job opened on Monday, and says none opens while the month’s runs', async () => {
    const opened = await company('Opened Already', 'UTC', 'monthly');
    const slack = await destination(opened.companyId, 'slack');
    await insertPeriod(t.db, {
      companyId: opened.companyId,
      startsOn: '2030-07-01',
      endsOn: '2030-07-31',
      cadence: 'monthly',
    });
    await queueWeeklyDigests(t.db, new Date('2030-07-01T09:00:00Z'));
    await queueWeeklyDigests(t.db, new Date('2030-07-08T09:00:00Z'));
    expect((await digestsOf(slack)).map((row) => row.payload.data.pulse)).toEqual([
      { opensThisWeek: true, startsOn: '2030-07-01' },
      { opensThisWeek: false },
    ]);
  });
});

describe('once per company and week', () => {
  it('queues nothing more on a second run, a run at once on another instance, or later that Monday', async () => {
    const tides = await company('Twice Tides', 'Asia/Tokyo');
    const slack = await destination(tides.companyId, 'slack');
    const teams = await destination(tides.companyId, 'teams');

    const [first, second] = await Promise.all([
      queueWeeklyDigests(t.db, TOKYO_MONDAY_9),
      queueWeeklyDigests(t.db, TOKYO_MONDAY_9),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    // Every company due at that moment has its digest: a second run finds nothing to do.
    expect(await queueWeeklyDigests(t.db, TOKYO_MONDAY_9)).toBe(0);
    await queueWeeklyDigests(t.db, new Date('2030-07-01T14:59:00Z'));
    expect((await digestsOf(slack, teams)).map((row) => row.integrationId).sort()).toEqual(
      [slack, teams].sort(),
    );

    // A destination connected later that Monday gets this week's; the others no second one.
    const late = await destination(tides.companyId, 'slack');
    await queueWeeklyDigests(t.db, new Date('2030-07-01T10:00:00Z'));
    const queued = await digestsOf(slack, teams, late);
    expect(queued).toHaveLength(3);
    expect(new Set(queued.map((row) => row.messageId))).toEqual(
      new Set([digestMessageId(tides.companyId, '2030-07-01')]),
    );

    // The next Monday is a new week.
    await queueWeeklyDigests(t.db, new Date('2030-07-08T00:00:00Z'));
    expect((await digestsOf(slack)).map((row) => row.messageId)).toEqual([
      digestMessageId(tides.companyId, '2030-07-01'),
      digestMessageId(tides.companyId, '2030-07-08'),
    ]);
  });
});

describe('when', () => {
  it('goes from Monday 09:00 in the company’s zone, and not on another day', async () => {
    // São Paulo is UTC-3 all year: 09:00 there is 12:00 UTC.
    const saudade = await company('Saudade Surf', 'America/Sao_Paulo');
    const slack = await destination(saudade.companyId, 'slack');

    // Monday 09:00 in Tokyo is Sunday 21:00 in São Paulo.
    await queueWeeklyDigests(t.db, TOKYO_MONDAY_9);
    await queueWeeklyDigests(t.db, new Date('2030-07-01T11:59:59Z'));
    expect(await digestsOf(slack)).toEqual([]);
    await queueWeeklyDigests(t.db, new Date('2030-07-01T12:00:00Z'));
    const [row] = await digestsOf(slack);
    expect(row!.payload.data.week).toEqual({ startsOn: '2030-07-01', endsOn: '2030-07-07' });
    // Weekly, the pulse's default: a period opens each Monday.
    expect(row!.payload.data.pulse).toEqual({ opensThisWeek: true, startsOn: '2030-07-01' });
  });

  it('does not make up a Monday missed: Tuesday queues nothing', async () => {
    const missed = await company('Missed Monday', 'UTC');
    const slack = await destination(missed.companyId, 'slack');
    await queueWeeklyDigests(t.db, new Date('2030-07-02T09:00:00Z'));
    await queueWeeklyDigests(t.db, new Date('2030-07-07T23:59:59Z'));
    expect(await digestsOf(slack)).toEqual([]);
  });
});

describe('who hears it', () => {
  it('goes to enabled destinations that chose the digest, and nowhere without one', async () => {
    const quiet = await company('Quiet Cove', 'UTC');
    const kudosOnly = await destination(quiet.companyId, 'slack', { events: ['kudos.given'] });
    const off = await destination(quiet.companyId, 'teams', { enabled: false });
    await insertGoal(t.db, {
      companyId: quiet.companyId,
      ownerId: quiet.id,
      startsOn: '2030-07-01',
      dueOn: '2030-07-02',
    });
    const none = await company('No Destination', 'UTC');

    await queueWeeklyDigests(t.db, new Date('2030-07-01T09:00:00Z'));

    expect(await digestsOf(kudosOnly, off)).toEqual([]);
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(integrationDeliveries)
      .where(inArray(integrationDeliveries.companyId, [quiet.companyId, none.companyId]));
    expect(row!.count).toBe(0);
  });
});
