import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { profiles, users } from '../db/schema';

export class UserExistsError extends Error {
  override name = 'UserExistsError';
}

/** Creates the auth user and its profile together: neither exists without the other. */
export async function createUser(
  db: Database,
  input: { email: string; passwordHash: string; fullName: string },
): Promise<SessionUser> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          passwordHash: input.passwordHash,
          fullName: input.fullName,
        })
        .returning({ id: users.id, email: users.email, fullName: users.fullName });
      if (!user) throw new Error('insert into users returned no row');
      await tx.insert(profiles).values({ id: user.id, fullName: input.fullName });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new UserExistsError();
    throw error;
  }
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return user ?? null;
}
