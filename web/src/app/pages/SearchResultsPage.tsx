import { AddToCartButton } from '../../features/catalog/components/AddToCartButton';
import { CompareLink } from '../../features/compare/components/CompareLink';
import { CompareToggle } from '../../features/compare/components/CompareToggle';
import { SearchPage } from '../../features/listing/pages/SearchPage';

/** /search — the listing feature's search results with the catalogue's Add to cart on each card; the two meet here. */
export default function SearchResultsPage() {
  return (
    <>
      <SearchPage
        cardActions={(product) => (
          <>
            <AddToCartButton product={product} />
            <CompareToggle product={product} />
          </>
        )}
      />
      <CompareLink />
    </>
  );
}
