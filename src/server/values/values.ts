import { and, asc, eq } from 'drizzle-orm';
import { valueMessages } from '../../shared/company-settings-messages';
import type { CompanyValue } from '../../shared/contract/company-settings';
import { VALUES_MAX } from '../../shared/limits';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { companies, companyValues } from '../db/schema';
import { DomainError } from '../domain-error';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Also the answer for another company's value: 404, never 403, which would confirm it exists. */
const valueNotFound = () => new DomainError('not_found', { message: valueMessages.notFound });

const NAME_INDEX = 'company_values_company_id_name_idx';

const valueColumns = {
  id: companyValues.id,
  name: companyValues.name,
  description: companyValues.description,
  position: companyValues.position,
  createdAt: companyValues.createdAt,
};

type ValueRow = Omit<CompanyValue, 'createdAt'> & { createdAt: Date };
const toValue = (row: ValueRow): CompanyValue => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The company's values in order. */
export async function listValues(db: Database | Transaction, companyId: string): Promise<CompanyValue[]> {
  const rows = await db
    .select(valueColumns)
    .from(companyValues)
    .where(eq(companyValues.companyId, companyId))
    .orderBy(asc(companyValues.position), asc(companyValues.createdAt));
  return rows.map(toValue);
}

/**
 * Every write to a company's values first locks the company's row, so two admins' changes take
 * turns: the second counts and numbers the values after the first has committed.
 */
async function lockedValues(tx: Transaction, companyId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  return listValues(tx, companyId);
}

/** A duplicate name, found by the unique index (case aside), is a 409 rather than a 500. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw new DomainError('value_exists');
    throw error;
  }
}

/** Numbers the values 0, 1, 2… in the given order, writing only those whose position changed. */
async function renumber(tx: Transaction, ordered: CompanyValue[]) {
  for (const [position, value] of ordered.entries()) {
    if (value.position === position) continue;
    await tx.update(companyValues).set({ position }).where(eq(companyValues.id, value.id));
  }
}

export async function createValue(
  db: Database,
  companyId: string,
  input: { name: string; description: string | null },
): Promise<CompanyValue> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const values = await lockedValues(tx, companyId);
      if (values.length >= VALUES_MAX) throw new DomainError('too_many_values');
      const [row] = await tx
        .insert(companyValues)
        .values({ companyId, ...input, position: values.length })
        .returning(valueColumns);
      return toValue(row!);
    }),
  );
}

export async function updateValue(
  db: Database,
  companyId: string,
  valueId: string,
  changes: { name?: string; description?: string | null; position?: number },
): Promise<CompanyValue> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const values = await lockedValues(tx, companyId);
      const value = values.find((candidate) => candidate.id === valueId);
      if (!value) throw valueNotFound();
      const { position, ...text } = changes;
      const set = Object.fromEntries(Object.entries(text).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length > 0) {
        await tx.update(companyValues).set(set).where(eq(companyValues.id, valueId));
      }
      if (position !== undefined) {
        const others = values.filter((candidate) => candidate !== value);
        const to = Math.min(position, others.length);
        await renumber(tx, [...others.slice(0, to), value, ...others.slice(to)]);
      }
      const [row] = await tx
        .select(valueColumns)
        .from(companyValues)
        .where(and(eq(companyValues.id, valueId), eq(companyValues.companyId, companyId)));
      return toValue(row!);
    }),
  );
}

export async function deleteValue(db: Database, companyId: string, valueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const values = await lockedValues(tx, companyId);
    if (!values.some((value) => value.id === valueId)) throw valueNotFound();
    await tx
      .delete(companyValues)
      .where(and(eq(companyValues.id, valueId), eq(companyValues.companyId, companyId)));
    await renumber(
      tx,
      values.filter((value) => value.id !== valueId),
    );
  });
}
