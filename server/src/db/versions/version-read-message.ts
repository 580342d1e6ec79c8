import type pg from 'pg';
import { serialize } from 'pg-protocol';
import { SubmittedRun } from './submitted-run';

/**
 * The bytes of one read of a parameterless one-row query, made once with node-postgres's own encoder (pg-protocol):
 * Parse (only the first time on a connection for a named statement), Bind (unnamed portal, no parameters, text
 * columns), Execute, Sync. No Describe: the caller knows its columns, so PostgreSQL sends no row description and
 * node-postgres builds no result for it.
 */
export function versionReadMessages(query: string, statementName: string): { parseAndRead: Buffer; read: Buffer } {
  const parse = serialize.parse({ name: statementName, text: query });
  const bind = serialize.bind({ statement: statementName });
  const execute = serialize.execute();
  const sync = serialize.sync();
  return { parseAndRead: Buffer.concat([parse, bind, execute, sync]), read: Buffer.concat([bind, execute, sync]) };
}

type Callback = (error: Error | null, row?: (string | null)[]) => void;

/**
 * One read sent through a node-postgres client as a Submittable (pg's interface for custom queries, as pg-cursor
 * uses): one write of ready bytes, and the row's text fields as the answer. node-postgres still queues it, times it
 * out (query_timeout) and reports the connection's errors to it. The callback is called once: the row when
 * PostgreSQL is ready for the next query, or the error.
 */
export class OneRowRead extends SubmittedRun<(string | null)[]> {
  private row: (string | null)[] | undefined;

  constructor(
    private readonly bytes: Buffer,
    callback: Callback,
  ) {
    super(callback);
  }

  // node-postgres's public connection.parse/bind/execute/sync would make four writes of the same bytes; its private
  // `stream` takes them in one. server/package.json keeps pg to one minor version, and
  // catalog-version-postgres.postgres.test.ts fails when a pg release moves it.
  submit(connection: pg.Connection): void {
    (connection as unknown as { stream: NodeJS.WritableStream }).stream.write(this.bytes);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    this.row = message.fields;
  }

  handleReadyForQuery(): void {
    this.finish(null, this.row);
  }
}
