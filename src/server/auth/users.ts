import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { emailTokens, profiles, users } from '../db/schema';
import { DomainError } from '../domain-error';
import { emailTokenRow } from './email-tokens';

/**
 * Creates the auth user, its profile and the token of its verification link together, in one statement
 * (a data-modifying WITH is atomic without a transaction): none exists without the others.
 */
export async function createUser(
  db: Database,
  input: { email: string; passwordHash: string; fullName: string; verificationTokenHash: string },
): Promise<SessionUser> {
  const newUser = db.$with('new_user').as(
    db
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        passwordHash: input.passwordHash,
        fullName: input.fullName,
      })
      .returning({ id: users.id, email: users.email, fullName: users.fullName }),
  );
  const newProfile = db.$with('new_profile').as(
    db
      .insert(profiles)
      .values({ id: sql`(select ${newUser.id} from ${newUser})`, fullName: input.fullName })
      .returning({ id: profiles.id }),
  );
  const newToken = db.$with('new_token').as(
    db
      .insert(emailTokens)
      .values(
        emailTokenRow(
          sql`(select ${newUser.id} from ${newUser})`,
          'email_verification',
          input.verificationTokenHash,
        ),
      )
      .returning({ id: emailTokens.id }),
  );
  try {
    const [user] = await db
      .with(newUser, newProfile, newToken)
      .select({ id: newUser.id, email: newUser.email, fullName: newUser.fullName })
      .from(newUser);
    if (!user) throw new Error('insert into users returned no row');
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new DomainError('user_exists');
    throw error;
  }
}
