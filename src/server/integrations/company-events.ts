import { sql } from 'drizzle-orm';
import type { Role } from '../../shared/constants';
import type { PulseFigures, PulsePeriod } from '../../shared/contract/wellbeing';
import type { Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import type { KudosGivenData } from './event-data';
import { emitIntegrationEvent } from './events';

/**
 * The events other modules tell the company's integrations of, each from inside its own transaction
 * (docs/privacy.md §28). Each carries only what every member of the company may read in SOS, and its
 * data is read only when some destination hears it. Links are written as paths of the app (`link`),
 * which the worker makes whole with PUBLIC_URL as it sends (deliveries.ts): a data function needs no
 * configuration.
 */

/** A person as an event names them: their profile's name, else their account's. */
export interface EventPerson {
  id: string;
  name: string;
}

const personSql = (userId: ReturnType<typeof sql>) => sql`(select json_build_object('id', u.id,
    'name', coalesce(nullif(btrim(p.full_name), ''), u.full_name))
  from users u left join profiles p on p.id = u.id where u.id = ${userId})`;

const one = async <Row>(tx: Transaction, query: ReturnType<typeof sql>) => {
  const [row] = await rowsOf<Row>(tx, query);
  if (!row) throw new Error('an event’s subject is gone inside its own transaction');
  return row;
};

/** `kudos.given`: kudos are read by the whole company (level 4): who, to whom, the value, the message. */
export async function emitKudosGiven(tx: Transaction, companyId: string, kudosId: string) {
  await emitIntegrationEvent(tx, companyId, 'kudos.given', () =>
    one<KudosGivenData>(
      tx,
      sql`select k.id as "kudosId", ${personSql(sql`k.sender_id`)} as "from",
        coalesce((select json_agg(${personSql(sql`r.user_id`)} order by r.user_id)
          from kudos_recipients r where r.kudos_id = k.id), '[]'::json) as "to",
        (select json_build_object('id', v.id, 'name', v.name) from company_values v
          where v.id = k.value_id and v.company_id = k.company_id) as "value",
        k.message, '/culture' as link
      from kudos k where k.id = ${kudosId} and k.company_id = ${companyId} and k.kind = 'kudos'`,
    ),
  );
}

/** A goal as an event names it: company-visible goals only, so its title and owner are the company's. */
const goalSql = (goalId: string, companyId: string) => sql`(select json_build_object('id', g.id,
    'title', g.title, 'level', g.level, 'owner', ${personSql(sql`g.owner_id`)},
    'team', (select json_build_object('id', t.id, 'name', t.name) from teams t where t.id = g.team_id),
    'progress', g.progress, 'dueOn', g.due_on, 'link', '/goals/' || g.id)
  from goals g where g.id = ${goalId} and g.company_id = ${companyId} and g.visibility = 'company')`;

interface GoalOfEvent {
  id: string;
  companyId: string;
  visibility: string;
}

/** `goal.closed`: a company-visible goal closed, with its final progress; a private goal tells nothing. */
export async function emitGoalClosed(tx: Transaction, goal: GoalOfEvent) {
  if (goal.visibility !== 'company') return;
  await emitIntegrationEvent(tx, goal.companyId, 'goal.closed', async () => {
    const row = await one<{ goal: object }>(tx, sql`select ${goalSql(goal.id, goal.companyId)} as goal`);
    return row.goal;
  });
}

/**
 * `check_in.created` on a company-visible goal: the goal, who checked in and the progress it made;
 * never the note or the blockers, which the goal's readers see but a channel need not.
 */
export async function emitCheckInCreated(
  tx: Transaction,
  goal: GoalOfEvent,
  checkIn: { id: string; authorId: string },
) {
  if (goal.visibility !== 'company') return;
  await emitIntegrationEvent(tx, goal.companyId, 'check_in.created', () =>
    one(
      tx,
      sql`select ${checkIn.id}::uuid as "checkInId", ${personSql(sql`${checkIn.authorId}::uuid`)} as person,
        g.goal, (g.goal->>'progress')::float8 as progress, g.goal->>'link' as link
      from (select ${goalSql(goal.id, goal.companyId)}::jsonb as goal) g`,
    ),
  );
}

/**
 * `person.joined` and `person.left`: their name and role, as the company's directory shows them. Not
 * their e-mail address: the directory shows it to members signed in to SOS, and a channel or a
 * receiver is read by whoever is in it.
 */
export async function emitPersonJoined(tx: Transaction, companyId: string, userId: string, role: Role) {
  await emitIntegrationEvent(tx, companyId, 'person.joined', async () => {
    const row = await one<{ person: EventPerson }>(
      tx,
      sql`select ${personSql(sql`${userId}::uuid`)} as person`,
    );
    return { person: row.person, role, link: `/people/${userId}` };
  });
}

export async function emitPersonLeft(tx: Transaction, companyId: string, userId: string, role: Role) {
  await emitIntegrationEvent(tx, companyId, 'person.left', async () => {
    const row = await one<{ person: EventPerson }>(
      tx,
      sql`select ${personSql(sql`${userId}::uuid`)} as person`,
    );
    return { person: row.person, role };
  });
}

/**
 * `pulse.sealed`: the company's figures exactly as the results page shows them (insights/results.ts):
 * the period, its threshold, how many answered of how many, and the five scores or, below the
 * threshold, only that they are withheld and why. No team's figures, no answer.
 */
export async function emitPulseSealed(
  tx: Transaction,
  companyId: string,
  sealed: {
    period: PulsePeriod;
    threshold: number;
    participation: { answered: number; members: number };
    figures: PulseFigures;
  },
) {
  await emitIntegrationEvent(tx, companyId, 'pulse.sealed', { ...sealed, link: '/wellbeing' });
}
