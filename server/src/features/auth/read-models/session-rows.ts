import { batchedOnPostgres } from '../../../db/batches/batched-run';
import { answersByOrd, rowsOfArrays } from '../../../db/batches/rows-of-arrays';
import { compiledOnce } from '../../../db/engine/compiled-once';
import type { Executor } from '../../../db/engine/executor';
import { SESSION_USER_SELECTION, type SessionOfUser, type SessionRead } from '../repo';

// Every signed-in request asks this, so it is built once.
const sessionOfUser = compiledOnce((db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(SESSION_USER_SELECTION)
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

const sessionsOfUsers = compiledOnce((db: Executor, tokenHashes: string[], nows: string[]) =>
  db
    .selectFrom(rowsOfArrays('asked', { token_hash: tokenHashes, now: nows }))
    .innerJoin('sessions', (join) =>
      join.onRef('sessions.token_hash', '=', 'asked.token_hash').onRef('sessions.expires_at', '>', 'asked.now'),
    )
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('asked.ord')
    .select(SESSION_USER_SELECTION),
);

/**
 * The guards' read of a session with its user, by token hash, before its absolute expiry (undefined: none). Speed: on
 * PostgreSQL the sessions asked in one turn of the event loop are read in one statement (db/batches/), which keeps an
 * add to cart, whose guard reads the session before the add, at about the CPU and p95 it had when the add read the
 * session itself. Made once per database (the guards').
 */
export function sessionRowReader(db: Executor): (session: SessionRead) => Promise<SessionOfUser | undefined> {
  return batchedOnPostgres(
    db,
    async (db, sessions: SessionRead[]) => {
      const rows = await sessionsOfUsers(
        db,
        sessions.map((session) => session.tokenHash),
        sessions.map((session) => session.nowIso),
      );
      return answersByOrd(rows, sessions.length);
    },
    async (db, session) => (await sessionOfUser(db, session.tokenHash, session.nowIso))[0],
  );
}
