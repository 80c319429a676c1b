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

/** The value of the seeded member's company that the feed's value filter reads. */
export const SEED_MEMBER_VALUE = 'value2345-0';
export const SEED_KUDOS = 2_000_000;
const VALUE_NAMES = ['Ownership', 'Courage', 'Craft', 'Care'];

/**
 * A year of recognition on top of seedSql: four values in nine companies of ten (the tenth has none,
 * so its kudos carry no value), and 200 kudos per company, 2 million in all, spread over the last
 * 365 days. Company c's people are c + 10,000 j (j = 0…8, the admin first); kudos n of company c
 * (k = n / 10,000, its 0…199th) comes from person j = (7k + c) mod 9, to one, two or three of the
 * others, with a value of the company when it has some, and 0–3 reactions from colleagues: about
 * 4 million recipient rows and 3 million reactions. Ids are RFC 4122-shaped, as the API's paths and
 * cursors take (md5Uuid makes the same).
 */
export function seedKudosSql() {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const names = `array['${VALUE_NAMES.join("', '")}']`;
  const tables = `('kudos', 'kudos_recipients', 'kudos_reactions')`;
  // Company c's person j, from the ids worked out once below.
  const person = (alias, j) => `join seed_people ${alias} on ${alias}.i = k.c + 10000 * (${j})`;
  // Nine million rows: every id is worked out once (md5 is most of the cost), each table is filled in
  // its primary key's order with its other indexes dropped, and those are built again from their own
  // definitions after (sorting once beats inserting at random).
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_people as
  select i, md5('person' || i)::uuid as id from generate_series(0, 89999) i;
insert into company_values (id, company_id, name, description, position)
  select ${rfcId(`'value' || c || '-' || p`)}, md5('company' || c)::uuid,
         (${names})[p + 1], 'What ' || (${names})[p + 1] || ' means here', p
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${VALUE_NAMES.length - 1}) p
  where c % 10 <> 9;
create temporary table seed_kudos as
  select x.*, company.id as company_id, sender.id as sender_id, v.id as value_id
  from (select n, n % ${SEED_COMPANIES} as c, n / ${SEED_COMPANIES} as k,
               (7 * (n / ${SEED_COMPANIES}) + n % ${SEED_COMPANIES}) % 9 as s, ${rfcId(`'kudos' || n`)} as id,
               now() - make_interval(secs => (n / ${SEED_COMPANIES}) * 157680 + (n % ${SEED_COMPANIES} * 3163) % 157680)
                 as created_at
        from generate_series(0, ${SEED_KUDOS - 1}) n) x
  join (select c, md5('company' || c)::uuid as id from generate_series(0, ${SEED_COMPANIES - 1}) c) company
    on company.c = x.c
  join seed_people sender on sender.i = x.c + 10000 * x.s
  left join company_values v on v.company_id = company.id and v.position = (3 * x.k + x.c) % ${VALUE_NAMES.length};
create temporary table seed_kudos_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype = 'p');
do $$ declare i record; begin
  for i in select indexname from seed_kudos_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into kudos (id, company_id, kind, sender_id, message, value_id, created_at)
  select id, company_id, 'kudos', sender_id, 'Thanks for the help with deal ' || k || ': it made the week.',
         value_id, created_at
  from seed_kudos order by id;
insert into kudos_recipients (kudos_id, user_id)
  select k.id, p.id from seed_kudos k cross join (values (0), (1), (2)) t (t)
  ${person('p', '(k.s + 1 + t.t + k.k % 5) % 9')}
  where t.t <= k.n % 3
  order by 1, 2;
insert into kudos_reactions (kudos_id, user_id, emoji, created_at)
  select k.id, p.id, (array['clap', 'tada', 'heart', 'raised_hands', 'rocket', 'bulb'])[1 + (k.n + t.t) % 6],
         least(now(), k.created_at + make_interval(hours => t.t))
  from seed_kudos k cross join (values (1), (2), (3)) t (t)
  ${person('p', '(k.s + 1 + 3 * t.t) % 9')}
  where t.t <= k.n % 4
  order by 1, 3, 2;
do $$ declare i record; begin
  for i in select indexdef from seed_kudos_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_people, seed_kudos, seed_kudos_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/** Weekly pulses a year and more back, the current one included. */
export const SEED_PULSE_WEEKS = 63;
/** The seeded company whose admin reads its pulse: company 2,345's admin is person 2,345. */
export const SEED_ADMIN = 'person2345@seed.test';

/**
 * A year of the weekly pulse on top of seedSql, for the companies `companyWhere` selects (a condition
 * on r.company_id): two teams per company (about its first and last two thirds of members, overlapping,
 * each led by one of them) and SEED_PULSE_WEEKS weekly periods up to the current one, open. In each
 * period about nine members in ten answer (every other one in the current period): a row of
 * participation and an answer carrying the teams the person is in. The closed periods are stored as
 * the seal leaves them (wellbeing/seal.ts): sealed, with the company's members and how many answered,
 * their figures published for the company and each team (pulse_figures) and no answers; only the open
 * period keeps its answers. Each period holds `threshold`. With seedSql's 90,000 members that is about
 * five million rows of participation, 40,000 answers and 1.9 million published segments.
 *
 * The figures are decided here in SQL as the seal decides them (anonymity.ts) for these teams, not in
 * general: a segment shows when at least `threshold` answered in it and, for a team, when the rest of
 * the company is empty or at least `threshold` (rules 1 and 2; scores as figuresOf gives them). Rule 2
 * between the two teams and rule 3 are not reproduced: with this seed's companies (nine members at
 * threshold 5, or four at 3) a team's rest of the company is under the threshold unless it is empty,
 * so a team shows only with the very answers of the company, and those rules have nothing left to
 * withhold. (Checked against the product's seal on the same answers: the same rows.)
 */
