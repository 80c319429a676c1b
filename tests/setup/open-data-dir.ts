import { connectDatabase } from '../../src/server/db/connect';

/**
 * A second SOS process for the tests of src/server/db: opens the embedded database in the DATA_DIR
 * given as its argument, prints "opened" and closes it; prints the error and exits 1 when it cannot.
 * With `hold` as second argument it keeps the database open until killed (to orphan its server).
 */
const [dataDir, mode] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: open-data-dir.ts <DATA_DIR> [hold]');
try {
  const connection = await connectDatabase({ dataDir });
  if (mode === 'hold') {
    process.stdout.write('opened\n');
    setInterval(() => {}, 60_000);
  } else {
    await connection.close();
    process.stdout.write('opened\n');
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
  process.exitCode = 1;
}
