import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { RITUALS_PER_TEAM_MAX } from '../../../shared/collaboration-messages';
import type { Ritual } from '../../../shared/contract/rituals';
import { nextRitualDay, ritualMessages as m } from '../../../shared/rituals-messages';
import type {
  createRitualSchema,
  ritualListQuerySchema,
  updateRitualSchema,
} from '../../../shared/rituals-rules';
import type { Caller } from '../../auth/caller';
import type { Database, Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { DomainError, invalidInput } from '../../domain-error';

/**
 * A team's rituals (decision 041, docs/privacy.md section 31): the team's (level 4, team). Read by the
 * team's current members and the company's admins; written by its leads and admins. The next day and
 * "due for review" are computed on each read from the company's today: nothing runs for them.
 */

const ritualNotFound = () => new DomainError('not_found', { message: m.ritualNotFound });
const teamNotFound = () => new DomainError('not_found', { message: m.teamNotFound });

type Row = Omit<Ritual, 'nextOn' | 'dueForReview' | 'canEdit'> & { today: string; isLead: boolean };

const ritualColumns = (caller: Caller) => sql`r.id, json_build_object('id', t.id, 'name', t.name) as "team",
  r.kind, r.title, r.notes, r.cadence, to_char(r.starts_on, 'YYYY-MM-DD') as "startsOn", r.time,
  r.duration_minutes as "durationMinutes",
  (select json_build_object('id', p.id, 'fullName', p.full_name) from profiles p where p.id = r.owner_id) as "owner",
  to_char(r.review_on, 'YYYY-MM-DD') as "reviewOn", c.time_zone as "timeZone",
  to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as "today",
  exists (select 1 from team_members tm where tm.team_id = r.team_id and tm.user_id = ${caller.userId}
    and tm.left_at is null and tm.is_lead) as "isLead"`;

function ritualOf(caller: Caller, { today, isLead, ...row }: Row): Ritual {
  return {
    ...row,
    nextOn: nextRitualDay(row.startsOn, row.cadence, today),
    dueForReview: row.reviewOn <= today,
    canEdit: caller.isAdmin || isLead,
  };
}

const fromRituals = sql`from rituals r join teams t on t.id = r.team_id join companies c on c.id = r.company_id`;

async function readRituals(db: Db, caller: Caller, where: SQL): Promise<Ritual[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select ${ritualColumns(caller)} ${fromRituals}
      where r.company_id = ${caller.companyId} and t.archived_at is null and ${where}
      order by t.name, r.title, r.id`,
  );
  return rows
    .map((row) => ritualOf(caller, row))
    .sort((a, b) => a.nextOn.localeCompare(b.nextOn) || a.time.localeCompare(b.time));
}

async function readRitual(db: Db, caller: Caller, id: string): Promise<Ritual> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${ritualColumns(caller)} ${fromRituals} where r.id = ${id} and r.company_id = ${caller.companyId}`,
  );
  if (!row) throw ritualNotFound();
  return ritualOf(caller, row);
}

interface TeamAccess {
  archived: boolean;
  isMember: boolean;
  isLead: boolean;
}

/** The caller's standing in a team of their company; not found for any other team. */
async function teamAccess(db: Db, caller: Caller, teamId: string, lock = false): Promise<TeamAccess> {
  const [row] = await rowsOf<TeamAccess>(
    db,
    sql`select t.archived_at is not null as "archived",
        exists (select 1 from team_members tm where tm.team_id = t.id and tm.user_id = ${caller.userId}
          and tm.left_at is null) as "isMember",
        exists (select 1 from team_members tm where tm.team_id = t.id and tm.user_id = ${caller.userId}
          and tm.left_at is null and tm.is_lead) as "isLead"
      from teams t where t.id = ${teamId} and t.company_id = ${caller.companyId}
      ${lock ? sql`for update of t` : sql``}`,
  );
  if (!row) throw teamNotFound();
  return row;
}

/** The team's leads and the company's admins write; an archived team's rituals no longer change. */
async function checkWriter(db: Db, caller: Caller, teamId: string, lock = false) {
  const access = await teamAccess(db, caller, teamId, lock);
  if (!access.isLead && !caller.isAdmin) throw new DomainError('forbidden', { message: m.notLead });
  if (access.archived) throw new DomainError('team_archived');
}

