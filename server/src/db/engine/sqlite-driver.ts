import { setImmediate } from 'node:timers';
import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

type Statement = SqliteDatabase.Statement<unknown[], unknown>;

/**
 * SQLite with its reads beside its writes: Kysely's own SqliteDriver runs every statement on one connection behind
 * one mutex, so while any transaction is open (a checkout) every other request's query waits for it. Here a
 * statement that only reads, outside a transaction, runs at once on a second connection to the same file (WAL lets
 * it read the last committed state while the writer works); everything else runs on the writer under the mutex,
 * and a transaction holds the mutex from its `begin` to its end. Row writes outside a transaction are committed in
 * groups: those queued in one turn of the event loop share one transaction (group commit: an insert's own commit
 * cost as much as the insert; an add to cart took 109 µs alone, 83 grouped, under the bench). With one connection
 * (':memory:') it is Kysely's behaviour plus a statement cache and the group commit.
 */
export class SplitSqliteDialect implements Dialect {
  constructor(private readonly connections: { writer: SqliteDatabase.Database; reader?: SqliteDatabase.Database }) {}
  createDriver(): Driver {
    return new SplitSqliteDriver(this.connections.writer, this.connections.reader);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

// SQLite calls BEGIN, COMMIT, SAVEPOINT… "readonly"; they must still go to the writer, and they move its lock.
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
// Only plain queries go to the reader (a PRAGMA may be "readonly" and still change the connection it runs on).
const QUERY = /^[\s(]*(select|with)\b/i;
const CACHED_STATEMENTS = 500;
// Plain row writes, which may share a transaction with the others queued beside them (group commit).
const ROW_WRITE = /^\s*(insert|update|delete)\b/i;

/** A row write waiting for the next group commit. */
type QueuedWrite = {
  sql: string;
  parameters: readonly unknown[];
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: unknown) => void;
};

/** A queue of one: who holds the writer. */
class WriterLock {
  #held = false;
  #waiting: (() => void)[] = [];
  async acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }
  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * Prepared statements by SQL text (preparing costs as much as running most of the shop's queries). Least recently
 * used ones are dropped past the cap; a statement is never shared while iterating (streams prepare their own).
 */
class StatementCache {
  #statements = new Map<string, Statement>();
  constructor(private readonly database: SqliteDatabase.Database) {}
  get(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      statement = this.database.prepare(sql);
      if (this.#statements.size >= CACHED_STATEMENTS) this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(sql, statement);
    return statement;
  }
}

function run(statement: Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters as unknown[]) };
  const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class SplitSqliteDriver implements Driver {
  readonly #lock = new WriterLock();
  readonly #writerStatements: StatementCache;
  readonly #readerStatements: StatementCache | undefined;

  constructor(
    private readonly writer: SqliteDatabase.Database,
    private readonly reader: SqliteDatabase.Database | undefined,
  ) {
    this.#writerStatements = new StatementCache(writer);
    this.#readerStatements = reader ? new StatementCache(reader) : undefined;
  }

  async init(): Promise<void> {}

  // Kysely acquires a connection per query (or per transaction, or per db.connection()); the lock is taken by the
  // statements that need the writer, not here, so reads never queue behind it.
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }

  /** The reader's prepared statement when `sql` only reads and may go there; undefined sends it to the writer. */
  readStatement(sql: string): Statement | undefined {
    if (!this.#readerStatements || !QUERY.test(sql) || TRANSACTION_CONTROL.test(sql)) return undefined;
    const statement = this.#readerStatements.get(sql);
    return statement.readonly ? statement : undefined;
  }

  writerStatement(sql: string): Statement {
    return this.#writerStatements.get(sql);
  }

  newWriterStatement(sql: string): Statement {
    return this.writer.prepare(sql);
  }

  get writerInTransaction(): boolean {
    return this.writer.inTransaction;
  }

  lockWriter = () => this.#lock.acquire();
  unlockWriter = () => this.#lock.release();

  #queued: QueuedWrite[] = [];

  /**
   * A row write outside any transaction, committed with the others queued in the same turn of the event loop: one
   * transaction (one WAL commit: its frames written and its locks taken once) for all of them. Each is answered only
   * once its commit is done; a statement's own failure (a constraint) undoes that statement alone, as SQLite does in
   * a transaction; a failure that ends the transaction, or a failed commit, runs each write again on its own.
   */
  queueWrite(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    return new Promise((resolve, reject) => {
      this.#queued.push({ sql, parameters, resolve, reject });
      if (this.#queued.length === 1) setImmediate(() => void this.#commitQueued());
    });
  }

  async #commitQueued(): Promise<void> {
    await this.lockWriter();
    // Everything queued until the writer was ours.
    const writes = this.#queued;
    this.#queued = [];
    try {
      if (writes.length === 1 || !this.#ranTogether(writes)) for (const write of writes) this.#runAlone(write);
    } catch (error) {
      // A rollback that failed in turn: no write is left unanswered (an answered one keeps its answer).
      for (const write of writes) write.reject(error);
      try {
        if (this.writer.inTransaction) this.writer.exec('rollback');
      } catch {
        // Nothing more to undo here; the next transaction's begin reports the state.
      }
    } finally {
      this.unlockWriter();
    }
  }

  /** Runs the writes in one transaction and answers each after its commit; false (nothing answered) if it did not commit. */
  #ranTogether(writes: QueuedWrite[]): boolean {
    try {
      this.writerStatement('begin immediate').run();
    } catch {
      // The file's write lock not had in time (another process): each write tries on its own and says so.
      return false;
    }
    const outcomes: ({ result: QueryResult<unknown> } | { error: unknown })[] = [];
    for (const write of writes) {
      try {
        outcomes.push({ result: run(this.writerStatement(write.sql), write.parameters) });
      } catch (error) {
        // An error that ended the transaction (a trigger's rollback, a full disk) undid the writes before it too; none
        // after it may run outside the transaction. Each runs again on its own.
        if (!this.writer.inTransaction) return false;
        outcomes.push({ error });
      }
    }
    try {
      this.writerStatement('commit').run();
    } catch {
      if (this.writer.inTransaction) this.writerStatement('rollback').run();
      return false;
    }
    writes.forEach((write, index) => {
      const outcome = outcomes[index]!;
      if ('result' in outcome) write.resolve(outcome.result);
      else write.reject(outcome.error);
    });
    return true;
  }

  #runAlone(write: QueuedWrite): void {
    try {
      write.resolve(run(this.writerStatement(write.sql), write.parameters));
    } catch (error) {
      write.reject(error);
    }
  }
}

/** One acquisition by Kysely: reads go to the reader unless this connection holds the writer (its transaction). */
class RoutedConnection implements DatabaseConnection {
  #holdsWriter = false;
  constructor(private readonly driver: SplitSqliteDriver) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    if (!this.#holdsWriter) {
      const read = this.driver.readStatement(sql);
      if (read) return run(read, parameters) as QueryResult<R>;
      if (ROW_WRITE.test(sql)) return (await this.driver.queueWrite(sql, parameters)) as QueryResult<R>;
    }
    if (!this.#holdsWriter) {
      await this.driver.lockWriter();
      this.#holdsWriter = true;
    }
    try {
      return run(this.driver.writerStatement(sql), parameters) as QueryResult<R>;
    } finally {
      // A `begin` (or a savepoint outside a transaction) keeps the writer until the transaction ends; SQLite itself
      // says when that is (commit, rollback, or an error that undid it).
      if (!this.driver.writerInTransaction) {
        this.#holdsWriter = false;
        this.driver.unlockWriter();
      }
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    // Streams run on the writer, in its lock for their whole length, on a statement of their own (a cached one could
    // be asked to run again while it iterates).
    const lockedHere = !this.#holdsWriter;
    if (lockedHere) await this.driver.lockWriter();
    try {
      const statement = this.driver.newWriterStatement(compiledQuery.sql);
      for (const row of statement.iterate(compiledQuery.parameters as unknown[])) yield { rows: [row as R] };
    } finally {
      if (lockedHere) this.driver.unlockWriter();
    }
  }

  /** Kysely is done with this connection: a transaction left open (it never should be) is undone, not leaked. */
  async release(): Promise<void> {
    if (!this.#holdsWriter) return;
    if (this.driver.writerInTransaction) this.driver.writerStatement('rollback').run();
    this.#holdsWriter = false;
    this.driver.unlockWriter();
  }
}
