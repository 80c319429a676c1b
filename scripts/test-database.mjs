// Creates or drops a database on a PostgreSQL server, for CI: node scripts/test-database.mjs create|drop URL NAME
import pg from 'pg';

const [action, serverUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !serverUrl || !/^[a-z_][a-z0-9_]*$/.test(name ?? '')) {
  console.error('usage: node scripts/test-database.mjs create|drop <server url> <database name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
try {
  await client.query(
    action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`,
  );
} finally {
  await client.end();
}
