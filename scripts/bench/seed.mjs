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
