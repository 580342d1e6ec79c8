import type { RawBuilder } from 'kysely';
import { batchedOnPostgres } from '../../../db/batches/batched-run';
import { compiledOnce } from '../../../db/engine/compiled-once';
import type { Executor } from '../../../db/engine/executor';
import { answersByOrd, rowsOfArrays } from '../../../db/batches/rows-of-arrays';
import { IS_THE_VERSION_ROW } from '../../../db/versions/catalog-version';
import { SESSION_USER_SELECTION, type SessionOfUser, type SessionRead } from '../../auth';

/** What a stamp is read of: the text of everything a kept answer shows, read with the session (cartViewStamp, checkout's). */
export type StampOf = (db: Executor) => RawBuilder<string>;

/** A session's row (undefined when it is not live: check it with guards.requireUserJoined) and the stamp read with it. */
export type SessionStamp = { sessionRow: SessionOfUser | undefined; stamp: string };

/**
 * The live session of a token with its user and `stampOf`'s stamp (the versions' row joined as `catalog_version`), as
 * `stamp`: a read of the session adds the columns it needs.
 */
export function selectSessionWithStamp(db: Executor, stampOf: StampOf, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('catalog_version', (join) => join.on(IS_THE_VERSION_ROW))
    .select(SESSION_USER_SELECTION)
    .select(stampOf(db).as('stamp'))
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now);
}

const sessionStampOfRow = (row: (SessionOfUser & { stamp: string }) | undefined): SessionStamp => ({
  sessionRow: row,
  stamp: row?.stamp ?? '',
});

/**
 * Reads a session with the stamp of an answer kept for it, in one light statement: nothing the answer shows is read
 * unless the kept one is stale. Made once per database and stamp (a feature's routes): on PostgreSQL, the sessions asked
 * in one turn of the event loop are read in one statement (db/batches/batched-run.ts batchedOnPostgres, db/batches/rows-of-arrays.ts).
 */
export function sessionStampReader(db: Executor, stampOf: StampOf): (session: SessionRead) => Promise<SessionStamp> {
  const one = compiledOnce((db: Executor, tokenHash: string, now: string) => selectSessionWithStamp(db, stampOf, tokenHash, now));
  const many = compiledOnce((db: Executor, tokenHashes: string[], nows: string[]) =>
    db
      .selectFrom(rowsOfArrays('asked', { token_hash: tokenHashes, now: nows }))
      .innerJoin('sessions', (join) =>
        join.onRef('sessions.token_hash', '=', 'asked.token_hash').onRef('sessions.expires_at', '>', 'asked.now'),
      )
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('catalog_version', (join) => join.on(IS_THE_VERSION_ROW))
      .select('asked.ord')
      .select(SESSION_USER_SELECTION)
      .select(stampOf(db).as('stamp')),
  );
  return batchedOnPostgres(
    db,
    async (db, sessions: SessionRead[]) => {
      const rows = await many(
        db,
        sessions.map((session) => session.tokenHash),
        sessions.map((session) => session.nowIso),
      );
      return answersByOrd(rows, sessions.length).map(sessionStampOfRow);
    },
    async (db, session) => sessionStampOfRow((await one(db, session.tokenHash, session.nowIso))[0]),
  );
}
