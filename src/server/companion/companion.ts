import { and, eq, notInArray, sql } from 'drizzle-orm';
import { companionMessages as m, NUDGE_KINDS, type NudgeKind } from '../../shared/companion-messages';
import type { DismissNudgeInput } from '../../shared/companion-rules';
import type { Companion } from '../../shared/contract/companion';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { companies, nudgeDismissals, nudgeMutes } from '../db/schema';
import { DomainError } from '../domain-error';
import { nudgesSql } from './nudges';

/**
 * The companion's page (decision 044): the caller's nudges of the day and the kinds they muted, in one
 * statement. `now` is the moment the rules are read at (tests pass their own).
 */
export async function companionOf(
  db: Db,
  caller: Caller,
  now = new Date(),
): Promise<Omit<Companion, 'model'>> {
  const moment = sql`${now.toISOString()}::timestamptz`;
  const person = sql`${caller.userId}::uuid`;
  const company = sql`${caller.companyId}::uuid`;
  const [row] = await db
    .select({
      nudges: nudgesSql({ person, company, timeZone: sql`${companies.timeZone}`, now: moment }),
      mutedKinds: sql<NudgeKind[]>`(select coalesce(array_agg(m.kind order by m.kind), '{}')
        from ${nudgeMutes} m where m.user_id = ${person} and m.company_id = ${company})`,
    })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  if (!row) return { nudges: [], mutedKinds: [] };
  // The kinds in their own order, the one the settings list them in.
  return { nudges: row.nudges, mutedKinds: NUDGE_KINDS.filter((kind) => row.mutedKinds.includes(kind)) };
}

/** The person and company a row of theirs carries. */
const owner = ({ userId, companyId }: Caller) => ({ userId, companyId });

/**
 * Dismisses one of the nudges the caller has now (404 for any other: a dismissal is about what they
 * were shown, not a list of anything). Dismissed again later, it starts its days anew.
 */
export async function dismissNudge(
  db: Database,
  caller: Caller,
  input: DismissNudgeInput,
  now = new Date(),
): Promise<Omit<Companion, 'model'>> {
  return db.transaction(async (tx) => {
    const { nudges } = await companionOf(tx, caller, now);
    if (!nudges.some((nudge) => nudge.kind === input.kind && nudge.subjectId === input.subjectId))
      throw new DomainError('not_found', { message: m.nudgeNotFound });
    await tx
      .insert(nudgeDismissals)
      .values({ ...owner(caller), kind: input.kind, subjectId: input.subjectId, dismissedAt: now })
      .onConflictDoUpdate({
        target: [nudgeDismissals.userId, nudgeDismissals.kind, nudgeDismissals.subjectId],
        set: { dismissedAt: now, companyId: caller.companyId },
      });
    return companionOf(tx, caller, now);
  });
}

/** The kinds the caller wants no nudge of, the whole list. */
export async function setMutedKinds(
  db: Database,
  caller: Caller,
  kinds: readonly NudgeKind[],
  now = new Date(),
): Promise<Omit<Companion, 'model'>> {
  return db.transaction(async (tx) => {
    const own = and(eq(nudgeMutes.userId, caller.userId), eq(nudgeMutes.companyId, caller.companyId));
    await tx
      .delete(nudgeMutes)
      .where(kinds.length > 0 ? and(own, notInArray(nudgeMutes.kind, [...kinds])) : own);
    if (kinds.length > 0)
      await tx
        .insert(nudgeMutes)
        .values([...new Set(kinds)].map((kind) => ({ ...owner(caller), kind })))
        .onConflictDoNothing();
    return companionOf(tx, caller, now);
  });
}
