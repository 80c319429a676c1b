// Databases on a PostgreSQL server, for CI: node scripts/test-database.mjs create|drop|leftovers URL NAME
//   create     creates NAME
//   drop       drops NAME and every database a test run on it made (sos_test_NAME_*, see
//              tests/setup/databases.ts), whatever that run left behind
//   leftovers  lists the databases a test run on NAME made that still exist; exit 1 when there is one
import pg from 'pg';

const [action, serverUrl, name] = process.argv.slice(2);
if (
  !['create', 'drop', 'leftovers'].includes(action) ||
  !serverUrl ||
  !/^[a-z_][a-z0-9_]*$/.test(name ?? '')
) {
  console.error('usage: node scripts/test-database.mjs create|drop|leftovers <server url> <database name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();

/** The databases that tests run on NAME created (names are plain identifiers: see the check above). */
async function madeByTests() {
  const { rows } = await client.query(
    `select datname from pg_database where starts_with(datname, $1) order by datname`,
    [`sos_test_${name}_`],
  );
  return rows.map((row) => row.datname);
}

try {
  if (action === 'create') {
    await client.query(`create database ${name}`);
  } else if (action === 'drop') {
    for (const database of [...(await madeByTests()), name]) {
      await client.query(`drop database if exists "${database}" with (force)`);
    }
  } else {
    const left = await madeByTests();
    for (const database of left) console.log(`left behind: database ${database}`);
    process.exitCode = left.length ? 1 : 0;
  }
} finally {
  await client.end();
}
