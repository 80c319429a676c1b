import { eq } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import { localDayOf } from '../communication/schedule';
import type { Db } from '../db/connect';
import { companies } from '../db/schema';

/** The company's clock (decision 038: a day is the company's local day): its zone and today. */
export interface Clock {
  timeZone: string;
  today: string;
  now: Date;
}

export async function clockOf(db: Db, caller: Caller, now = new Date()): Promise<Clock> {
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  const timeZone = company?.timeZone ?? 'UTC';
  return { timeZone, today: localDayOf(now, timeZone), now };
}
