// 100,000 people in 10,000 companies, in plain SQL (generate_series), every person sharing one
// precomputed argon2id hash. People 0-89,999 are in a company (person i in company i % 10,000; people
// 0-9,999 are the admins), each member with the approved request that let them in and every second
// one with an older rejected request elsewhere; people 90,000-99,999 have no company and one pending
// request each. Everyone has a live session with a refresh token.
export const SEED_PEOPLE = 100_000;
export const SEED_COMPANIES = 10_000;
/** The person the bench signs in as: a member of company 2,345. */
export const SEED_MEMBER = 'person12345@seed.test';

export function seedSql(passwordHash) {
  if (!/^[$A-Za-z0-9=,+/]+$/.test(passwordHash)) throw new Error('unexpected characters in the hash');
  const person = (i) => `md5('person' || ${i})::uuid`;
  const company = (i) => `md5('company' || ${i})::uuid`;
  return `
insert into companies (id, name, company_code, created_at)
  select ${company('i')}, 'Company ' || i, 'B' || lpad(i::text, 7, '0'), now() - make_interval(mins => i)
  from generate_series(0, ${SEED_COMPANIES - 1}) i;
insert into users (id, email, password_hash, full_name)
  select ${person('i')}, 'person' || i || '@seed.test', '${passwordHash}', 'Person ' || i
  from generate_series(0, ${SEED_PEOPLE - 1}) i;
insert into profiles (id, full_name, company_id)
  select ${person('i')}, 'Person ' || i, case when i < 90000 then ${company(`(i % ${SEED_COMPANIES})`)} end
  from generate_series(0, ${SEED_PEOPLE - 1}) i;
insert into user_roles (user_id, company_id, role)
  select ${person('i')}, ${company(`(i % ${SEED_COMPANIES})`)},
         (case when i < ${SEED_COMPANIES} then 'admin' else 'member' end)::app_role
  from generate_series(0, 89999) i;
insert into company_join_requests (user_id, company_id, status, created_at, decided_at, decided_by)
  select ${person('i')}, ${company(`(i % ${SEED_COMPANIES})`)}, 'approved', now() - interval '30 days',
         now() - interval '29 days', ${person(`(i % ${SEED_COMPANIES})`)}
  from generate_series(${SEED_COMPANIES}, 89999) i;
insert into company_join_requests (user_id, company_id, status, created_at, decided_at)
  select ${person('i')}, ${company(`((i + 1) % ${SEED_COMPANIES})`)}, 'rejected', now() - interval '40 days',
         now() - interval '39 days'
  from generate_series(0, ${SEED_PEOPLE - 1}, 2) i;
insert into company_join_requests (user_id, company_id, status, created_at)
  select ${person('i')}, ${company(`(i % ${SEED_COMPANIES})`)}, 'pending', now() - interval '1 day'
  from generate_series(90000, ${SEED_PEOPLE - 1}) i;
insert into sessions (id, user_id, created_at, last_used_at, expires_at)
  select md5('session' || i)::uuid, ${person('i')}, now() - interval '1 day', now(), now() + interval '29 days'
  from generate_series(0, ${SEED_PEOPLE - 1}) i;
insert into refresh_tokens (session_id, token_hash)
  select md5('session' || i)::uuid, md5('token' || i) || md5('hash' || i)
  from generate_series(0, ${SEED_PEOPLE - 1}) i;
analyze;
`;
}

/** The seeded member's first goal: its page is what the bench reads. */
export const SEED_MEMBER_GOAL = 'pgoal12345-0';

/**
 * A quarter of goals on top of seedSql: two company goals per company (ten weekly check-ins each)
 * and three personal goals per member (three check-ins each; the third closed last quarter), each
 * personal goal of this quarter supporting its company's first goal. Every goal has two key results,
 * each with its starting value and one value per check-in: about 290,000 goals, 1.1 million
 * check-ins and 2.8 million key-result values.
 */
export function seedGoalsSql() {
  const person = (i) => `md5('person' || ${i})::uuid`;
  const company = (i) => `md5('company' || ${i})::uuid`;
  const quarter = `date_trunc('quarter', now())`;
  // A goal's id is in the API's paths, which take RFC 4122 ids only: md5's hex with the version and
  // variant digits of a v4 uuid (md5Uuid below makes the same).
  const goalId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  // The rows are consistent by construction: foreign-key triggers off while they load (superuser only,
  // as the bench's servers are), which makes the load several times faster.
  return `
set session_replication_role = replica;
insert into goals (id, company_id, level, owner_id, created_by, title, starts_on, due_on, progress,
                   last_check_in_at, last_check_in_status, last_check_in_confidence, created_at)
  select ${goalId(`'cgoal' || c || '-' || k`)}, ${company('c')}, 'company', ${person('c')}, ${person('c')},
         'Company goal ' || k || ' of company ' || c, ${quarter}::date,
         (${quarter} + interval '3 months' - interval '1 day')::date, 0.4,
         now() - interval '8 days', 'on_track', 7, now() - interval '80 days'
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 1) k;
insert into goals (id, company_id, level, owner_id, created_by, title, starts_on, due_on, visibility,
                   progress, last_check_in_at, last_check_in_status, last_check_in_confidence,
                   closed_at, created_at)
  select ${goalId(`'pgoal' || i || '-' || k`)}, ${company(`(i % ${SEED_COMPANIES})`)}, 'personal',
         ${person('i')}, ${person('i')}, 'Goal ' || k || ' of person ' || i,
         case when k = 2 then (${quarter} - interval '3 months')::date else ${quarter}::date end,
         case when k = 2 then (${quarter} - interval '1 day')::date
              else (${quarter} + interval '3 months' - interval '1 day')::date end,
         case when i % 5 = 0 then 'private' else 'company' end, 0.3,
         now() - make_interval(days => 1 + i % 9), 'on_track', 6,
         case when k = 2 then ${quarter} - interval '1 day' end, now() - interval '100 days' + make_interval(mins => k)
  from generate_series(0, 89999) i, generate_series(0, 2) k;
insert into goal_alignments (goal_id, parent_id)
  select ${goalId(`'pgoal' || i || '-' || k`)}, ${goalId(`'cgoal' || (i % ${SEED_COMPANIES}) || '-0'`)}
  from generate_series(0, 89999) i, generate_series(0, 1) k;
insert into key_results (id, goal_id, title, kind, unit, start_value, target_value, current_value, weight, position)
  select md5('kr' || g.id || '-' || r)::uuid, g.id, 'Key result ' || r, 'number', 'deals', 0, 100, 30 + r * 10, 1 + r, r
  from goals g, generate_series(0, 1) r;
insert into key_result_values (key_result_id, value, created_at)
  select kr.id, 0, g.created_at from key_results kr join goals g on g.id = kr.goal_id;
insert into check_ins (id, goal_id, author_id, status, confidence, note, created_at)
  select md5('ci' || g.id || '-' || n)::uuid, g.id, g.owner_id, 'on_track', 7, 'Week ' || n || ': steady.',
         now() - make_interval(days => 7 * n + 1)
  from goals g cross join lateral generate_series(1, case when g.level = 'company' then 10 else 3 end) n;
insert into key_result_values (key_result_id, check_in_id, value, created_at)
  select kr.id, ci.id, 5 * (12 - extract(day from now() - ci.created_at)::int / 7), ci.created_at
  from check_ins ci join key_results kr on kr.goal_id = ci.goal_id;
set session_replication_role = default;
analyze;
`;
}

/** The id the seed gives the goal named `text` (goalId in seedGoalsSql). */
export async function md5Uuid(text) {
  const { createHash } = await import('node:crypto');
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
