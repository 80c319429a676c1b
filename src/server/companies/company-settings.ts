import { eq } from 'drizzle-orm';
import type { CreatedCompany } from '../../shared/api';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { companies } from '../db/schema';
import { generateCompanyCode } from './company-code';

/** Codes collide once in trillions; a handful of tries makes a failure practically impossible. */
const CODE_ATTEMPTS = 5;

const companyColumns = {
  id: companies.id,
  name: companies.name,
  companyCode: companies.companyCode,
  mission: companies.mission,
  industry: companies.industry,
  location: companies.location,
  timeZone: companies.timeZone,
  createdAt: companies.createdAt,
};

type CompanyRow = Omit<CreatedCompany, 'createdAt'> & { createdAt: Date };
const toCompany = (row: CompanyRow): CreatedCompany => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The caller's company; its code only for an admin. */
export async function getCompany(db: Database, companyId: string, isAdmin: boolean) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} is missing`);
  const { companyCode, ...company } = toCompany(row);
  return isAdmin ? { ...company, companyCode } : company;
}

/** What an admin may change; a field left undefined stays as it is. */
export interface CompanyChanges {
  name?: string;
  mission?: string | null;
  industry?: string | null;
  location?: string | null;
  timeZone?: string;
}

/** An admin changes their company's profile, in one statement (so one transaction). */
export async function updateCompany(
  db: Database,
  companyId: string,
  changes: CompanyChanges,
): Promise<CreatedCompany> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(set).length === 0
      ? await db.select(companyColumns).from(companies).where(eq(companies.id, companyId))
      : await db.update(companies).set(set).where(eq(companies.id, companyId)).returning(companyColumns);
  if (!row) throw new Error(`company ${companyId} is missing`);
  return toCompany(row);
}

/**
 * Gives the company a new code. The old one names no company from this commit on, so a join request
 * with it is company_not_found at once; requests already made name the company, not the code, and
 * stay. A drawn code that is taken fails its savepoint only, and another is drawn.
 */
export async function regenerateCompanyCode(db: Database, companyId: string): Promise<CreatedCompany> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      try {
        const [row] = await tx.transaction((savepoint) =>
          savepoint
            .update(companies)
            .set({ companyCode: generateCompanyCode() })
            .where(eq(companies.id, companyId))
            .returning(companyColumns),
        );
        if (!row) throw new Error(`company ${companyId} is missing`);
        return toCompany(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('no free company code found');
  });
}
