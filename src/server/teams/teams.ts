import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  AddTeamMemberInput,
  CreateTeamInput,
  Team,
  TeamMember,
  TeamSummary,
} from '../../shared/contract/teams';
import { peopleMessages } from '../../shared/messages';
import type { JoinPolicy } from '../../shared/team-messages';
import { teamMessages } from '../../shared/team-messages';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { profiles, teamMembers, teams, userRoles, users } from '../db/schema';
import { DomainError } from '../domain-error';
import { notify } from '../notifications/notify';
import { checkTeamsCap } from './teams-cap';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Transaction;

/** Also the answer for another company's team: 404, never 403, which would confirm it exists. */
const teamNotFound = () => new DomainError('not_found', { message: teamMessages.teamNotFound });
const memberNotFound = () => new DomainError('not_found', { message: teamMessages.memberNotFound });
const personNotFound = () => new DomainError('not_found', { message: peopleMessages.personNotFound });
const archived = () => new DomainError('team_archived');
const nameTaken = () => new DomainError('team_name_taken');

const NAME_INDEX = 'teams_company_id_name_idx';

/** Names compare as people read them: case and accents aside. */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The one place where a person's membership starts or their lead flag is set: the person hears of it
 * (a notification in the same transaction), unless they did it themselves. Made a lead says it all,
 * so a person added as a lead gets that one notice, not two.
 */
async function membershipChanged(
  tx: Transaction,
  change: { teamId: string; userId: string; actorId: string; added: boolean; madeLead: boolean },
): Promise<void> {
  if (change.userId === change.actorId || !(change.added || change.madeLead)) return;
  const [team] = await tx
    .select({ name: teams.name, companyId: teams.companyId })
    .from(teams)
    .where(eq(teams.id, change.teamId));
  if (!team) return;
  await notify(tx, {
    userId: change.userId,
    companyId: team.companyId,
    kind: change.madeLead ? 'team_lead' : 'team_added',
    data: { teamId: change.teamId, teamName: team.name },
  });
}

/** A current membership, or undefined. */
async function membershipOf(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select({ isLead: teamMembers.isLead })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)));
  return row;
}

/**
 * The caller's company's team, locked for the rest of the transaction: `update` for a change of the
 * team itself, `share` for a change of its members, so an archive waits for a join in flight and the
 * other way round.
 */
async function lockTeam(tx: Transaction, companyId: string, teamId: string, mode: 'share' | 'update') {
  const [team] = await tx
    .select({ id: teams.id, joinPolicy: teams.joinPolicy, archivedAt: teams.archivedAt })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)))
    .for(mode);
  if (!team) throw teamNotFound();
  if (team.archivedAt) throw archived();
  return team;
}

/** Leads of the team and admins manage it; the lead flag is read as it stands now. */
async function checkCanManage(tx: Transaction, caller: Caller, teamId: string) {
  if (caller.isAdmin) return;
  const membership = await membershipOf(tx, teamId, caller.userId);
  if (!membership?.isLead) throw new DomainError('forbidden', { message: teamMessages.leadOnly });
}

/**
 * The company memberships (user_roles rows) of these people, locked `for share` to the end of the
 * transaction, in one order. Removing a person from the company (an admin, leaving, deleting the
 * account: people.ts) locks the company's rows `for update` first, so the two take turns: a removal
 * that commits first leaves no row here (the person is refused), and one that comes after waits for
 * this membership to commit and then ends it with the person's other teams. Without the lock, a
 * membership checked before a removal and inserted after it outlived the person's place in the company.
 */
async function lockMemberships(tx: Transaction, companyId: string, userIds: string[]) {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), inArray(userRoles.userId, userIds)))
    .orderBy(asc(userRoles.userId))
    .for('share');
  return new Set(rows.map((row) => row.userId));
}

/** The people of the company among `userIds`, locked; any other id is a 404, never a hint of who exists. */
async function lockPeopleOfCompany(tx: Transaction, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  const members = await lockMemberships(tx, companyId, userIds);
  if (members.size !== new Set(userIds).size) throw personNotFound();
}

/** The caller's own membership, locked as above: removed meanwhile, they may change no team. */
async function lockCallerInCompany(tx: Transaction, caller: Caller) {
  const members = await lockMemberships(tx, caller.companyId, [caller.userId]);
  if (!members.has(caller.userId)) throw new DomainError('forbidden', { message: peopleMessages.noCompany });
}

/** Current members of the given teams, with their names. */
async function currentMembers(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: teamMembers.teamId,
      id: users.id,
      fullName: profiles.fullName,
      email: users.email,
      isLead: teamMembers.isLead,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(profiles, eq(profiles.id, teamMembers.userId))
    .where(and(inArray(teamMembers.teamId, teamIds), isNull(teamMembers.leftAt)));
}

