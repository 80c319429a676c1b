import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/constants';
import type { Person } from '../../shared/contract/people';
import { apiMessages, peopleMessages } from '../../shared/messages';
import { forgetFeedbackReader } from '../communication/feedback';
import { endOneOnOnesOf } from '../communication/one-on-ones';
import { styleOf } from '../communication/styles';
import type { Database } from '../db/connect';
import { companies, profiles, userRoles, users } from '../db/schema';
import { DomainError } from '../domain-error';
import { emitPersonLeft } from '../integrations/company-events';
import { notify } from '../notifications/notify';
import { leaveEveryTeam, teamsByPerson } from '../teams/teams';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Also the answer for another company's person: 404, never 403, which would confirm they exist. */
const personNotFound = () => new DomainError('not_found', { message: peopleMessages.personNotFound });

const lastAdmin = () => new DomainError('last_admin');

/** Names compare as people read them: case and accents aside. */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sortName = (person: Person) => person.fullName?.trim() || person.email;

/**
 * The company's people: a membership is a user_roles row of the company whose profile names the same
 * company. joinedAt is that row's creation, the moment they were made admin (founding) or member
 * (approved). Sorted by name, the email for someone without one. Their current teams come from one more
 * query for the whole list.
 */
export async function listPeople(db: Database | Transaction, companyId: string, userId?: string) {
  const rows = await db
    .select({
      id: users.id,
      fullName: profiles.fullName,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      role: userRoles.role,
      joinedAt: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(profiles, and(eq(profiles.id, userRoles.userId), eq(profiles.companyId, companyId)))
    .where(and(eq(userRoles.companyId, companyId), userId ? eq(userRoles.userId, userId) : undefined));
  const teamsOf = await teamsByPerson(db, companyId, userId);
  const people: Person[] = rows.map((row) => ({
    ...row,
    teams: teamsOf.get(row.id) ?? [],
    joinedAt: row.joinedAt.toISOString(),
  }));
  return people.sort((a, b) => byName.compare(sortName(a), sortName(b)) || a.id.localeCompare(b.id));
}

/** One person of the company, with their communication style (level 4: the company reads it). */
export async function getPerson(db: Database, companyId: string, userId: string) {
  const [person] = await listPeople(db, companyId, userId);
  if (!person) throw personNotFound();
  return { person, style: await styleOf(db, userId) };
}

/**
 * Locks every role row of the company for the rest of the transaction and returns them. Every change
 * of who belongs or who is admin takes this lock first, so two admins demoting or removing each other
 * at once take turns, and the second sees the first's change before it counts the admins. Adding a
 * person to a team or joining one holds their row `for share` (teams.ts): a removal waits for it and
 * then ends the new membership, or comes first and the team change is refused.
 */
async function lockRoles(tx: Transaction, companyId: string) {
  const rows = await tx
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.companyId, companyId))
    // In one order, as teams.ts locks some of them `for share`: two lockers never wait on each other.
    .orderBy(asc(userRoles.userId))
    .for('update');
  const admins = rows.filter((row) => row.role === 'admin').length;
  return { rows, admins, roleOf: (userId: string) => rows.find((row) => row.userId === userId)?.role };
}

type Roles = Awaited<ReturnType<typeof lockRoles>>;

/** The caller's admin rights as they stand now, not as the session loaded them before the lock. */
function checkStillAdmin(roles: Roles, actorId: string) {
  if (roles.roleOf(actorId) !== 'admin')
    throw new DomainError('forbidden', { message: apiMessages.adminOnly });
}

/** A person leaves: their role row goes and their profile names no company; what they wrote stays. */
async function detach(tx: Transaction, roles: Roles, companyId: string, userId: string, actorId = userId) {
  // The last admin may go only when nobody else remains: the company is then left without members.
  const role = roles.roleOf(userId);
  if (role === 'admin' && roles.admins === 1 && roles.rows.length > 1) throw lastAdmin();
  if (role) await emitPersonLeft(tx, companyId, userId, role);
  await tx.delete(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  await leaveEveryTeam(tx, companyId, userId);
  await endOneOnOnesOf(tx, companyId, userId, actorId);
  await forgetFeedbackReader(tx, companyId, userId);
  await tx
    .update(profiles)
    .set({ companyId: null })
    .where(and(eq(profiles.id, userId), eq(profiles.companyId, companyId)));
}

interface Change {
  companyId: string;
  actorId: string;
  userId: string;
}

async function notifyRole(tx: Transaction, change: Change & { role: Role }) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, change.companyId));
  await notify(tx, {
    userId: change.userId,
    companyId: change.companyId,
    kind: 'role_changed',
    data: { role: change.role, companyName: company?.name ?? '' },
  });
}

/** An admin makes a person of their company an admin or a member; the last admin stays one. */
export async function changeRole(db: Database, change: Change & { role: Role }): Promise<Person> {
  return db.transaction(async (tx) => {
    const roles = await lockRoles(tx, change.companyId);
    checkStillAdmin(roles, change.actorId);
    const current = roles.roleOf(change.userId);
    if (!current) throw personNotFound();
    if (current === 'admin' && change.role === 'member' && roles.admins === 1) throw lastAdmin();
    await tx
      .update(userRoles)
      .set({ role: change.role })
      .where(and(eq(userRoles.companyId, change.companyId), eq(userRoles.userId, change.userId)));
    // Only a real change is news, and an admin who changes their own role knows it already.
    if (current !== change.role && change.userId !== change.actorId) await notifyRole(tx, change);
    const [person] = await listPeople(tx, change.companyId, change.userId);
    if (!person) throw personNotFound();
    return person;
  });
}

/** An admin removes a person from their company, themselves included. */
export async function removePerson(db: Database, change: Change): Promise<void> {
  await db.transaction(async (tx) => {
    const roles = await lockRoles(tx, change.companyId);
    checkStillAdmin(roles, change.actorId);
    if (!roles.roleOf(change.userId)) throw personNotFound();
    await detach(tx, roles, change.companyId, change.userId, change.actorId);
  });
}

/** The caller leaves their company. */
export async function leaveCompany(db: Database, input: { companyId: string; userId: string }) {
  await db.transaction(async (tx) => {
    const roles = await lockRoles(tx, input.companyId);
    // Removed by an admin meanwhile: there is nothing left to leave.
    if (!roles.roleOf(input.userId))
      throw new DomainError('forbidden', { message: peopleMessages.noCompany });
    await detach(tx, roles, input.companyId, input.userId);
  });
}

/**
 * A person about to delete their account leaves their company first, inside the deletion's
 * transaction: the same lock and the same last-admin rule as leaving (409 last_admin).
 */
export async function leaveBeforeDeletion(tx: Transaction, userId: string): Promise<void> {
  const [profile] = await tx
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.companyId) return;
  const roles = await lockRoles(tx, profile.companyId);
  if (!roles.roleOf(userId)) return;
  await detach(tx, roles, profile.companyId, userId);
}
