import { and, eq, gte, sql } from 'drizzle-orm';
import type { CompanionModelSettings, ModelState } from '../../shared/contract/companion';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { companies, companionModelUse } from '../db/schema';
import { DomainError } from '../domain-error';
import type { RateLimits } from '../env';
import { consumeRateLimits, type RateLimitHit, refundRateLimit } from '../rate-limits/rate-limits';
import type { Model } from './model/model';

/**
 * Who may use the companion's model, and how much (decision 046): the server's model (AI_BASE_URL),
 * the company's switch, each person's and each company's calls a day, and the company's use counted
 * day by day: counts only, never who asked or what.
 */

/** Whether the caller's company may call the model, and why not. */
export async function modelStateOf(db: Db, caller: Caller, model: Model | undefined): Promise<ModelState> {
  if (!model) return { on: false, off: 'not_configured' };
  const [company] = await db
    .select({ on: companies.companionModelOn })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  return company?.on ? { on: true, off: null } : { on: false, off: 'turned_off' };
}

const hitsOf = (caller: Caller, limits: RateLimits): RateLimitHit[] => [
  { key: `companion:person:${caller.userId}`, rule: limits.companionCallsPerPerson },
  { key: `companion:company:${caller.companyId}`, rule: limits.companionCallsPerCompany },
];

/** The company's local day, for its counts. */
const localDay = (companyId: string) =>
  sql`(select (now() at time zone c.time_zone)::date from ${companies} c where c.id = ${companyId})`;

/**
 * One call, before anything is read for it: model_off unless the model is on for the company, then
 * rate_limited (429 with Retry-After) past either daily limit. Returns what counts it as sent and
 * what gives it back when the model fails.
 */
export async function openCall(db: Database, caller: Caller, model: Model | undefined, limits: RateLimits) {
  const state = await modelStateOf(db, caller, model);
  if (!model || !state.on) throw new DomainError('model_off');
  await consumeRateLimits(db, hitsOf(caller, limits)).catch(async (error: unknown) => {
    // A refused call spends neither limit: a person past their own must not use up the company's.
    await refund(db, caller, limits);
    throw error;
  });
  return {
    model,
    /** Counts the call in the company's use of the day, with the characters it sends. */
    sent: async (charactersSent: number) => {
      await db
        .insert(companionModelUse)
        .values({ companyId: caller.companyId, day: localDay(caller.companyId), calls: 1, charactersSent })
        .onConflictDoUpdate({
          target: [companionModelUse.companyId, companionModelUse.day],
          set: {
            calls: sql`${companionModelUse.calls} + 1`,
            charactersSent: sql`${companionModelUse.charactersSent} + excluded.characters_sent`,
          },
        });
    },
    /** Gives back the person's and company's hits: the call was never made. */
    refund: () => refund(db, caller, limits),
    /** The model gave no whole answer: counted as a failure, and the person's and company's calls given back. */
    failed: async () => {
      await db
        .update(companionModelUse)
        .set({ failures: sql`${companionModelUse.failures} + 1` })
        .where(
          and(
            eq(companionModelUse.companyId, caller.companyId),
            eq(companionModelUse.day, localDay(caller.companyId)),
          ),
        );
      await refund(db, caller, limits);
    },
  };
}

async function refund(db: Database, caller: Caller, limits: RateLimits) {
  for (const { key } of hitsOf(caller, limits)) await refundRateLimit(db, key);
}

/** The admin's view: the server's model, the company's switch, the limits and this month's use. */
export async function modelSettingsOf(
  db: Db,
  caller: Caller,
  model: Model | undefined,
  limits: RateLimits,
): Promise<CompanionModelSettings> {
  const [company] = await db
    .select({
      on: companies.companionModelOn,
      monthStart: sql<string>`date_trunc('month', now() at time zone ${companies.timeZone})::date::text`,
    })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  const monthStart = company?.monthStart ?? new Date().toISOString().slice(0, 8).concat('01');
  const days = await db
    .select({
      day: companionModelUse.day,
      calls: companionModelUse.calls,
      failures: companionModelUse.failures,
      charactersSent: companionModelUse.charactersSent,
    })
    .from(companionModelUse)
    .where(and(eq(companionModelUse.companyId, caller.companyId), gte(companionModelUse.day, monthStart)))
    .orderBy(companionModelUse.day);
  const sum = (field: 'calls' | 'failures' | 'charactersSent') =>
    days.reduce((total, day) => total + day[field], 0);
  return {
    configured: model !== undefined,
    name: model?.name ?? null,
    on: company?.on ?? false,
    limits: {
      perPerson: limits.companionCallsPerPerson.limit,
      perCompany: limits.companionCallsPerCompany.limit,
    },
    month: monthStart.slice(0, 7),
    use: { calls: sum('calls'), failures: sum('failures'), charactersSent: sum('charactersSent') },
    days,
  };
}

/** An admin turns the model on or off for their company. */
export async function setModelOn(db: Database, caller: Caller, on: boolean): Promise<void> {
  await db.update(companies).set({ companionModelOn: on }).where(eq(companies.id, caller.companyId));
}