type MemberRow = Awaited<ReturnType<typeof currentMembers>>[number];
type TeamRow = {
  id: string;
  name: string;
  description: string | null;
  joinPolicy: JoinPolicy;
  archivedAt: Date | null;
};

const memberName = (member: { fullName: string | null; email: string }) =>
  member.fullName?.trim() || member.email;
/** Leads first, then by name. */
const byLeadThenName = (a: MemberRow, b: MemberRow) =>
  Number(b.isLead) - Number(a.isLead) ||
  byName.compare(memberName(a), memberName(b)) ||
  a.id.localeCompare(b.id);

function summaryOf(team: TeamRow, members: MemberRow[], userId: string): TeamSummary {
  const mine = members.find((member) => member.id === userId);
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    joinPolicy: team.joinPolicy,
    memberCount: members.length,
    leads: members.filter((member) => member.isLead).map(({ id, fullName }) => ({ id, fullName })),
    isMember: Boolean(mine),
    isLead: Boolean(mine?.isLead),
    archivedAt: team.archivedAt?.toISOString() ?? null,
  };
}

const teamColumns = {
  id: teams.id,
  name: teams.name,
  description: teams.description,
  joinPolicy: teams.joinPolicy,
  archivedAt: teams.archivedAt,
};

/** The teams of the company, sorted by name; archived ones only when asked. */
export async function listTeams(db: Database, caller: Caller, withArchived: boolean) {
  const rows = await db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.companyId, caller.companyId), withArchived ? undefined : isNull(teams.archivedAt)))
    .orderBy(asc(teams.name));
  const members = (
    await currentMembers(
      db,
      rows.map((team) => team.id),
    )
  ).sort(byLeadThenName);
  return rows
    .map((team) =>
      summaryOf(
        team,
        members.filter((member) => member.teamId === team.id),
        caller.userId,
      ),
    )
    .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** One team of the company with its current members, leads first. */
export async function readTeam(db: Db, caller: Caller, teamId: string): Promise<Team> {
  const [team] = await db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, caller.companyId)));
  if (!team) throw teamNotFound();
  const members = (await currentMembers(db, [team.id])).sort(byLeadThenName);
  return {
    ...summaryOf(team, members, caller.userId),
    members: members.map(({ id, fullName, email, isLead, joinedAt }): TeamMember => ({
      id,
      fullName,
      email,
      isLead,
      joinedAt: joinedAt.toISOString(),
    })),
  };
}

/** A name already used by a live team of the company is a 409 with the form's words. */
async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

type CreateTeam = Omit<Required<CreateTeamInput>, 'description'> & { description: string | null };

/** An admin creates a team; the leads named become its first members. */
export async function createTeam(db: Database, caller: Caller, input: CreateTeam): Promise<Team> {
  return withNameCheck(() =>
    db.transaction(async (tx) => {
      await checkTeamsCap(tx, caller.companyId);
      const leadIds = [...new Set(input.leadIds)];
      await lockPeopleOfCompany(tx, caller.companyId, leadIds);
      const [team] = await tx
        .insert(teams)
        .values({
          companyId: caller.companyId,
          name: input.name,
          description: input.description,
          joinPolicy: input.joinPolicy,
          createdBy: caller.userId,
        })
        .returning({ id: teams.id });
      if (!team) throw new Error('insert returned no team');
      if (leadIds.length > 0) {
        await tx
          .insert(teamMembers)
          .values(leadIds.map((userId) => ({ teamId: team.id, userId, isLead: true })));
      }
      for (const userId of leadIds) {
        await membershipChanged(tx, {
          teamId: team.id,
          userId,
          actorId: caller.userId,
          added: true,
          madeLead: true,
        });
      }
      return readTeam(tx, caller, team.id);
    }),
  );
}

type UpdateTeam = { name?: string; description?: string | null; joinPolicy?: JoinPolicy };

/** A lead or an admin renames the team, describes it or changes who may join. */
export async function updateTeam(db: Database, caller: Caller, teamId: string, input: UpdateTeam) {
  return withNameCheck(() =>
    db.transaction(async (tx) => {
      await lockTeam(tx, caller.companyId, teamId, 'update');
      await checkCanManage(tx, caller, teamId);
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length > 0) await tx.update(teams).set(changes).where(eq(teams.id, teamId));
      return readTeam(tx, caller, teamId);
    }),
  );
}

/** A lead or an admin archives the team: it keeps its history and frees its name. */
export async function archiveTeam(db: Database, caller: Caller, teamId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeam(tx, caller.companyId, teamId, 'update');
    await checkCanManage(tx, caller, teamId);
    await tx
      .update(teams)
      .set({ archivedAt: sql`now()` })
      .where(eq(teams.id, teamId));
  });
}