async function checkOwner(db: Db, teamId: string, ownerId: string) {
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select true as ok from team_members where team_id = ${teamId} and user_id = ${ownerId} and left_at is null`,
  );
  if (!row) throw invalidInput('ownerId', m.ownerInvalid);
}

/** GET /api/rituals: one team's (its members and admins) or the caller's current teams'. */
export async function listRituals(db: Db, caller: Caller, query: z.output<typeof ritualListQuerySchema>) {
  if (query.team) {
    const access = await teamAccess(db, caller, query.team);
    if (!access.isMember && !caller.isAdmin) throw new DomainError('forbidden', { message: m.notMember });
    return { items: await readRituals(db, caller, sql`r.team_id = ${query.team}`) };
  }
  return {
    items: await readRituals(
      db,
      caller,
      sql`exists (select 1 from team_members tm where tm.team_id = r.team_id and tm.user_id = ${caller.userId}
        and tm.left_at is null)`,
    ),
  };
}

type RitualFields = z.output<typeof updateRitualSchema>;

/** POST /api/rituals: at most RITUALS_PER_TEAM_MAX a team, counted under the team's row lock. */
export async function createRitual(
  db: Database,
  caller: Caller,
  input: z.output<typeof createRitualSchema>,
): Promise<Ritual> {
  const id = await db.transaction(async (tx) => {
    await checkWriter(tx, caller, input.teamId, true);
    await checkOwner(tx, input.teamId, input.ownerId);
    const [count] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from rituals where team_id = ${input.teamId}`,
    );
    if ((count?.n ?? 0) >= RITUALS_PER_TEAM_MAX)
      throw new DomainError('limit_reached', { message: m.ritualsLimit });
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into rituals (company_id, team_id, kind, title, notes, cadence, starts_on, time,
          duration_minutes, owner_id, review_on, created_by)
        values (${caller.companyId}, ${input.teamId}, ${input.kind}, ${input.title}, ${input.notes},
          ${input.cadence}, ${input.startsOn}, ${input.time}, ${input.durationMinutes}, ${input.ownerId},
          ${input.reviewOn}, ${caller.userId})
        returning id`,
    );
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  return readRitual(db, caller, id);
}

async function teamOfRitual(db: Db, caller: Caller, id: string): Promise<string> {
  const [row] = await rowsOf<{ teamId: string }>(
    db,
    sql`select team_id as "teamId" from rituals where id = ${id} and company_id = ${caller.companyId}`,
  );
  if (!row) throw ritualNotFound();
  return row.teamId;
}

/** PUT /api/rituals/:id: rewritten whole; its team stays. */
export async function updateRitual(db: Db, caller: Caller, id: string, input: RitualFields): Promise<Ritual> {
  const teamId = await teamOfRitual(db, caller, id);
  await checkWriter(db, caller, teamId);
  await checkOwner(db, teamId, input.ownerId);
  await db.execute(
    sql`update rituals set kind = ${input.kind}, title = ${input.title}, notes = ${input.notes},
      cadence = ${input.cadence}, starts_on = ${input.startsOn}, time = ${input.time},
      duration_minutes = ${input.durationMinutes}, owner_id = ${input.ownerId}, review_on = ${input.reviewOn},
      updated_at = now()
    where id = ${id}`,
  );
  return readRitual(db, caller, id);
}

/** POST /api/rituals/:id/review: a new review day, on or after its first day. */
export async function reviewRitual(db: Db, caller: Caller, id: string, reviewOn: string): Promise<Ritual> {
  const teamId = await teamOfRitual(db, caller, id);
  await checkWriter(db, caller, teamId);
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`update rituals set review_on = ${reviewOn}, updated_at = now()
      where id = ${id} and starts_on <= ${reviewOn} returning id`,
  );
  if (!row) throw invalidInput('reviewOn', m.reviewBeforeStart);
  return readRitual(db, caller, id);
}

/** DELETE /api/rituals/:id. */
export async function deleteRitual(db: Db, caller: Caller, id: string): Promise<void> {
  const teamId = await teamOfRitual(db, caller, id);
  const access = await teamAccess(db, caller, teamId);
  if (!access.isLead && !caller.isAdmin) throw new DomainError('forbidden', { message: m.notLead });
  await db.execute(sql`delete from rituals where id = ${id}`);
}