export function seedPulseSql(companyWhere, threshold = 5) {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const tables = `('pulse_periods', 'pulse_participation', 'pulse_responses', 'pulse_figures', 'teams', 'team_members')`;
  const keys = ['enps', 'workload', 'stress', 'recognition', 'clarity'];
  // A mean to one decimal, halves up, and eNPS = 100 (promoters - detractors) / count, rounded halves up.
  const scores = `jsonb_build_object('enps', floor(100.0 * (s.promoters - s.detractors) / s.respondents + 0.5)::int,
    ${keys
      .slice(1)
      .map((key) => `'${key}', round(s.${key}::numeric / s.respondents, 1)`)
      .join(', ')})`;
  return `
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_members as
  select r.company_id, r.user_id, row_number() over (partition by r.company_id order by r.user_id) as rn,
         count(*) over (partition by r.company_id) as n
  from user_roles r where ${companyWhere};
-- A period the server opened already (its job, or a request) gives way to the seeded ones.
delete from pulse_periods where company_id in (select company_id from seed_members);
set session_replication_role = replica;
create temporary table seed_teams as
  select m.company_id, m.user_id, m.rn, t.t, ${rfcId(`'team' || m.company_id || '-' || t.t`)} as team_id,
         m.rn = case when t.t = 0 then 1 else m.n end as is_lead
  from seed_members m cross join (values (0), (1)) t (t)
  where (t.t = 0 and m.rn <= ceil(2 * m.n / 3.0)) or (t.t = 1 and m.rn > floor(m.n / 3.0));
create temporary table seed_periods as
  select c.company_id, c.n, w, ${rfcId(`'period' || c.company_id || '-' || w`)} as id,
         (date_trunc('week', now() at time zone 'utc') - make_interval(days => 7 * w))::date as starts_on
  from (select company_id, max(n) as n from seed_members group by company_id) c,
       generate_series(0, ${SEED_PULSE_WEEKS - 1}) w;
create temporary table seed_answers as
  select p.company_id, p.id as period_id, p.w, m.user_id, coalesce(t.team_ids, '{}') as team_ids,
         (3 * m.rn + p.w) % 11 as enps, 1 + (m.rn + p.w) % 5 as workload, 1 + (2 * m.rn + p.w) % 5 as stress,
         1 + (m.rn + 2 * p.w) % 5 as recognition, 1 + (m.rn * p.w) % 5 as clarity
  from seed_periods p join seed_members m on m.company_id = p.company_id
  left join (select user_id, array_agg(team_id order by t) as team_ids from seed_teams group by user_id) t
    on t.user_id = m.user_id
  where case when p.w = 0 then m.rn % 2 = 0 else (m.rn + p.w) % 10 <> 0 end;
-- Each closed period's answers summed per segment, keyed by the team's id or, for the company, its own.
create temporary table seed_sums as
  select a.period_id, g.segment, count(*)::int as respondents,
         ${keys.map((key) => `sum(a.${key})::int as ${key}`).join(', ')},
         (count(*) filter (where a.enps >= 9))::int as promoters,
         (count(*) filter (where a.enps <= 6))::int as detractors
  from seed_answers a cross join lateral unnest(a.team_ids || a.company_id) g (segment)
  where a.w > 0
  group by a.period_id, g.segment;
create temporary table seed_pulse_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype in ('p', 'u'));
do $$ declare i record; begin
  for i in select indexname from seed_pulse_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into teams (id, company_id, name, created_at)
  select distinct team_id, company_id, case when t = 0 then 'Builders' else 'Sellers' end, now() - interval '400 days'
  from seed_teams;
insert into team_members (team_id, user_id, is_lead, joined_at)
  select team_id, user_id, is_lead, now() - interval '400 days' from seed_teams;
insert into pulse_periods (id, company_id, starts_on, ends_on, cadence, threshold, members, answered, sealed,
                           created_at)
  select p.id, p.company_id, p.starts_on, p.starts_on + 6, 'weekly', ${threshold},
         case when p.w > 0 then p.n end, case when p.w > 0 then coalesce(s.respondents, 0) end,
         p.w > 0, p.starts_on
  from seed_periods p left join seed_sums s on s.period_id = p.id and s.segment = p.company_id
  order by p.id;
insert into pulse_figures (period_id, company_id, team_id, members, respondents, scores, reason)
  select f.period_id, f.company_id, f.team_id, f.members,
         case when f.shown then f.respondents end,
         case when f.shown then f.scores end,
         case when f.shown then null
              when f.respondents < ${threshold} then 'too_few_respondents'
              else 'complement_too_small' end
  from (
    select p.id as period_id, p.company_id, g.team_id, g.members, coalesce(s.respondents, 0) as respondents,
           case when s.respondents > 0 then ${scores} end as scores,
           coalesce(s.respondents, 0) >= ${threshold}
             and (g.team_id is null or c.respondents = s.respondents or c.respondents - s.respondents >= ${threshold})
             as shown
    from seed_periods p
    join (select company_id, null::uuid as team_id, max(n)::int as members from seed_members group by company_id
          union all
          select company_id, team_id, count(*)::int from seed_teams group by company_id, team_id) g
      on g.company_id = p.company_id
    left join seed_sums s on s.period_id = p.id and s.segment = coalesce(g.team_id, p.company_id)
    left join seed_sums c on c.period_id = p.id and c.segment = p.company_id
    where p.w > 0
  ) f
  order by f.period_id, f.team_id;
insert into pulse_participation (company_id, period_id, user_id)
  select company_id, period_id, user_id from seed_answers order by period_id, user_id;
insert into pulse_responses (id, company_id, period_id, team_ids, ${keys.join(', ')})
  select gen_random_uuid(), company_id, period_id, team_ids, ${keys.join(', ')}
  from seed_answers where w = 0 order by 1;
do $$ declare i record; begin
  for i in select indexdef from seed_pulse_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_members, seed_teams, seed_periods, seed_answers, seed_sums, seed_pulse_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/** The seeded member's 1:1 with their admin: its page is what the bench reads. */
export const SEED_MEMBER_ONE_ON_ONE = 'oneonone2345-0';
/** Weeks of weekly 1:1s held before the next one. */
export const SEED_ONE_ON_ONE_WEEKS = 52;

/**
 * A year of weekly 1:1s on top of seedSql: in every company its admin (j = 0) with persons j = 1 and
 * j = 2, and in every second company persons 3 and 4, 25,000 1:1s in all (company c's person j is
 * c + 10,000 j, as seedKudosSql names them). Each has SEED_ONE_ON_ONE_WEEKS meetings held, on
 * Tuesdays at 10:00 UTC, and its next one; a held meeting has two points (one by each person, the
 * first ticked), the next one three, the last of them carried from the meeting before. The first of
 * the pair keeps private notes on every meeting held, and every fourth meeting made an action item
 * for the second, done unless it is of the last four weeks: about 1.3 million meetings, 2.7 million
 * agenda points, 1.3 million notes and 325,000 action items.
 */
export function seedOneOnOnesSql() {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const person = (i) => `md5('person' || ${i})::uuid`;
  const weeks = SEED_ONE_ON_ONE_WEEKS;
  const tables = `('one_on_ones', 'one_on_one_meetings', 'agenda_points', 'one_on_one_notes', 'action_items')`;
  const week = `date_trunc('week', now() at time zone 'utc') at time zone 'utc'`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_pairs as
  select c, p, ${rfcId(`'oneonone' || c || '-' || p`)} as id, md5('company' || c)::uuid as company_id,
         ${person(`c + 10000 * (array[0, 0, 3])[p + 1]`)} as a_id,
         ${person(`c + 10000 * (array[1, 2, 4])[p + 1]`)} as b_id
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 2) p
  where p < 2 or c % 2 = 0;
create temporary table seed_meetings as
  select s.id as one_on_one_id, s.a_id, s.b_id, w, ${rfcId(`'meeting' || s.c || '-' || s.p || '-' || w`)} as id,
         ${week} + interval '1 day 10 hours' + make_interval(weeks => case when w = 0 then 1 else -w end)
           as starts_at
  from seed_pairs s, generate_series(0, ${weeks}) w;
create temporary table seed_one_on_one_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype = 'p');
do $$ declare i record; begin
  for i in select indexname from seed_one_on_one_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into one_on_ones (id, company_id, proposed_by, partner_id, status, cadence, weekday, local_time, starts_on,
                         created_at)
  select id, company_id, a_id, b_id, 'active', 'weekly', 2, '10:00',
         (${week} - make_interval(weeks => ${weeks}))::date, ${week} - make_interval(weeks => ${weeks} + 1)
  from seed_pairs order by id;
insert into one_on_one_meetings (id, one_on_one_id, starts_at, held_at)
  select id, one_on_one_id, starts_at, case when w > 0 then starts_at + interval '30 minutes' end
  from seed_meetings order by id;
insert into agenda_points (id, meeting_id, author_id, text, position, ticked_at, ticked_by, carried_from, created_at)
  select gen_random_uuid(), m.id, case when k = 1 then m.b_id else m.a_id end,
         'Point ' || k || ' of week ' || m.w, k,
         case when m.w > 0 and k = 0 then m.starts_at + interval '20 minutes' end,
         case when m.w > 0 and k = 0 then m.a_id end, null,
         m.starts_at - interval '2 days'
  from seed_meetings m, generate_series(0, 2) k
  where k < 2 or m.w = 0
  order by 2, 5;
update agenda_points next set carried_from = last.id, text = last.text
  from seed_meetings m, seed_meetings before, agenda_points last
  where next.meeting_id = m.id and m.w = 0 and next.position = 2
    and before.one_on_one_id = m.one_on_one_id and before.w = 1
    and last.meeting_id = before.id and last.position = 1;
insert into one_on_one_notes (author_id, meeting_id, body, updated_at)
  select a_id, id, 'What I took from week ' || w || ': steady, with one thing to follow up.', starts_at + interval '1 hour'
  from seed_meetings where w > 0 order by 1, 2;
insert into action_items (id, one_on_one_id, meeting_id, owner_id, text, due_on, done_at, created_by, created_at)
  select gen_random_uuid(), one_on_one_id, id, b_id, 'Follow up on week ' || w, (starts_at + interval '7 days')::date,
         case when w > 4 then starts_at + interval '5 days' end, a_id, starts_at + interval '30 minutes'
  from seed_meetings where w > 0 and w % 4 = 0 order by 1;
do $$ declare i record; begin
  for i in select indexdef from seed_one_on_one_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_pairs, seed_meetings, seed_one_on_one_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/** The seeded member's own closed 360: its results are what the bench reads. */
export const SEED_MEMBER_REVIEW = 'review2345-1';

/**
 * A closed 360 per person on top of seedSql, last month: company c's person j (c + 10,000 j, j = 0…8)
 * asked three questions of themself and of the next three people of the company as peers, all of
 * whom answered (scores and a comment each, the peers' unnamed, as the API stores them): 90,000 360s,
 * 270,000 questions, 360,000 raters and 1.08 million answers.
 */
export function seedReviewsSql() {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const person = (i) => `md5('person' || ${i})::uuid`;
  const tables = `('reviews', 'review_questions', 'review_raters', 'review_answers')`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_reviews as
  select c, j, ${rfcId(`'review' || c || '-' || j`)} as id, md5('company' || c)::uuid as company_id,
         ${person('c + 10000 * j')} as subject_id
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 8) j;
create temporary table seed_review_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype in ('p', 'u'));
do $$ declare i record; begin
  for i in select indexname from seed_review_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into reviews (id, company_id, subject_id, started_by, share_with_leads, closes_on, closed_at, agreed_at,
                     created_at)
  select id, company_id, subject_id, subject_id, false, current_date - 30, now() - interval '30 days',
         now() - interval '45 days', now() - interval '45 days'
  from seed_reviews order by id;
insert into review_questions (id, review_id, position, text)
  select ${rfcId(`'question' || r.c || '-' || r.j || '-' || q`)}, r.id, q,
         (array['What should I keep doing?', 'What should I do more of?', 'What should I stop?'])[q + 1]
  from seed_reviews r, generate_series(0, 2) q order by 1;
insert into review_raters (review_id, rater_id, rater_group, answered)
  select r.id, ${person('r.c + 10000 * ((r.j + k) % 9)')}, case when k = 0 then 'self' else 'peer' end, true
  from seed_reviews r, generate_series(0, 3) k order by 1, 2;
insert into review_answers (id, review_id, question_id, answer_group, score, comment, named_rater_id)
  select gen_random_uuid(), r.id, ${rfcId(`'question' || r.c || '-' || r.j || '-' || q`)},
         case when k = 0 then 'self' else 'peer' end, 1 + (r.j + q + k) % 5,
         'Comment ' || k || ' on question ' || q, case when k = 0 then r.subject_id end
  from seed_reviews r, generate_series(0, 2) q, generate_series(0, 3) k order by 1;
do $$ declare i record; begin
  for i in select indexdef from seed_review_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_reviews, seed_review_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/**
 * A year of feedback on top of seedSql: every person in a company receives one a month from each
 * colleague in turn (private, for them and their leads, or for their leads only, in turn), the
 * company's admin reading those shared with leads, and asks two colleagues for feedback each quarter
 * (the requests expired and the asker told): 1.08 million pieces of feedback, about 650,000 readers,
 * 360,000 requests and 720,000 people asked.
 */
export function seedFeedbackSql() {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const tables = `('feedback', 'feedback_readers', 'feedback_requests', 'feedback_request_recipients')`;
  const person = (alias, j) => `join seed_people ${alias} on ${alias}.i = x.c + 10000 * (${j})`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_people as
  select i, md5('person' || i)::uuid as id from generate_series(0, 89999) i;
create temporary table seed_feedback as
  select x.*, ${rfcId(`'feedback' || x.c || '-' || x.j || '-' || x.n`)} as id, md5('company' || x.c)::uuid as company_id,
         r.id as recipient_id, a.id as author_id, lead.id as lead_id,
         (array['private', 'recipient_and_leads', 'leads_only'])[1 + x.n % 3] as visibility,
         now() - make_interval(days => 30 * x.n + x.c % 30, mins => x.j) as created_at
  from (select c, j, n from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 8) j,
        generate_series(0, 11) n) x
  ${person('r', 'x.j')} ${person('a', '(x.j + 1 + x.n % 8) % 9')} ${person('lead', '0')};
create temporary table seed_requests as
  select x.*, ${rfcId(`'request' || x.c || '-' || x.j || '-' || x.q`)} as id, md5('company' || x.c)::uuid as company_id,
         asker.id as asker_id, now() - make_interval(days => 90 * x.q + 20 + x.c % 30, mins => x.j) as created_at
  from (select c, j, q from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 8) j,
        generate_series(0, 3) q) x
  ${person('asker', 'x.j')};
create temporary table seed_feedback_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype = 'p');
do $$ declare i record; begin
  for i in select indexname from seed_feedback_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into feedback (id, company_id, author_id, recipient_id, body, visibility, created_at)
  select id, company_id, author_id, recipient_id, 'What went well in month ' || n || ', and one thing to try.',
         visibility, created_at
  from seed_feedback order by id;
insert into feedback_readers (feedback_id, user_id)
  select id, lead_id from seed_feedback where visibility <> 'private' and j <> 0 order by 1, 2;
insert into feedback_requests (id, company_id, asker_id, question, visibility, expires_at, expired_notified_at,
                               created_at)
  select id, company_id, asker_id, 'How did quarter ' || q || ' go, from where you sit?', 'recipient_and_leads',
         created_at + interval '14 days', created_at + interval '14 days', created_at
  from seed_requests order by id;
insert into feedback_request_recipients (request_id, user_id)
  select x.id, p.id from seed_requests x cross join (values (1), (2)) t (t)
  ${person('p', '(x.j + t.t) % 9')}
  order by 1, 2;
do $$ declare i record; begin
  for i in select indexdef from seed_feedback_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_people, seed_feedback, seed_requests, seed_feedback_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/** Working days of items per person: a year. */
export const SEED_DAY_ITEM_DAYS = 250;

/**
 * Today (decision 038) on top of seedSql: each person's plan for the last SEED_DAY_ITEM_DAYS working
 * days, one item a day, done (25 million rows for 100,000 people), the one thing of its day; then
 * three open items on yesterday's date, which the roll-over job moves (300,000 rows), and a close of
 * each working day for one person in ten (2.5 million rows). Indexes are dropped during the insert
 * and made again after it, as the 1:1s' seed does.
 */
export function seedDayItemsSql() {
  const person = (i) => `md5('person' || ${i})::uuid`;
  const company = (i) => `md5('company' || (${i} % ${SEED_COMPANIES}))::uuid`;
  const tables = `('day_items', 'day_closes')`;
  const today = `(now() at time zone 'utc')::date`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_days as
  select d::date as day from generate_series(${today} - ${Math.ceil((SEED_DAY_ITEM_DAYS * 7) / 5) + 7}, ${today} - 1, interval '1 day') d
  where extract(isodow from d) < 6 order by d desc limit ${SEED_DAY_ITEM_DAYS};
create temporary table seed_day_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype = 'p');
do $$ declare i record; begin
  for i in select indexname from seed_day_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into day_items (user_id, company_id, day, position, text, one_thing_on, done_at, created_at)
  select ${person('i')}, ${company('i')}, d.day, 0, 'Finish the thing of ' || d.day, d.day,
         d.day + interval '15 hours', d.day + interval '8 hours'
  from generate_series(0, ${SEED_PEOPLE - 1}) i, seed_days d
  order by 1, 3;
insert into day_items (user_id, company_id, day, position, text, created_at)
  select ${person('i')}, ${company('i')}, ${today} - 1, k, 'Open item ' || k, now() - interval '1 day'
  from generate_series(0, ${SEED_PEOPLE - 1}) i, generate_series(1, 3) k
  order by 1;
insert into day_closes (user_id, day, company_id, done, next, blocked, note, written_at)
  select ${person('i')}, d.day, ${company('i')}, '- Finish the thing', '- The next thing', null, null,
         d.day + interval '17 hours'
  from generate_series(0, ${SEED_PEOPLE - 1}, 10) i, seed_days d
  order by 1, 2;
do $$ declare i record; begin
  for i in select indexdef from seed_day_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_days, seed_day_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze day_items;
analyze day_closes;
`;
}