/**
 * A lead or an admin adds a person of the company, or sets a current member's lead flag. The partial
 * unique index makes two adds of the same person at once one membership: the second meets the first's
 * row and only updates its flag.
 */
export async function addTeamMember(
  db: Database,
  caller: Caller,
  teamId: string,
  input: AddTeamMemberInput,
): Promise<Team> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, caller.companyId, teamId, 'share');
    await checkCanManage(tx, caller, teamId);
    await lockPeopleOfCompany(tx, caller.companyId, [input.userId]);
    const before = await membershipOf(tx, teamId, input.userId);
    const target = [teamMembers.teamId, teamMembers.userId];
    const current = isNull(teamMembers.leftAt);
    const insert = tx
      .insert(teamMembers)
      .values({ teamId, userId: input.userId, isLead: input.isLead ?? false });
    const [after] = await (
      input.isLead === undefined
        ? insert.onConflictDoNothing({ target, where: current })
        : insert.onConflictDoUpdate({ target, targetWhere: current, set: { isLead: input.isLead } })
    ).returning({ isLead: teamMembers.isLead, inserted: sql<boolean>`(xmax = 0)` });
    if (after) {
      await membershipChanged(tx, {
        teamId,
        userId: input.userId,
        actorId: caller.userId,
        added: after.inserted,
        madeLead: after.isLead && !before?.isLead,
      });
    }
    return readTeam(tx, caller, teamId);
  });
}

/** Ends a current membership; the row stays, with left_at, as history. */
async function endMembership(tx: Transaction, teamId: string, userId: string) {
  const ended = await tx
    .update(teamMembers)
    .set({ leftAt: sql`now()` })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)))
    .returning({ id: teamMembers.id });
  if (ended.length === 0) throw memberNotFound();
}

/** A lead or an admin removes a member; anyone may remove themself, which is leaving. */
export async function removeTeamMember(db: Database, caller: Caller, teamId: string, userId: string) {
  await db.transaction(async (tx) => {
    await lockTeam(tx, caller.companyId, teamId, 'share');
    if (userId !== caller.userId) await checkCanManage(tx, caller, teamId);
    await endMembership(tx, teamId, userId);
  });
}

/** The caller joins an open team; a closed one is joined when a lead or an admin adds them. */
export async function joinTeam(db: Database, caller: Caller, teamId: string): Promise<Team> {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, caller.companyId, teamId, 'share');
    if (team.joinPolicy !== 'open') throw new DomainError('forbidden', { message: teamMessages.closedTeam });
    await lockCallerInCompany(tx, caller);
    const joined = await tx
      .insert(teamMembers)
      .values({ teamId, userId: caller.userId })
      .onConflictDoNothing({
        target: [teamMembers.teamId, teamMembers.userId],
        where: isNull(teamMembers.leftAt),
      })
      .returning({ id: teamMembers.id });
    if (joined.length === 0) throw new DomainError('already_team_member');
    await membershipChanged(tx, {
      teamId,
      userId: caller.userId,
      actorId: caller.userId,
      added: true,
      madeLead: false,
    });
    return readTeam(tx, caller, teamId);
  });
}

/** The caller leaves a team. */
export async function leaveTeam(db: Database, caller: Caller, teamId: string): Promise<void> {
  await removeTeamMember(db, caller, teamId, caller.userId);
}

/** A person leaving the company leaves its teams too, in the caller's transaction. */
export async function leaveEveryTeam(tx: Transaction, companyId: string, userId: string) {
  await tx
    .update(teamMembers)
    .set({ leftAt: sql`now()` })
    .where(
      and(
        eq(teamMembers.userId, userId),
        isNull(teamMembers.leftAt),
        inArray(
          teamMembers.teamId,
          tx.select({ id: teams.id }).from(teams).where(eq(teams.companyId, companyId)),
        ),
      ),
    );
}

/** Each person's current teams among the company's live ones, for the people directory: one query. */
export async function teamsByPerson(db: Db, companyId: string, userId?: string) {
  const rows = await db
    .select({ userId: teamMembers.userId, id: teams.id, name: teams.name, isLead: teamMembers.isLead })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teams.companyId, companyId),
        isNull(teams.archivedAt),
        isNull(teamMembers.leftAt),
        userId ? eq(teamMembers.userId, userId) : undefined,
      ),
    );
  const byPerson = new Map<string, { id: string; name: string; isLead: boolean }[]>();
  for (const { userId: person, ...team } of rows.sort((a, b) => byName.compare(a.name, b.name))) {
    byPerson.set(person, [...(byPerson.get(person) ?? []), team]);
  }
  return byPerson;
}
