import type pg from 'pg';

/**
 * What a node-postgres Submittable of the shop's (the version reader's read, a kept statement's run) shares: the
 * callback called once (set before `client.query`, which wraps it with its read timeout), errors passed on, and the
 * messages such a run never causes, or that need nothing done.
 */
export abstract class SubmittedRun<Result> implements Pick<pg.Submittable, 'submit'> {
  constructor(public callback: (error: Error | null, result?: Result) => void) {}

  abstract submit(connection: pg.Connection): void;

  handleError(error: Error): void {
    this.finish(error);
  }

  handleRowDescription(_message: unknown): void {}
  handleCommandComplete(_message: unknown): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
  handleCopyInResponse(connection: { sendCopyFail: (message: string) => void }): void {
    connection.sendCopyFail('not a copy');
  }

  protected finish(error: Error | null, result?: Result): void {
    const callback = this.callback;
    this.callback = () => {};
    callback(error, result);
  }
}