/** Companies whose teams get a year of standup answers in seedStandupsSql: every tenth, the member's among them. */
export const SEED_STANDUP_COMPANIES = `(select md5('company' || i)::uuid from generate_series(5, ${SEED_COMPANIES - 1}, 10) i)`;

/**
 * Standups on top of seedPulseSql's teams: every team of the companies `companyWhere` selects (a
 * condition on t.company_id) has a standup, Monday to Friday with the default questions, turned on
 * 400 days ago; the teams of the companies `answersWhere` selects have a year of answers: each member
 * answers nine standup days in ten, one answer in ten blocked. With seedPulseSql's two teams per
 * company (about six members each) and `answersWhere` SEED_STANDUP_COMPANIES, that is 20,000 standups
 * and about 2.8 million answers.
 */
export function seedStandupsSql(
  companyWhere = 'true',
  answersWhere = `t.company_id in ${SEED_STANDUP_COMPANIES}`,
) {
  const question = (text, kind, answer) =>
    `jsonb_build_object('text', '${text}', 'kind', '${kind}', 'answer', ${answer})`;
  return `
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
set session_replication_role = replica;
insert into standups (team_id, company_id, questions, weekdays, digest_time, created_at)
  select t.id, t.company_id,
         '[{"text": "What did you get done?", "kind": "done"}, {"text": "What is next?", "kind": "next"},
           {"text": "Anything blocking you?", "kind": "blocked"}]'::jsonb,
         '{1,2,3,4,5}', '16:00', now() - interval '400 days'
  from teams t where ${companyWhere}
  on conflict do nothing;
create temporary table seed_standup_days as
  select d::date as day from generate_series((now() at time zone 'utc')::date - 364,
                                             (now() at time zone 'utc')::date, interval '1 day') d
  where extract(isodow from d) between 1 and 5;
insert into standup_answers (team_id, user_id, day, answers, blocked, from_close, updated_at)
  select m.team_id, m.user_id, d.day,
         jsonb_build_array(${question('What did you get done?', 'done', `'Finished the work of ' || d.day`)},
                           ${question('What is next?', 'next', `'The next step after ' || d.day`)},
                           ${question('Anything blocking you?', 'blocked', `case when h % 10 = 1 then 'Waiting on a review' else '' end`)}),
         h % 10 = 1, h % 3 = 0, d.day + interval '9 hours'
  from team_members m join teams t on t.id = m.team_id cross join seed_standup_days d
  cross join lateral (select abs(hashtext(m.user_id::text || d.day::text)) as h) x
  where ${companyWhere} and ${answersWhere} and m.left_at is null and h % 10 <> 0
  order by m.team_id, d.day, m.user_id
  on conflict do nothing;
drop table seed_standup_days;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/** Weeks of focus blocks and habit ticks before this one. */
export const SEED_FOCUS_WEEKS = 52;

/**
 * A year of focus blocks and habits on top of seedSql (decision 038): persons i < 20,000 (each
 * company's admin and first member, as seedKudosSql names them; the seeded member among them) plan
 * three blocks a week (Monday, Wednesday and Friday at 09:00, 90 minutes, kept in past weeks) over
 * SEED_FOCUS_WEEKS weeks and the next two, and keep two habits, "Focus block" 3 days a week ticked on
 * Mondays and Thursdays, and "Walk" every day, ticked on Tuesdays: about 3.2 million blocks and 3.2
 * million ticks (checked on a seed of 100 people: 16,200 blocks, 200 habits, 15,900 ticks).
 */
export function seedFocusSql() {
  const week = `date_trunc('week', now() at time zone 'utc')::date`;
  const weeks = SEED_FOCUS_WEEKS;
  const tables = `('focus_blocks', 'habits', 'habit_ticks')`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_focus_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype = 'p');
do $$ declare i record; begin
  for i in select indexname from seed_focus_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into focus_blocks (id, user_id, company_id, day, start_time, minutes, purpose, kept, created_at)
  select gen_random_uuid(), md5('person' || i)::uuid, md5('company' || (i % ${SEED_COMPANIES}))::uuid,
         ${week} + 7 * w + d, '09:00', 90, 'Deep work, week ' || w, case when w < 0 then d <> 4 end,
         (${week} + 7 * w)::timestamptz - interval '3 days'
  from generate_series(0, 19999) i, generate_series(-${weeks}, 1) w, unnest(array[0, 2, 4]) d
  order by 2, 4;
insert into habits (id, user_id, name, per_week, created_at)
  select md5('habit' || i || '-' || h)::uuid, md5('person' || i)::uuid, (array['Focus block', 'Walk'])[h + 1],
         (array[3, 7])[h + 1], (${week} - ${weeks * 7} - 1)::timestamptz
  from generate_series(0, 19999) i, generate_series(0, 1) h;
insert into habit_ticks (habit_id, day)
  select md5('habit' || i || '-' || h)::uuid, ${week} + 7 * w + d
  from generate_series(0, 19999) i, generate_series(-${weeks}, 0) w,
       (values (0, 0), (0, 3), (1, 1)) as t(h, d)
  where ${week} + 7 * w + d <= (now() at time zone 'utc')::date
  order by 1, 2;
do $$ declare i record; begin
  for i in select indexdef from seed_focus_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_focus_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/** Weeks of a team's board: two cards a week, most of them done long ago. */
export const SEED_BOARD_WEEKS = 52;

/**
 * A year of every team's board on top of seedPulseSql's teams (two per company): To do, Doing and
 * Done, and two cards a week for SEED_BOARD_WEEKS weeks, owned and made by members of the team in
 * turn. The cards of the last two weeks are open (in To do or Doing), all older ones done ten days
 * after they were made, so all but the last few of the year's Done cards are archived (done more than 14 days ago) and
 * the board's read must leave them out. Each card has its history: created, and moved to Done when
 * done. About 20,000 boards, 60,000 columns, 2.1 million cards and 4 million events.
 */
export function seedBoardsSql() {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const weeks = SEED_BOARD_WEEKS;
  const tables = `('boards', 'board_columns', 'board_cards', 'board_card_events')`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_board_teams as
  select t.id as team_id, t.company_id,
         array_agg(m.user_id order by m.user_id) as people
  from teams t join team_members m on m.team_id = t.id and m.left_at is null
  group by t.id, t.company_id;
create temporary table seed_board_cards as
  select b.team_id, k, ${rfcId(`'card' || b.team_id || '-' || k`)} as id,
         b.people[1 + k % array_length(b.people, 1)] as person,
         now() - make_interval(days => 7 * ${weeks} - 7 * (k / 2) - (k % 2)) as created_at,
         (k / 2) >= ${weeks} - 2 as open
  from seed_board_teams b, generate_series(0, 2 * ${weeks} - 1) k;
create temporary table seed_board_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype in ('p', 'u'));
do $$ declare i record; begin
  for i in select indexname from seed_board_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into boards (team_id, company_id, created_at)
  select team_id, company_id, now() - interval '400 days' from seed_board_teams order by team_id;
insert into board_columns (id, team_id, name, position, created_at)
  select ${rfcId(`'column' || team_id || '-' || p`)}, team_id, (array['To do', 'Doing', 'Done'])[p + 1], p,
         now() - interval '400 days'
  from seed_board_teams, generate_series(0, 2) p order by 1;
insert into board_cards (id, team_id, column_id, position, title, owner_id, due_on, created_by, done_at, created_at,
                         updated_at)
  select c.id, c.team_id,
         ${rfcId(`'column' || c.team_id || '-' || case when not c.open then 2 when c.k % 2 = 0 then 0 else 1 end`)},
         case when c.open then (c.k % 4) / 2 else 2 * ${weeks} - c.k end,
         'Card ' || c.k || ' of the year', c.person, (c.created_at + interval '5 days')::date, c.person,
         case when not c.open then c.created_at + interval '10 days' end, c.created_at,
         c.created_at + interval '10 days'
  from seed_board_cards c order by 1;
insert into board_card_events (id, card_id, kind, actor_id, to_column, created_at)
  select gen_random_uuid(), id, 'created', person, 'To do', created_at from seed_board_cards order by 2;
insert into board_card_events (id, card_id, kind, actor_id, from_column, to_column, created_at)
  select gen_random_uuid(), id, 'moved', person, 'To do', 'Done', created_at + interval '10 days'
  from seed_board_cards where not open order by 2;
do $$ declare i record; begin
  for i in select indexdef from seed_board_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_board_teams, seed_board_cards, seed_board_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/** Growth items per seeded member: most of them done over the last year, a few open. */
export const SEED_GROWTH_DONE = 18;
export const SEED_GROWTH_OPEN = 4;
/** Weeks of journal entries and of sealed values-in-practice figures. */
export const SEED_JOURNAL_WEEKS = 52;
export const SEED_VALUE_WEEKS = 26;

/**
 * Learning & Growth and Purpose & Alignment on top of seedSql, seedKudosSql's values and seedPulseSql's
 * teams and periods (decision 040). Each company has one track, Engineering, of five levels and eight
 * competencies with what each level asks of each (400,000 texts), and 20 resources in its library,
 * each for one competency; every member (company c's person j is c + 10,000 j) sits on a level (j mod
 * 4, so a next level is there), has rated themself on the eight competencies (every second rating
 * shared), and keeps a growth plan of SEED_GROWTH_DONE items done over the last year and
 * SEED_GROWTH_OPEN open ones due in the coming weeks (about 2 million items), and writes an entry in
 * their contribution log each month. A tip a week for one competency, a year of them; every team has
 * its purpose; people j = 0 and 1 keep a weekly journal (a million entries); and the pulse's sealed
 * periods of the last SEED_VALUE_WEEKS weeks carry each value's figures as the seal publishes them:
 * shown where the pulse's segment was, with its respondents, withheld with its reason where it was not.
 */
export function seedLearningSql() {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const company = (c) => `md5('company' || ${c})::uuid`;
  const person = (i) => `md5('person' || ${i})::uuid`;
  const track = (c) => rfcId(`'track' || ${c}`);
  const level = (c, l) => rfcId(`'level' || ${c} || '-' || ${l}`);
  const competency = (c, k) => rfcId(`'competency' || ${c} || '-' || ${k}`);
  const week = `date_trunc('week', now() at time zone 'utc')::date`;
  const tables = `('career_tracks', 'track_levels', 'competencies', 'competency_expectations', 'career_positions',
    'skill_ratings', 'learning_resources', 'resource_competencies', 'growth_items', 'learning_tips',
    'journal_entries', 'contribution_entries', 'team_purposes', 'value_figures')`;
  const levels = `array['Junior', 'Mid-level', 'Senior', 'Staff', 'Principal']`;
  const skills = `array['Communication', 'Technical depth', 'Delivery', 'Ownership', 'Collaboration', 'Mentoring',
    'Product sense', 'Quality']`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_learning_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype in ('p', 'u'));
do $$ declare i record; begin
  for i in select indexname from seed_learning_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into career_tracks (id, company_id, name, description, open_to_moves, created_at)
  select ${track('c')}, ${company('c')}, 'Engineering', 'How engineers grow here', c % 2 = 0, now() - interval '400 days'
  from generate_series(0, ${SEED_COMPANIES - 1}) c;
insert into track_levels (id, track_id, company_id, position, name, summary, created_at)
  select ${level('c', 'l')}, ${track('c')}, ${company('c')}, l, (${levels})[l + 1],
         'What a ' || (${levels})[l + 1] || ' engineer is trusted with', now() - interval '400 days'
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 4) l;
insert into competencies (id, track_id, company_id, position, name, created_at)
  select ${competency('c', 'k')}, ${track('c')}, ${company('c')}, k, (${skills})[k + 1], now() - interval '400 days'
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 7) k;
insert into competency_expectations (competency_id, level_id, company_id, text, updated_at)
  select ${competency('c', 'k')}, ${level('c', 'l')}, ${company('c')},
         (${skills})[k + 1] || ' at the ' || (${levels})[l + 1] || ' level: ' ||
           case when k % 3 = 0 and l > 0 then 'as the level before, with more reach' else 'a step beyond the level before' end,
         now() - interval '400 days'
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 7) k, generate_series(0, 4) l;
insert into career_positions (user_id, company_id, track_id, level_id, set_by, updated_at)
  select ${person('i')}, ${company(`i % ${SEED_COMPANIES}`)}, ${track(`i % ${SEED_COMPANIES}`)},
         ${level(`i % ${SEED_COMPANIES}`, `(i / ${SEED_COMPANIES}) % 4`)}, ${person(`i % ${SEED_COMPANIES}`)},
         now() - interval '200 days'
  from generate_series(0, 89999) i;
insert into skill_ratings (id, company_id, person_id, rater_id, competency_id, rating, note, shared, updated_at)
  select gen_random_uuid(), ${company(`i % ${SEED_COMPANIES}`)}, ${person('i')}, ${person('i')},
         ${competency(`i % ${SEED_COMPANIES}`, 'k')}, 1 + (i + k) % 4, null, k % 2 = 0, now() - interval '30 days'
  from generate_series(0, 89999) i, generate_series(0, 7) k;
insert into learning_resources (id, company_id, title, url, kind, created_by, created_at)
  select ${rfcId(`'resource' || c || '-' || r`)}, ${company('c')}, 'Resource ' || r || ' on ' || (${skills})[r % 8 + 1],
         'https://example.com/learn/' || r, (array['article', 'course', 'book', 'video'])[r % 4 + 1],
         ${person(`c + 10000 * (r % 9)`)}, now() - make_interval(days => 18 * r)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 19) r;
insert into resource_competencies (resource_id, competency_id)
  select ${rfcId(`'resource' || c || '-' || r`)}, ${competency('c', 'r % 8')}
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 19) r;
insert into growth_items (id, user_id, company_id, kind, title, due_on, competency_id, resource_id, done_at, created_at)
  select gen_random_uuid(), ${person('i')}, ${company(`i % ${SEED_COMPANIES}`)},
         (array['learn', 'practise', 'ship', 'read'])[n % 4 + 1], 'Growth step ' || n,
         case when n < ${SEED_GROWTH_DONE} then (now() - make_interval(days => 20 * n))::date
              else (now() + make_interval(days => 7 * (n - ${SEED_GROWTH_DONE} + 1)))::date end,
         ${competency(`i % ${SEED_COMPANIES}`, 'n % 8')},
         case when n % 5 = 0 then ${rfcId(`'resource' || (i % ${SEED_COMPANIES}) || '-' || (n % 20)`)} end,
         case when n < ${SEED_GROWTH_DONE} then now() - make_interval(days => 20 * n, hours => i % 24) end,
         now() - make_interval(days => 20 * n + 14)
  from generate_series(0, 89999) i, generate_series(0, ${SEED_GROWTH_DONE + SEED_GROWTH_OPEN - 1}) n
  order by 2;
insert into learning_tips (id, company_id, competency_id, week, text, author_id, created_at)
  select gen_random_uuid(), ${company('c')}, ${competency('c', `(w + 52) % 8`)}, ${week} + 7 * w,
         'Tip of week ' || w || ': ask one question before you answer.', ${person('c')},
         (${week} + 7 * w)::timestamptz - interval '3 days'
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(-51, 0) w;
insert into journal_entries (id, user_id, week, prompt, body, created_at, updated_at)
  select gen_random_uuid(), ${person('i')}, ${week} - 7 * w, 'What gave you energy this week?',
         'Week ' || w || ': a good talk with the team, and a bug found before it shipped.',
         (${week} - 7 * w)::timestamptz + interval '4 days 17 hours', (${week} - 7 * w)::timestamptz + interval '4 days 17 hours'
  from generate_series(0, 19999) i, generate_series(0, ${SEED_JOURNAL_WEEKS - 1}) w
  order by 2;
insert into contribution_entries (id, user_id, company_id, day, text, created_at)
  select gen_random_uuid(), ${person('i')}, ${company(`i % ${SEED_COMPANIES}`)}, (now() - make_interval(months => m))::date,
         'Helped another team with month ' || m || '’s release', now() - make_interval(months => m)
  from generate_series(0, 89999) i, generate_series(0, 11) m
  order by 2;
insert into team_purposes (team_id, company_id, text, updated_by, updated_at)
  select t.id, t.company_id, 'We make ' || t.name || ' the place customers trust first', null, now() - interval '100 days'
  from teams t;
${seedValueFiguresSql()}
do $$ declare i record; begin
  for i in select indexdef from seed_learning_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_learning_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze;
`;
}

