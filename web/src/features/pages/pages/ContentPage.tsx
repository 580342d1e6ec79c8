import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { CONTENT_PAGES, type ContentPageSlug } from '../content';

export function ContentPage({ slug }: { slug: ContentPageSlug }) {
  const page = CONTENT_PAGES[slug];
  useDocumentTitle(page.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={paths.home} className="hover:text-brand-700 hover:underline">
          Home
        </Link>{' '}
        / <span aria-current="page">{page.title}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{page.intro}</p>
      <div className="mt-8 space-y-6">
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
            <p className="mt-1 leading-7 text-slate-700">{section.body}</p>
          </section>
        ))}
      </div>
    </article>
  );
}

export default ContentPage;
