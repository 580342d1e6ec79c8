import type { Executor } from '../../../../db/engine/executor';
import type { SessionRead } from '../../../auth';
import type { CheckoutRead } from '../checkout';
import { checkoutOfSession, checkoutStampReader, type CheckoutOfSession } from '../read';

/** How many shoppers' checkout reads a process keeps (each a few hundred bytes to a few KB); the oldest kept goes first. */
export const KEPT_CHECKOUT_READS = 2_000;

/**
 * A process's checkout reads of sessions whose shopper has a payable checkout, each kept under its session's token hash
 * and its stamp (read.ts checkoutStamp: the cart's rows, the catalogue's versions, the user's checkout
 * version). A checkout sent again (a second click, a reload, the browser's retry) reads the session with the stamp, one
 * light statement, and uses the kept read when the stamp is the same: the database holds exactly what it held when that
 * read was made, whichever process wrote since. A session with nothing kept, or whose stamp moved, reads everything
 * (and the stamp) in one statement; nothing kept means no light read first. Made once per database (the payment routes).
 */
export function keptCheckoutReads(db: Executor, limit = KEPT_CHECKOUT_READS) {
  const kept = new Map<string, { stamp: string; read: Required<CheckoutRead> }>();
  const stampOf = checkoutStampReader(db);
  return {
    async ofSession(session: SessionRead): Promise<CheckoutOfSession> {
      const entry = kept.get(session.tokenHash);
      if (entry) {
        const now = await stampOf(session);
        if (!now.sessionRow) {
          kept.delete(session.tokenHash);
          return { sessionRow: undefined, lines: [], payable: undefined, stamp: '' };
        }
        if (entry.stamp === now.stamp) return { sessionRow: now.sessionRow, ...entry.read, stamp: now.stamp };
        kept.delete(session.tokenHash);
      }
      const fresh = await checkoutOfSession(db, session);
      // Only a read with a payable checkout is worth keeping: without one, the checkout writes (and moves the stamp).
      if (fresh.sessionRow && fresh.payable) {
        kept.set(session.tokenHash, { stamp: fresh.stamp, read: { lines: fresh.lines, payable: fresh.payable } });
        if (kept.size > limit) kept.delete(kept.keys().next().value!);
      }
      return fresh;
    },
    /** How many sessions' reads are kept (tests). */
    get size() {
      return kept.size;
    },
  };
}

export type KeptCheckoutReads = ReturnType<typeof keptCheckoutReads>;