/**
 * Values in practice as the seal publishes it, for the sealed pulse periods of the last
 * SEED_VALUE_WEEKS weeks: each company value's figures per segment, shown where the pulse's segment
 * was (with its respondents and a score), withheld with its reason where it was not.
 */
export function seedValueFiguresSql() {
  const week = `date_trunc('week', now() at time zone 'utc')::date`;
  return `insert into value_figures (period_id, company_id, value_id, team_id, members, respondents, score, reason)
  select f.period_id, f.company_id, v.id, f.team_id, f.members, f.respondents,
         case when f.reason is null then round((2.5 + (v.position + p.starts_on - date '2000-01-03') % 5 * 0.5)::numeric, 1) end,
         f.reason
  from pulse_figures f
  join pulse_periods p on p.id = f.period_id and p.sealed and p.starts_on >= ${week} - ${SEED_VALUE_WEEKS * 7}
  join company_values v on v.company_id = f.company_id;`;
}

/** Strategic Thinking's documents of each seeded company (decision 041). */
export const SEED_STRATEGY_VERSIONS = 20;
export const SEED_DECISIONS = 40;
export const SEED_IDEAS_PER_TEAM = 5;
export const SEED_IDEA_VERSIONS = 3;
export const SEED_CANVASES = 5;
export const SEED_CANVAS_VERSIONS = 4;
export const SEED_PERSONAS = 5;
/** The seeded member's company's first decision record, which the bench opens with its history. */
export const SEED_MEMBER_DECISION = 'decision2345-0';
/** The seeded member's company's first canvas, which the bench opens with its history and pitch. */
export const SEED_MEMBER_CANVAS = 'canvas2345-0';

