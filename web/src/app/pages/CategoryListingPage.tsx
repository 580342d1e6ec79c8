import { useParams } from 'react-router';
import { selectedCategories } from '../../features/catalog/category-filters';
import { CategoryPage } from '../../features/catalog/pages/CategoryPage';
import { NotFoundPage } from '../../features/pages/pages/NotFoundPage';

/** /category/:categoryName — the listing, or the 404 page when the address names no category (the server answers 404 too). */
export default function CategoryListingPage() {
  const { categoryName } = useParams();
  return selectedCategories(categoryName).length > 0 ? <CategoryPage /> : <NotFoundPage />;
}
