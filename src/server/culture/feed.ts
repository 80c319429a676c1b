import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { FeedPost, ReactionSummary } from '../../shared/contract/culture';
import { cultureMessages as m, REACTION_NAMES, REACTION_NAMES_SHOWN } from '../../shared/culture-messages';
import type { kudosFeedQuerySchema } from '../../shared/culture-rules';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { rowsOf } from '../db/rows';
import { DomainError } from '../domain-error';

/**
 * How the culture feed is read (docs/product.md#culture-and-recognition): the feed's posts with their
 * people, value and reactions, each page in one statement whatever it holds. The statements name
 * their tables with short aliases (`k` for the post) so that the correlated subqueries read plainly.
 */

type FeedQuery = z.output<typeof kudosFeedQuerySchema>;

/** Also the answer for another company's post: never a 403. */
export const kudosNotFound = () => new DomainError('not_found', { message: m.kudosNotFound });

/** A person as the feed names them, `{id, fullName}`, or null when `userId` is null. */
export const personSql = (userId: SQL) => sql`case when ${userId} is null then null
  else json_build_object('id', ${userId}, 'fullName', (select p.full_name from profiles p where p.id = ${userId})) end`;

/** The people a post recognises or celebrates, by name (a person without one last). */
export const recipientsSql = (kudosId: SQL) => sql`coalesce((
  select json_agg(json_build_object('id', r.user_id, 'fullName', p.full_name)
    order by p.full_name nulls last, r.user_id)
  from kudos_recipients r left join profiles p on p.id = r.user_id
  where r.kudos_id = ${kudosId}), '[]'::json)`;

/** The six emoji in their fixed order, as an SQL array: constants of ours, never input. */
const reactionOrder = sql.raw(`array[${REACTION_NAMES.map((name) => `'${name}'`).join(', ')}]`);

/**
 * A post's reactions: each emoji someone used, in the fixed order, with how many, whether the caller
 * is among them, and the names of the first REACTION_NAMES_SHOWN who reacted (a person without a name
 * is counted, not named).
 */
export const reactionsSql = (caller: Caller, kudosId: SQL) => sql`coalesce((
  select json_agg(json_build_object('emoji', e.emoji, 'count', e.count, 'reacted', e.reacted, 'names', e.names)
    order by array_position(${reactionOrder}, e.emoji))
  from (
    select x.emoji, count(*)::int as count, bool_or(x.user_id = ${caller.userId}::uuid) as reacted,
      coalesce(to_json((array_agg(p.full_name order by x.created_at, x.user_id)
        filter (where p.full_name is not null))[1:${sql.raw(String(REACTION_NAMES_SHOWN))}]), '[]'::json) as names
    from kudos_reactions x left join profiles p on p.id = x.user_id
    where x.kudos_id = ${kudosId}
    group by x.emoji
  ) e), '[]'::json)`;

/**
 * The caller's company's posts as the feed shows them: a celebration of a goal that has since become
 * private is left out, for everyone.
 */
export const visiblePostSql = (caller: Caller) => sql`k.company_id = ${caller.companyId}
  and not exists (select 1 from goals g where g.id = k.goal_id and g.visibility <> 'company')`;

interface PostRow {
  id: string;
  kind: FeedPost['kind'];
  sender: FeedPost['sender'];
  recipients: FeedPost['recipients'];
  message: string | null;
  value: FeedPost['value'];
  anniversary_years: number | null;
  goal_id: string | null;
  goal_title: string | null;
  goal_progress: number | null;
  reactions: ReactionSummary[];
  created_at: string;
  /** created_at to the microsecond: the feed's order, as a cursor holds it. */
  page_at: string;
  can_delete: boolean;
}

/**
 * The caller's visible posts that match `where`, newest first (then `tail`: a limit), one row each
 * with everything the answer shows.
 */
function selectPosts(caller: Caller, where: SQL, tail: SQL = sql``) {
  return sql`
    select k.id, k.kind, k.message, k.anniversary_years, k.goal_id, k.goal_title, k.goal_progress,
      ${personSql(sql`k.sender_id`)} as sender,
      ${recipientsSql(sql`k.id`)} as recipients,
      case when v.id is null then null else json_build_object('id', v.id, 'name', v.name) end as value,
      ${reactionsSql(caller, sql`k.id`)} as reactions,
      ${isoSql(sql`k.created_at`)} as created_at, ${pageMomentSql(sql`k.created_at`)} as page_at,
      ((k.kind = 'kudos' and k.sender_id = ${caller.userId}::uuid) or ${caller.isAdmin}::boolean) as can_delete
    from kudos k
    left join company_values v on v.id = k.value_id
    where ${visiblePostSql(caller)} and ${where}
    order by k.created_at desc, k.id desc
    ${tail}`;
}

/** A post's row as the API answers it. */
function postOf(row: PostRow): FeedPost {
  return {
    id: row.id,
    kind: row.kind,
    sender: row.sender,
    recipients: row.recipients,
    message: row.message,
    value: row.value,
    anniversaryYears: row.anniversary_years,
    goal:
      row.goal_id && row.goal_title !== null && row.goal_progress !== null
        ? { id: row.goal_id, title: row.goal_title, progress: row.goal_progress }
        : null,
    reactions: row.reactions,
    createdAt: row.created_at,
    canDelete: row.can_delete,
  };
}

/** Whether a post has `userId` among its recipients. */
const receivedBy = (userId: SQL) =>
  sql`exists (select 1 from kudos_recipients r where r.kudos_id = k.id and r.user_id = ${userId})`;

/** The feed's filters, each a condition on the post `k`. */
function filtersOf(caller: Caller, query: FeedQuery): SQL {
  const filters: SQL[] = [sql`true`];
  if (query.personId)
    filters.push(sql`(k.sender_id = ${query.personId}::uuid or ${receivedBy(sql`${query.personId}::uuid`)})`);
  if (query.recipientId) filters.push(receivedBy(sql`${query.recipientId}::uuid`));
  if (query.teamId)
    filters.push(sql`exists (select 1 from kudos_recipients r
      join team_members tm on tm.user_id = r.user_id and tm.left_at is null
      join teams t on t.id = tm.team_id and t.company_id = ${caller.companyId}
      where r.kudos_id = k.id and tm.team_id = ${query.teamId}::uuid)`);
  if (query.valueId) filters.push(sql`k.value_id = ${query.valueId}::uuid`);
  // The cursor is a position (src/shared/page-cursor.ts), never a post looked up: a hidden post's id
  // is no cursor.
  const below = belowCursor(sql`k.created_at`, sql`k.id`, query.cursor, m.cursorInvalid);
  if (below) filters.push(below);
  return sql.join(filters, sql` and `);
}

/** A page of the company's feed, newest first: one statement. */
export async function listFeed(db: Db, caller: Caller, query: FeedQuery) {
  const rows = await rowsOf<PostRow>(
    db,
    selectPosts(caller, filtersOf(caller, query), sql`limit ${query.limit + 1}`),
  );
  const page = pageOf(
    rows.map((row) => ({ ...row, pageAt: row.page_at })),
    query.limit,
  );
  return { items: page.rows.map(postOf), nextCursor: page.nextCursor };
}

/** One post of the caller's company as the feed shows it; not found otherwise. */
export async function readPost(db: Db, caller: Caller, kudosId: string): Promise<FeedPost> {
  const [row] = await rowsOf<PostRow>(db, selectPosts(caller, sql`k.id = ${kudosId}::uuid`));
  if (!row) throw kudosNotFound();
  return postOf(row);
}
