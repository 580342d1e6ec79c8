import { Link } from 'react-router';
import { exactSearchPath } from '../exact-search';

/**
 * Above corrected results: what the shop searched for instead ("Showing results for Samsung") and a way to the
 * shopper's own words, searched as typed.
 */
export function SearchCorrection({ words, corrected }: { words: string; corrected: string }) {
  return (
    <div className="mt-3 text-sm text-slate-700 sm:text-base">
      <p>
        Showing results for <strong className="font-semibold text-slate-900">{corrected}</strong>
      </p>
      <p className="mt-1">
        <Link to={exactSearchPath(words)} className="font-medium text-brand-700 underline">
          Search instead for {words}
        </Link>
      </p>
    </div>
  );
}
