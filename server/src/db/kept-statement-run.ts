import type pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { serialize } from 'pg-protocol';
import { SubmittedRun } from './submitted-run';

/** How a kept statement's rows read on one connection: column names and their text parsers (the client's types). */
type RowShape = { names: string[]; parsers: ((text: string) => unknown)[] };

/** What Kysely's PostgreSQL driver reads of a node-postgres result. */
export type KeptStatementResult = { command: string | null; rowCount: number | null; rows: Record<string, unknown>[] };

/** node-postgres's connection as a Submittable sees it: the statements parsed on it, and its socket. */
type ConnectionInternals = pg.Connection & {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: NodeJS.WritableStream;
};

const DESCRIBE_PORTAL = serialize.describe({ type: 'P', name: '' });
const EXECUTE_AND_SYNC = Buffer.concat([serialize.execute(), serialize.sync()]);
const COMMAND_TAG = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

/** Each connection's row shapes by statement name, learnt from the row description of the statement's first run on it. */
const shapesOf = new WeakMap<pg.Connection, Map<string, RowShape>>();

/**
 * One run of a statement PostgreSQL keeps prepared (prepared-statements.ts), sent through a node-postgres client as a
 * Submittable (as pg-cursor and the version reader are) in one write: Parse the first time on a connection, Bind,
 * Execute, Sync. A node-postgres query also asks for the row description on every run (Describe) and builds its result
 * from it each time; here only the first run on a connection does, and later runs make each row with the names and
 * parsers learnt then (PostgreSQL refuses a kept statement whose columns changed: "cached plan must not change result
 * type"). Values are encoded as node-postgres encodes them; node-postgres still queues the run, times it out
 * (query_timeout) and hands it its connection's errors.
 */
export class KeptStatementRun extends SubmittedRun<KeptStatementResult> {
  private shape: RowShape | undefined;
  private shapes: Map<string, RowShape> | undefined;
  private readonly rows: Record<string, unknown>[] = [];
  private command: string | null = null;
  private rowCount: number | null = null;
  private failure: Error | undefined;

  constructor(
    private readonly client: pg.ClientBase,
    /** node-postgres reads these two: a parse that completes records the statement as parsed on the connection. */
    readonly name: string,
    readonly text: string,
    private readonly values: readonly unknown[],
    callback: (error: Error | null, result?: KeptStatementResult) => void,
  ) {
    super(callback);
  }

  submit(connection: pg.Connection): Error | undefined {
    const internals = connection as ConnectionInternals;
    let bind: Buffer;
    try {
      bind = serialize.bind({ statement: this.name, values: this.values as unknown[], valueMapper: pgUtils.prepareValue });
    } catch (error) {
      // A value node-postgres cannot encode: nothing was sent, and the client answers the run with it.
      return error as Error;
    }
    let shapes = shapesOf.get(connection);
    if (!shapes) shapesOf.set(connection, (shapes = new Map()));
    this.shapes = shapes;
    this.shape = shapes.get(this.name);
    const parsed =
      internals.parsedStatements[this.name] !== undefined || internals.submittedNamedStatements[this.name] !== undefined;
    const parts = parsed ? [bind] : [serialize.parse({ name: this.name, text: this.text }), bind];
    if (!parsed) internals.submittedNamedStatements[this.name] = this.text;
    if (!this.shape) parts.push(DESCRIBE_PORTAL);
    parts.push(EXECUTE_AND_SYNC);
    internals.stream.write(Buffer.concat(parts));
    return undefined;
  }

  override handleRowDescription(message: { fields: { name: string; dataTypeID: number }[] }): void {
    this.shape = {
      names: message.fields.map((field) => field.name),
      parsers: message.fields.map((field) => this.client.getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown),
    };
    this.shapes?.set(this.name, this.shape);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const shape = this.shape;
    // Never thrown here: this runs in the socket's data handler. The run fails once PostgreSQL is ready again.
    if (!shape) {
      this.failure ??= new Error(`a row of ${this.name} came before its description`);
      return;
    }
    const row: Record<string, unknown> = {};
    for (let index = 0; index < shape.names.length; index += 1) {
      const text = message.fields[index];
      row[shape.names[index]!] = text === null || text === undefined ? null : shape.parsers[index]!(text);
    }
    this.rows.push(row);
  }

  override handleCommandComplete(message: { text: string }): void {
    const match = COMMAND_TAG.exec(message.text);
    if (!match) return;
    this.command = match[1]!;
    // "INSERT oid rows" or "<COMMAND> rows".
    const rows = match[3] ?? match[2];
    if (rows !== undefined) this.rowCount = Number(rows);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.finish(this.failure);
    else this.finish(null, { command: this.command, rowCount: this.rowCount, rows: this.rows });
  }
}
