import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cultureMessages, KUDOS_RECIPIENTS_MAX } from '../../shared/culture-messages';
import { createKudosSchema } from '../../shared/culture-rules';
import { firstMessage } from '../../shared/schemas';
import { slackMessages as m } from '../../shared/slack-messages';
import type { SlackCommandForm } from '../../shared/slack-rules';
import type { Caller } from '../auth/caller';
import { createKudos } from '../culture/kudos';
import type { Database } from '../db/connect';
import { companyValues, profiles, slackPeople, userRoles, users } from '../db/schema';
import { DomainError } from '../domain-error';
import { type SlackConnection, takeLinkCode, typedCode } from './slack-links';
import {
  escapeForSlack,
  fullNameKey,
  type Mention,
  plainText,
  readKudosText,
  takeValueTag,
} from './slack-text';

/**
 * What `/kudos` answers, for the person who typed it alone (docs/product.md, "Slack"): giving kudos as
 * the SOS person their Slack account is linked to, linking it, or how to do either. Kudos are given by
 * culture's own `createKudos`, as the web's composer gives them, with its rules and daily limit; it
 * queues the post to the company's channels in its transaction, so nothing here waits on Slack.
 */

export interface CommandContext {
  db: Database;
  /** SOS's address, for the Account page's link. */
  publicUrl: string;
  connection: SlackConnection;
}

/** The answer to one command, in Slack's mrkdwn. */
export async function answerSlackCommand(context: CommandContext, form: SlackCommandForm): Promise<string> {
  const text = form.text.trim();
  const [first = '', ...rest] = text.split(/\s+/);
  const word = first.toLowerCase();
  if (word === '' || word === 'help') return m.usage(form.command);
  if (word === 'link') return link(context, form, rest.join(''));
  return giveKudos(context, form);
}

async function link(context: CommandContext, form: SlackCommandForm, typed: string): Promise<string> {
  if (!typed) return m.codeMissing(form.command);
  const code = typedCode(typed);
  if (!code) return m.codeInvalid;
  const name = await takeLinkCode(context.db, context.connection, form.user_id, code);
  return name === null ? m.codeInvalid : m.linked(escapeForSlack(name));
}

/** The SOS person a Slack user is linked to, while they belong to the connection's company. */
async function senderOf(
  db: Database,
  connection: SlackConnection,
  slackUserId: string,
): Promise<Caller | null> {
  const [row] = await db
    .select({ userId: slackPeople.userId, role: userRoles.role })
    .from(slackPeople)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, slackPeople.userId), eq(userRoles.companyId, connection.companyId)),
    )
    .where(
      and(
        eq(slackPeople.integrationId, connection.id),
        eq(slackPeople.slackUserId, slackUserId),
        eq(slackPeople.companyId, connection.companyId),
      ),
    );
  return row ? { companyId: connection.companyId, userId: row.userId, isAdmin: row.role === 'admin' } : null;
}

/** The company's people linked in this connection, by Slack user id, among `slackUserIds`. */
async function linkedPeople(db: Database, connection: SlackConnection, slackUserIds: string[]) {
  if (slackUserIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ slackUserId: slackPeople.slackUserId, userId: slackPeople.userId })
    .from(slackPeople)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, slackPeople.userId), eq(userRoles.companyId, connection.companyId)),
    )
    .where(and(eq(slackPeople.integrationId, connection.id), inArray(slackPeople.slackUserId, slackUserIds)));
  return new Map(rows.map((row) => [row.slackUserId, row.userId]));
}

interface NamedPerson {
  id: string;
  name: string;
  keys: string[];
}

/** The company's people whose full name without spaces, or e-mail before the @, is one of `keys`. */
async function namedPeople(db: Database, companyId: string, keys: string[]): Promise<NamedPerson[]> {
  if (keys.length === 0) return [];
  const nameKey = sql`lower(regexp_replace(normalize(coalesce(${profiles.fullName}, ''), NFC), '\\s+', '', 'g'))`;
  const localPart = sql`split_part(${users.email}, '@', 1)`;
  const rows = await db
    .select({ id: users.id, fullName: profiles.fullName, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.companyId, companyId),
        sql`(${inArray(nameKey, keys)} or ${inArray(localPart, keys)})`,
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => {
    const local = row.email.split('@')[0] ?? '';
    return {
      id: row.id,
      name: row.fullName?.trim() || local,
      keys: [fullNameKey(row.fullName ?? ''), local],
    };
  });
}