/**
 * The documents of every seeded company, on top of seedSql and seedPulseSql's teams: the strategy page
 * with SEED_STRATEGY_VERSIONS versions, SEED_DECISIONS decision records (two versions each: proposed,
 * then accepted or rejected; a Driver and an Approver each; every fourth a team's), and
 * SEED_IDEAS_PER_TEAM SWOTs a team with SEED_IDEA_VERSIONS versions each, SEED_CANVASES Lean Canvases
 * with SEED_CANVAS_VERSIONS versions each and SEED_PERSONAS personas (two versions, each linked to a
 * canvas): 610,000 documents and 1.6 million versions for 10,000 companies.
 */
export function seedDocumentsSql() {
  const rfcId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const company = (c) => `md5('company' || ${c})::uuid`;
  const person = (i) => `md5('person' || ${i})::uuid`;
  const team = (c, t) => rfcId(`'team' || ${company(c)} || '-' || ${t}`);
  const pillar = (c, p) => rfcId(`'pillar' || ${c} || '-' || ${p}`);
  const strategyBody = (
    c,
  ) => `jsonb_build_object('vision', 'Every coast within half an hour of a beach we run',
    'pillars', jsonb_build_array(${[0, 1, 2]
      .map(
        (p) =>
          `jsonb_build_object('id', ${pillar(c, p)}, 'name', 'Pillar ${p}', 'rationale', 'Why pillar ${p} matters', 'goalIds', '[]'::jsonb)`,
      )
      .join(', ')}))`;
  const recordBody = `jsonb_build_object('context', 'The waves got bigger this season', 'options',
    jsonb_build_array(jsonb_build_object('title', 'Longer boards', 'pros', 'Speed', 'cons', 'Weight')),
    'decision', 'Longer boards from June')`;
  const swotBody = (
    v,
  ) => `jsonb_build_object('template', 'swot', 'strengths', jsonb_build_array('Warm wetsuits', 'Saved ' || ${v}),
    'weaknesses', '[]'::jsonb, 'opportunities', jsonb_build_array('Night sessions'), 'threats', jsonb_build_array('Storms'))`;
  const canvasBody = (
    v,
  ) => `jsonb_build_object('problem', 'Boards are heavy', 'customerSegments', 'Weekend surfers',
    'uniqueValueProposition', 'A board that floats home', 'solution', 'Foam core ' || ${v}, 'channels', null,
    'revenueStreams', 'Rentals', 'costStructure', null, 'keyMetrics', 'Boards out a day', 'unfairAdvantage', null)`;
  const personaBody = (
    v,
  ) => `jsonb_build_object('description', 'Surfs before work', 'jobs', jsonb_build_array('Catch a wave before nine'),
    'pains', jsonb_build_array('Carrying the board', 'Cold ' || ${v}), 'gains', jsonb_build_array('A dry car'))`;
  const tables = `('documents', 'document_versions', 'document_people', 'document_links')`;
  return `
set session_replication_role = replica;
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
create temporary table seed_document_indexes as
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ${tables}
    and indexname not in (select conname from pg_constraint where contype in ('p', 'u'));
do $$ declare i record; begin
  for i in select indexname from seed_document_indexes loop execute format('drop index %I', i.indexname); end loop;
end $$;
insert into documents (id, company_id, kind, title, body, visibility, team_id, author_id, status, version, created_at, updated_at)
  select ${rfcId(`'strategy' || c`)}, ${company('c')}, 'strategy', 'Strategy', ${strategyBody('c')}, 'company', null,
         ${person('c')}, null, ${SEED_STRATEGY_VERSIONS}, now() - interval '400 days', now() - interval '10 days'
  from generate_series(0, ${SEED_COMPANIES - 1}) c;
insert into document_versions (document_id, version, company_id, title, body, status, saved_by, saved_at)
  select ${rfcId(`'strategy' || c`)}, v, ${company('c')}, 'Strategy', ${strategyBody('c')}, null, ${person('c')},
         now() - make_interval(days => 20 * (${SEED_STRATEGY_VERSIONS} - v) + 10)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(1, ${SEED_STRATEGY_VERSIONS}) v;
insert into documents (id, company_id, kind, title, body, visibility, team_id, author_id, status, version, created_at, updated_at)
  select ${rfcId(`'decision' || c || '-' || n`)}, ${company('c')}, 'decision', 'Decision ' || n, ${recordBody},
         case when n % 4 = 3 then 'team' else 'company' end, case when n % 4 = 3 then ${team('c', 0)} end,
         ${person(`c + 10000 * (n % 9)`)}, case when n % 5 = 4 then 'rejected' else 'accepted' end, 2,
         now() - make_interval(days => 9 * n + 1), now() - make_interval(days => 9 * n)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_DECISIONS - 1}) n;
insert into document_versions (document_id, version, company_id, title, body, status, saved_by, saved_at)
  select ${rfcId(`'decision' || c || '-' || n`)}, v, ${company('c')}, 'Decision ' || n, ${recordBody},
         case when v = 1 then 'proposed' when n % 5 = 4 then 'rejected' else 'accepted' end, ${person('c')},
         now() - make_interval(days => 9 * n + 2 - v)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_DECISIONS - 1}) n, generate_series(1, 2) v;
insert into document_people (id, document_id, company_id, role, user_id)
  select gen_random_uuid(), ${rfcId(`'decision' || c || '-' || n`)}, ${company('c')}, r.role,
         case when r.role = 'driver' then ${person(`c + 10000 * (n % 9)`)} else ${person('c')} end
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_DECISIONS - 1}) n,
       (values ('driver'), ('approver')) r (role);
insert into documents (id, company_id, kind, title, body, visibility, team_id, author_id, status, version, created_at, updated_at)
  select ${rfcId(`'idea' || c || '-' || t || '-' || n`)}, ${company('c')}, 'idea', 'Idea ' || n,
         ${swotBody(SEED_IDEA_VERSIONS)}, 'team', ${team('c', 't')}, ${person('c')}, null, ${SEED_IDEA_VERSIONS},
         now() - make_interval(days => 30 * n + 3), now() - make_interval(days => 30 * n)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 1) t, generate_series(0, ${SEED_IDEAS_PER_TEAM - 1}) n;
insert into document_versions (document_id, version, company_id, title, body, status, saved_by, saved_at)
  select ${rfcId(`'idea' || c || '-' || t || '-' || n`)}, v, ${company('c')}, 'Idea ' || n, ${swotBody('v')}, null,
         ${person('c')}, now() - make_interval(days => 30 * n + 3 - v)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, 1) t, generate_series(0, ${SEED_IDEAS_PER_TEAM - 1}) n,
       generate_series(1, ${SEED_IDEA_VERSIONS}) v;
insert into documents (id, company_id, kind, title, body, visibility, team_id, author_id, status, version, created_at, updated_at)
  select ${rfcId(`'canvas' || c || '-' || n`)}, ${company('c')}, 'canvas', 'Canvas ' || n, ${canvasBody(SEED_CANVAS_VERSIONS)},
         'company', null, ${person('c')}, null, ${SEED_CANVAS_VERSIONS},
         now() - make_interval(days => 40 * n + 5), now() - make_interval(days => 40 * n)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_CANVASES - 1}) n;
insert into document_versions (document_id, version, company_id, title, body, status, saved_by, saved_at)
  select ${rfcId(`'canvas' || c || '-' || n`)}, v, ${company('c')}, 'Canvas ' || n, ${canvasBody('v')}, null,
         ${person('c')}, now() - make_interval(days => 40 * n + 5 - v)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_CANVASES - 1}) n,
       generate_series(1, ${SEED_CANVAS_VERSIONS}) v;
insert into documents (id, company_id, kind, title, body, visibility, team_id, author_id, status, version, created_at, updated_at)
  select ${rfcId(`'persona' || c || '-' || n`)}, ${company('c')}, 'persona', 'Persona ' || n, ${personaBody(2)},
         'company', null, ${person('c')}, null, 2,
         now() - make_interval(days => 40 * n + 4), now() - make_interval(days => 40 * n + 1)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_PERSONAS - 1}) n;
insert into document_versions (document_id, version, company_id, title, body, status, saved_by, saved_at)
  select ${rfcId(`'persona' || c || '-' || n`)}, v, ${company('c')}, 'Persona ' || n, ${personaBody('v')}, null,
         ${person('c')}, now() - make_interval(days => 40 * n + 4 - v)
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_PERSONAS - 1}) n, generate_series(1, 2) v;
insert into document_links (id, document_id, target_id, company_id, pillar_id)
  select gen_random_uuid(), ${rfcId(`'persona' || c || '-' || n`)}, ${rfcId(`'canvas' || c || '-' || (n % ${SEED_CANVASES})`)},
         ${company('c')}, null
  from generate_series(0, ${SEED_COMPANIES - 1}) c, generate_series(0, ${SEED_PERSONAS - 1}) n;
do $$ declare i record; begin
  for i in select indexdef from seed_document_indexes loop execute i.indexdef; end loop;
end $$;
drop table seed_document_indexes;
reset maintenance_work_mem;
reset work_mem;
set session_replication_role = default;
analyze documents, document_versions, document_people, document_links;
`;
}
