import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Snapshot, TableContents } from '../db/table-rows';

/**
 * A backup file: gzip of JSON lines. The first line is the header (what the database held, in one
 * snapshot: its migrations, its tables with their row counts and digests, its sequences, and the
 * DATA_DIR's auth secret when there is one); then each table's rows, one JSON object per line, table
 * after table in the header's order, exactly as many as the header counts.
 */
export const BACKUP_FORMAT = 'sos-backup';
export const BACKUP_VERSION = 1;

export interface AppliedMigration {
  hash: string;
  /** The migration's `when` in the journal, which the migrator records as `created_at`. */
  createdAt: number;
}

export interface BackupHeader extends Snapshot {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  serverVersion: string;
  migrations: AppliedMigration[];
  /** The DATA_DIR's `auth-secret`, so that sessions and tokens outlive a restore. */
  authSecret?: string;
}

export interface OpenedBackup {
  header: BackupHeader;
  /** Each table's rows, in batches; call once per table, in the header's order. */
  rowsOf(table: TableContents): AsyncIterable<string[]>;
  close(): void;
}

const BATCH = 1000;

/** Opens a backup file and reads its header; the rows follow as `rowsOf` asks for them. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const input = createReadStream(file);
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  const reader = lines[Symbol.asyncIterator]();
  const close = () => {
    lines.close();
    input.destroy();
  };
  try {
    const first = await reader.next();
    const header = parseHeader(first.done ? '' : first.value);
    return {
      header,
      async *rowsOf(table) {
        let batch: string[] = [];
        for (let read = 0; read < table.rows; read++) {
          const line = await reader.next();
          if (line.done) throw new Error(`the backup ends inside table ${table.name}`);
          batch.push(line.value);
          if (batch.length === BATCH) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      },
      close,
    };
  } catch (error) {
    close();
    const reason =
      (error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' ? 'it is not gzip' : (error as Error).message;
    throw new Error(`${file} is not an SOS backup: ${reason}`, { cause: error });
  }
}

function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new Error('its first line is not JSON');
  }
  if (header.format !== BACKUP_FORMAT) throw new Error('its header does not say sos-backup');
  if (header.version !== BACKUP_VERSION) {
    throw new Error(`it is version ${header.version}; this SOS reads version ${BACKUP_VERSION}`);
  }
  if (
    !Array.isArray(header.tables) ||
    !Array.isArray(header.migrations) ||
    !Array.isArray(header.sequences)
  ) {
    throw new Error('its header lacks tables, migrations or sequences');
  }
  return header as BackupHeader;
}