/**
 * The people the mentions name, in order and once each; or, when any is not found, one answer naming
 * every mention that failed and why: not linked, nobody, or several people.
 */
async function recipientsOf(
  db: Database,
  connection: SlackConnection,
  mentions: Mention[],
): Promise<{ ids: string[] } | { problem: string }> {
  const slackIds = mentions.flatMap((mention) => (mention.kind === 'slack' ? [mention.slackUserId] : []));
  const keys = mentions.flatMap((mention) => (mention.kind === 'name' ? [mention.key] : []));
  const [linked, named] = await Promise.all([
    linkedPeople(db, connection, slackIds),
    namedPeople(db, connection.companyId, keys),
  ]);
  const ids: string[] = [];
  const notLinked = new Set<string>();
  const unknown = new Set<string>();
  const ambiguous = new Map<string, string>();
  for (const mention of mentions) {
    if (mention.kind === 'slack') {
      const id = linked.get(mention.slackUserId);
      if (id) ids.push(id);
      else notLinked.add(mention.label);
      continue;
    }
    const matches = named.filter((person) => person.keys.includes(mention.key));
    if (matches.length === 1) ids.push(matches[0]!.id);
    else if (matches.length === 0) unknown.add(mention.label);
    else
      ambiguous.set(
        mention.label,
        m.ambiguousName(
          mention.label,
          matches.map((person) => escapeForSlack(person.name)),
        ),
      );
  }
  const problems = [
    ...(notLinked.size > 0 ? [m.recipientsNotLinked([...notLinked])] : []),
    ...(unknown.size > 0 ? [m.unknownNames([...unknown])] : []),
    ...ambiguous.values(),
  ];
  return problems.length > 0 ? { problem: problems.join('\n') } : { ids: [...new Set(ids)] };
}

function valuesOf(db: Database, companyId: string) {
  return db
    .select({ id: companyValues.id, name: companyValues.name })
    .from(companyValues)
    .where(eq(companyValues.companyId, companyId))
    .orderBy(asc(companyValues.position), asc(companyValues.id));
}

/** How a value is typed as a tag: its name without spaces. */
const tagOf = (name: string) => `#${escapeForSlack(name.replace(/\s+/g, ''))}`;

/** The kudos' own refusals, answered to the person in words: a rule, a value not found, the daily limit. */
const ANSWERED_CODES = new Set(['validation_failed', 'not_found', 'rate_limited']);

/** `/kudos @person… message #value`: kudos from the linked person, checked by the web's own rules. */
async function giveKudos(context: CommandContext, form: SlackCommandForm): Promise<string> {
  const { db, connection } = context;
  const sender = await senderOf(db, connection, form.user_id);
  if (!sender) return m.notLinked(`${context.publicUrl}/account`);
  const { mentions, rest } = readKudosText(form.text, KUDOS_RECIPIENTS_MAX + 1);
  if (mentions.length === 0) return m.noRecipients(form.command);
  if (mentions.length > KUDOS_RECIPIENTS_MAX) return cultureMessages.tooManyRecipients;
  const [recipients, values] = await Promise.all([
    recipientsOf(db, connection, mentions),
    valuesOf(db, connection.companyId),
  ]);
  if ('problem' in recipients) return recipients.problem;
  const { value, message } = takeValueTag(plainText(rest), values);
  if (!value && values.length > 0) return m.valueRequired(values.map((each) => tagOf(each.name)));
  const input = createKudosSchema.safeParse({
    recipientIds: recipients.ids,
    message,
    valueId: value?.id ?? null,
  });
  if (!input.success) return firstMessage(input.error);
  try {
    const post = await createKudos(db, sender, input.data);
    const names = post.recipients.map((person) => escapeForSlack(person.fullName?.trim() || 'a colleague'));
    return m.sent(names, value ? escapeForSlack(value.name) : null);
  } catch (error) {
    if (error instanceof DomainError && ANSWERED_CODES.has(error.code)) return error.message;
    throw error;
  }
}
