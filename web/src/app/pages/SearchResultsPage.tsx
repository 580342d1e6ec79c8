import { AddToCartButton } from '../../features/catalog/components/AddToCartButton';
import { SearchPage } from '../../features/search/pages/SearchPage';

/** /search — the search feature's results with the catalogue's Add to cart on each card; the two meet here. */
export default function SearchResultsPage() {
  return <SearchPage cardActions={(product) => <AddToCartButton product={product} />} />;
}
