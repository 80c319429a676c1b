import {
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
const { serialize } = protocol;

/**
 * SQL texts that run as named prepared statements on PGlite, with the name each gets. `preparedQuery`
 * registers the hot queries here; every other text takes PGlite's own unnamed path.
 */
const statementNames = new Map<string, string>();

export function nameStatement(text: string): void {
  if (!statementNames.has(text)) statementNames.set(text, `sos_prepared_${statementNames.size + 1}`);
}

/** What the one Describe of a named statement told: its parameters' types and its result's columns. */
interface PreparedStatement {
  paramTypes: number[];
  rowDescription: BackendMessage | undefined;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const executeAndSync = concat(serialize.execute({}), serialize.sync());
const noSync = { syncToFs: false } as const;

function sqlState(error: unknown): string | undefined {
  return error instanceof protocol.messages.DatabaseError ? error.code : undefined;
}

/** The server no longer has the statement as we know it: forget it and parse it again. */
function isStale(error: unknown): boolean {
  const code = sqlState(error);
  return code === '26000' || (code === '0A000' && /cached plan/.test((error as Error).message));
}

/**
 * PGlite as Drizzle talks to it, minus two per-query costs.
 *
 * Drizzle passes its own result parsers with every query (timestamps, dates and intervals as text),
 * and PGlite merges them into its ~300 own on each call: about half the time of a small query. Here
 * they become the client's own, merged once.
 *
 * PGlite sends every query as an unnamed statement, parsed and planned again each time, in six
 * separate trips into WebAssembly. The registered hot queries instead become named statements: Parse
 * and Describe once per statement and client, then Bind, Execute and Sync in one trip per call.
 */
export class DrizzlePGlite extends PGlite {
  /** Named statements this database holds; a new instance (reopened database) starts empty. */
  readonly #prepared = new Map<string, PreparedStatement>();

  static async open(dataDir?: string): Promise<DrizzlePGlite> {
    const client = new DrizzlePGlite(dataDir);
    await client.waitReady;
    return client;
  }

  /** Takes the query's parsers into the client's (a few keys: cheap) and runs it without them. */
  withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
    if (!options?.parsers) return options;
    Object.assign(this.parsers, options.parsers);
    return { ...options, parsers: undefined };
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const name = statementNames.get(query);
    if (name === undefined) return super.query<T>(query, params, this.withoutParsers(options));
    await this._checkReady();
    // The same two locks as PGlite's query: no other query, and no open transaction, in between.
    return this._runExclusiveTransaction(() =>
      this.runExclusive(async () => {
        const result = await this.#runNamed<T>(name, query, params, options);
        await this.syncToFs();
        return result;
      }),
    );
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        const name = statementNames.get(text);
        if (name === undefined) return tx.query<R>(text, params, this.withoutParsers(options));
        if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
        // The transaction holds the transaction lock already; the query lock keeps its turn.
        return this.runExclusive(() => this.#runNamed<R>(name, text, params, options));
      };
      // The transaction's other members (exec, rollback, closed…) stay as PGlite made them.
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  }

  /** Runs a named statement, parsing it first when this database does not hold it yet. */
  async #runNamed<T>(name: string, text: string, params: unknown[] = [], options?: QueryOptions) {
    const queryOptions = this.withoutParsers(options);
    try {
      try {
        return await this.#execute<T>(name, text, params, queryOptions);
      } catch (error) {
        if (!isStale(error)) throw error;
        await this.#forget(name);
        return await this.#execute<T>(name, text, params, queryOptions);
      }
    } catch (error) {
      // As PGlite's own query reports it: the SQLSTATE stays on the error, the query rides along.
      if (error instanceof protocol.messages.DatabaseError) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  async #execute<T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined) {
    const statement = this.#prepared.get(name) ?? (await this.#prepare(name, text, options));
    const values = params.map((param, i) => this.#serialize(param, statement.paramTypes[i], options));
    // Bind, Execute and Sync in one trip: after an error the server skips to Sync, so none lingers.
    const messages = await this.execProtocolStream(
      concat(serialize.bind({ statement: name, values }), executeAndSync),
      { ...noSync, onNotice: options?.onNotice },
    );
    // Bind does not describe the rows again: the Describe at Parse time did.
    if (statement.rowDescription) messages.unshift(statement.rowDescription);
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  /** Parse and Describe once; a statement is remembered only once both succeeded. */
  async #prepare(name: string, text: string, options: QueryOptions | undefined) {
    let messages: BackendMessage[];
    try {
      messages = await this.execProtocolStream(
        concat(
          serialize.parse({ name, text, types: options?.paramTypes }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ),
        noSync,
      );
    } catch (error) {
      // Whatever the server kept of a failed attempt must not make the next Parse a duplicate.
      await this.#forget(name);
      throw error;
    }
    const statement: PreparedStatement = {
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#prepared.set(name, statement);
    return statement;
  }

  /** Closes the statement on the server (a missing one is no error) and forgets it here. */
  async #forget(name: string) {
    this.#prepared.delete(name);
    await this.execProtocolStream(concat(serialize.close({ type: 'S', name }), serialize.sync()), {
      ...noSync,
      throwOnError: false,
    });
  }

  /** A parameter as PGlite's own query sends it: by the type the server gave it, else as text. */
  #serialize(param: unknown, type: number | undefined, options: QueryOptions | undefined) {
    if (param === null || param === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.serializers[type]);
    return serializer ? serializer(param) : String(param);
  }
}
