import { useParams } from 'react-router';
import { AddToCartButton } from '../../features/catalog/components/AddToCartButton';
import { CompareLink } from '../../features/compare/components/CompareLink';
import { CompareToggle } from '../../features/compare/components/CompareToggle';
import { selectedCategories } from '../../features/listing/category-filters';
import { CategoryPage } from '../../features/listing/pages/CategoryPage';
import { NotFoundPage } from '../../features/pages/pages/NotFoundPage';

/**
 * /category/:categoryName — the listing feature's category page with the catalogue's Add to cart on each card, or the
 * 404 page when the address names no category (the server answers 404 too).
 */
export default function CategoryListingPage() {
  const { categoryName } = useParams();
  return selectedCategories(categoryName).length > 0 ? (
    <>
      <CategoryPage
        cardActions={(product) => (
          <>
            <AddToCartButton product={product} />
            <CompareToggle product={product} />
          </>
        )}
      />
      <CompareLink />
    </>
  ) : (
    <NotFoundPage />
  );
}
