import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { SlackLinkStatus } from '../../shared/contract/slack';
import {
  SLACK_LINK_CODE_ALPHABET,
  SLACK_LINK_CODE_LENGTH,
  SLACK_LINK_CODE_MINUTES,
  slackLinkCommand,
  slackMessages as m,
} from '../../shared/slack-messages';
import type { Caller } from '../auth/caller';
import type { Database, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { integrations, profiles, slackLinkCodes, slackPeople, userRoles, users } from '../db/schema';
import { DomainError } from '../domain-error';

/**
 * A person's Slack account, linked to them in one of their company's Slack connections (docs/privacy.md):
 * they make a code in SOS and type it in Slack, which proves they hold both accounts. Only the code's
 * SHA-256 hash is kept, for ten minutes, one code per person.
 */

const CODE = new RegExp(`^[${SLACK_LINK_CODE_ALPHABET}]{${SLACK_LINK_CODE_LENGTH}}$`);

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new code: each character drawn uniformly from the alphabet by the system's random source. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < SLACK_LINK_CODE_LENGTH; i++)
    code += SLACK_LINK_CODE_ALPHABET[randomInt(SLACK_LINK_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed: any case, spaces and dashes aside. Null when it cannot be a code. */
export function typedCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}

/** A Slack connection whose command is on: enabled, with a signing secret. */
const commandIsOn = and(
  eq(integrations.kind, 'slack'),
  eq(integrations.enabled, true),
  isNotNull(integrations.secret),
);

async function commandAvailable(db: Database | Transaction, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.companyId, companyId), commandIsOn))
    .limit(1);
  return row !== undefined;
}

/** The connection a command names, with its sealed signing secret, if its command is on. */
export async function commandConnection(db: Database, integrationId: string) {
  const [row] = await db
    .select({ companyId: integrations.companyId, sealedSecret: integrations.secret })
    .from(integrations)
    .where(and(eq(integrations.id, integrationId), commandIsOn));
  return row?.sealedSecret
    ? { id: integrationId, companyId: row.companyId, sealedSecret: row.sealedSecret }
    : null;
}

/** The caller's state: null `companyId` for a person of no company, who has nothing to link. */
export async function slackLinkStatus(
  db: Database,
  userId: string,
  companyId: string | null,
): Promise<SlackLinkStatus> {
  if (!companyId) return { available: false, linked: false };
  const [available, [link]] = await Promise.all([
    commandAvailable(db, companyId),
    db
      .select({ linkedAt: isoSql(sql`min(${slackPeople.createdAt})`) })
      .from(slackPeople)
      .where(and(eq(slackPeople.userId, userId), eq(slackPeople.companyId, companyId)))
      .having(sql`count(*) > 0`),
  ]);
  return link ? { available, linked: true, linkedAt: link.linkedAt } : { available, linked: false };
}

/**
 * A new code for the caller, replacing their earlier one, when their company's Slack command is on.
 * A code already taken by someone else's live code (one chance in 31^8) is drawn again.
 */
export async function makeLinkCode(db: Database, caller: Caller) {
  return db.transaction(async (tx) => {
    if (!(await commandAvailable(tx, caller.companyId)))
      throw new DomainError('not_found', { message: m.unavailable });
    await tx.delete(slackLinkCodes).where(eq(slackLinkCodes.userId, caller.userId));
    for (;;) {
      const code = newCode();
      const [made] = await tx
        .insert(slackLinkCodes)
        .values({
          codeHash: hashCode(code),
          userId: caller.userId,
          companyId: caller.companyId,
          expiresAt: sql`now() + make_interval(mins => ${SLACK_LINK_CODE_MINUTES})`,
        })
        .onConflictDoNothing()
        .returning({ expiresAt: isoSql(slackLinkCodes.expiresAt) });
      if (made) return { code, expiresAt: made.expiresAt, command: slackLinkCommand(code) };
    }
  });
}

/** Unlinks the person's Slack accounts everywhere and drops their code. */
export async function unlinkSlack(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(slackPeople).where(eq(slackPeople.userId, userId));
    await tx.delete(slackLinkCodes).where(eq(slackLinkCodes.userId, userId));
  });
}

/** A Slack connection the command arrived through: its id and its company. */
export interface SlackConnection {
  id: string;
  companyId: string;
}

/**
 * `/kudos link <code>`: takes the code, once, if it is live and was made by a current member of the
 * connection's company, and links the Slack user to its maker: the Slack user's earlier link, and the
 * maker's earlier Slack account, in this connection, give way. Answers the maker's name, or null when
 * the code does nothing (unknown, expired, spent, or another company's, which stays live for its own).
 */
export async function takeLinkCode(
  db: Database,
  connection: SlackConnection,
  slackUserId: string,
  code: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    // Expired codes of anyone go here: nothing else needs them.
    await tx.delete(slackLinkCodes).where(lte(slackLinkCodes.expiresAt, sql`now()`));
    const [taken] = await tx
      .delete(slackLinkCodes)
      .where(
        and(
          eq(slackLinkCodes.codeHash, hashCode(code)),
          eq(slackLinkCodes.companyId, connection.companyId),
          sql`exists (select 1 from ${userRoles} r
            where r.user_id = ${slackLinkCodes.userId} and r.company_id = ${connection.companyId})`,
        ),
      )
      .returning({ userId: slackLinkCodes.userId });
    if (!taken) return null;
    await tx
      .delete(slackPeople)
      .where(
        and(
          eq(slackPeople.integrationId, connection.id),
          or(eq(slackPeople.slackUserId, slackUserId), eq(slackPeople.userId, taken.userId)),
        ),
      );
    // Upserted: the same Slack user linking twice at once takes turns on the row, not a 500.
    const link = { userId: taken.userId, companyId: connection.companyId, createdAt: sql`now()` };
    await tx
      .insert(slackPeople)
      .values({ integrationId: connection.id, slackUserId, ...link })
      .onConflictDoUpdate({ target: [slackPeople.integrationId, slackPeople.slackUserId], set: link });
    const [person] = await tx
      .select({ name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${users.email})` })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, taken.userId));
    return person?.name ?? '';
  });
}
