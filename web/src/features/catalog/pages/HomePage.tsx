import { CATEGORIES } from '@voltcart/contract';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { RenderLater } from '../../../shared/ui/RenderLater';
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
        {/* The first row shows on the first screen. */}
        <CategoryRow category={firstRow.name} heading={firstRow.heading} onFirstScreen />
        {/* The other eleven, below it, are headings until scrolled near; drawn in a task of their own after the first
            paint (the first screen's task then lays out only what is on it), and before the offers below them. */}
        <RenderLater>
          {laterRows.map((category) => (
            <CategoryRow key={category.id} category={category.name} heading={category.heading} />
          ))}
        </RenderLater>
        {/* Below the rows: a task of its own after theirs. */}
        <RenderLater>
          <OffersBlock />
        </RenderLater>
      </div>
    </>
  );
}

export default HomePage;
