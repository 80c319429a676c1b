import { eq } from 'drizzle-orm';
import type { CreatedCompany } from '../../shared/api';
import type { Database } from '../db/connect';
import { companies, profiles, userRoles } from '../db/schema';
import { DomainError } from '../domain-error';
import { emitPersonJoined } from '../integrations/company-events';
import { welcomeToPulse } from '../wellbeing/open-period';
import { generateCompanyCode } from './company-code';

/** Codes collide once in trillions; a handful of tries makes a failure practically impossible. */
const CODE_ATTEMPTS = 5;

/**
 * Creates a company with a fresh code and makes its creator the admin, and opens its first pulse
 * period, all in one transaction: no half-created company, and a person who already belongs to one
 * cannot create another.
 */
export async function createCompany(
  db: Database,
  userId: string,
  input: { name: string; mission: string | null; industry: string | null; location: string | null },
): Promise<CreatedCompany> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ companyId: profiles.companyId })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!profile) throw new Error(`profile ${userId} is missing`);
    if (profile.companyId) throw new DomainError('already_in_company');

    let company: CreatedCompany | undefined;
    for (let attempt = 0; !company && attempt < CODE_ATTEMPTS; attempt++) {
      [company] = await tx
        .insert(companies)
        .values({ ...input, companyCode: generateCompanyCode() })
        .onConflictDoNothing({ target: companies.companyCode })
        .returning({
          id: companies.id,
          name: companies.name,
          companyCode: companies.companyCode,
          mission: companies.mission,
          industry: companies.industry,
          location: companies.location,
          timeZone: companies.timeZone,
          createdAt: companies.createdAt,
        })
        .then((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    }
    if (!company) throw new Error('no free company code found');

    await tx.update(profiles).set({ companyId: company.id }).where(eq(profiles.id, userId));
    await tx.insert(userRoles).values({ userId, companyId: company.id, role: 'admin' });
    // The first period is due the moment the company exists: opened now, not by a later read or job.
    await welcomeToPulse(tx, company.id, userId);
    // A new company has no destination yet: this queues nothing, but every joining is one event.
    await emitPersonJoined(tx, company.id, userId, 'admin');
    return company;
  });
}
