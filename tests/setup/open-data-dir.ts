import { connectDatabase } from '../../src/server/db/connect';

/**
 * A second SOS process for src/server/db/lock.test.ts: opens the embedded database in the DATA_DIR given
 * as its argument, prints "opened" and closes it; prints the error and exits 1 when it cannot.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: open-data-dir.ts <DATA_DIR>');
try {
  const connection = await connectDatabase({ dataDir });
  await connection.close();
  process.stdout.write('opened\n');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
  process.exitCode = 1;
}
