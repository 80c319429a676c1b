/**
 * drizzle-orm wraps driver errors in DrizzleQueryError; PostgreSQL's SQLSTATE is on the cause.
 * 23505 is unique_violation.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string } | null;
  if (pgError?.code !== '23505') return false;
  return constraint === undefined || pgError.constraint === constraint;
}
