import { CATEGORIES } from '@voltcart/contract';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { BannerCarousel } from '../components/BannerCarousel';
import { CategoryRow } from '../components/CategoryRow';
import { CategoryStrip } from '../components/CategoryStrip';
import { OffersBlock } from '../components/OffersBlock';

const [firstRow, ...laterRows] = CATEGORIES;

export function HomePage() {
  // The shop's own title, also after a product or category page set theirs.
  useDocumentTitle(undefined);
  return (
    <>
      <h1 className="sr-only">Voltcart — electronics, delivered</h1>
      <div className="md:mx-auto md:max-w-7xl md:px-6 md:pt-6">
        <BannerCarousel />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-4 md:px-6">
        <CategoryStrip />
        {/* The first row shows on the first screen; the other eleven, below it, come with the page's HTML too (or, on a
            later visit, are headings until scrolled near). */}
        <CategoryRow category={firstRow.name} heading={firstRow.heading} onFirstScreen />
        {laterRows.map((category) => (
          <CategoryRow key={category.id} category={category.name} heading={category.heading} />
        ))}
        <OffersBlock />
      </div>
    </>
  );
}

export default HomePage;
