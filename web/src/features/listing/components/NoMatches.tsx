import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { exactSearchPath } from '../exact-search';

/** A search without results: what was searched, and ways on (clearing the filters keeps a search of the words as typed). */
export function NoMatches({ words, filtered, exact }: { words: string; filtered: boolean; exact: boolean }) {
  return (
    <section
      aria-labelledby="no-matches-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-slate-700 sm:p-10"
    >
      <h2 id="no-matches-title" className="text-lg font-semibold text-slate-900">
        No products match &quot;{words}&quot;
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {filtered && (
          <li>
            <Link to={exact ? exactSearchPath(words) : paths.search(words)} className="font-medium text-brand-700 underline">
              Clear the filters
            </Link>{' '}
            to see every match.
          </li>
        )}
        <li>Check the spelling.</li>
        <li>Use fewer or more general words, like &quot;phone&quot; or a brand.</li>
        <li>
          Or{' '}
          <Link to={paths.categories} className="font-medium text-brand-700 underline">
            browse the categories
          </Link>
          .
        </li>
      </ul>
    </section>
  );
}
